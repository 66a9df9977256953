import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ApiReply } from '../../api/routes';
import { formatDate } from '../../ui/format/dates';
import { Section } from './dashboard-cards';

type Occupancy = ApiReply<'communication.dashboard'>['occupancy'];
type Day = Occupancy['today'][number];

const flagText: Record<Day['flags'][number], string> = {
  noStaff: 'няма персонал на работа',
  overMax: 'над максималния брой деца',
  overRatio: 'твърде много деца на служител',
};

function DayRow({ d, withDate }: { d: Day; withDate: boolean }) {
  return (
    <Table.Tr data-testid="home-occupancy-row" data-flagged={d.flags.length > 0}>
      {withDate && <Table.Td>{formatDate(d.date)}</Table.Td>}
      <Table.Td fw={600}>{d.groupName}</Table.Td>
      <Table.Td>
        {d.children} деца / {d.staff} от персонала
      </Table.Td>
      <Table.Td>
        {d.flags.length === 0 ? (
          <Badge color="green" variant="light">
            в норма
          </Badge>
        ) : (
          <Group gap={4}>
            {d.flags.map((f) => (
              <Badge key={f} color="red" variant="light">
                {flagText[f]}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The director's occupancy: each group's children present today against its staff at work, and the day this
 * month each group last broke a norm (at most 22 children in a group, 16 in a nursery group; a teacher per
 * shift).
 */
export function OccupancyCard({ occupancy }: { occupancy: Occupancy }) {
  if (occupancy.today.length === 0 && occupancy.flagged.length === 0) return null;
  return (
    <Section title="Заетост на групите" testId="home-occupancy">
      <Stack gap="sm">
        {occupancy.today.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Tbody>
                {occupancy.today.map((d) => (
                  <DayRow key={d.groupId} d={d} withDate={false} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed">Днес още няма отбелязани присъстващи деца.</Text>
        )}
        {occupancy.flagged.length > 0 && (
          <>
            <Text fw={600}>Последен ден с нарушена норма този месец, по групи</Text>
            <Table.ScrollContainer minWidth={520}>
              <Table data-testid="home-occupancy-flagged">
                <Table.Tbody>
                  {occupancy.flagged.map((d) => (
                    <DayRow key={`${d.date}-${d.groupId}`} d={d} withDate />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Section>
  );
}
