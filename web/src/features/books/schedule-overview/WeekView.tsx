import { ScheduleItemType } from '@gradina/shared';
import { weekdayNames } from '@gradina/shared/books/weekly-norm';
import type { WeeklySchedule } from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';

type Item = WeeklySchedule['days'][number]['items'][number];

const typeNames: Record<ScheduleItemType, string> = {
  [ScheduleItemType.ClassSubject]: 'Педагогическа ситуация',
  [ScheduleItemType.Activity]: 'Дейност',
  [ScheduleItemType.Break]: 'Почивка',
  [ScheduleItemType.DayOff]: 'Неучебен ден',
};

const itemText = (i: Item) => {
  const time = i.start ? `${i.start}${i.end ? `–${i.end}` : ''} ` : '';
  const what = i.type === ScheduleItemType.ClassSubject ? i.areaName : i.name || typeNames[i.type];
  return `${time}${what}${i.type === ScheduleItemType.ClassSubject && i.name ? `: ${i.name}` : ''}`;
};

/** The week day by day as a parent or a teacher reads it: each day's items in order (one card a day). */
export function WeekView({ schedule }: { schedule: WeeklySchedule }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} data-testid="week-view">
      {weekdayNames.map((name, i) => {
        const items = schedule.days.find((d) => d.weekday === i + 1)?.items ?? [];
        return (
          <Card key={name} withBorder data-testid={`week-day-${i + 1}`}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {name}
              </Title>
              {items.length ? (
                <List size="sm" spacing={4}>
                  {items.map((item, n) => (
                    <List.Item key={n}>{itemText(item)}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  Няма заложени дейности.
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
