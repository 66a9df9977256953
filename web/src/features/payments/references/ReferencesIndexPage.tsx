import type { Action, Resource } from '@gradina/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';

/** The reports of the extra activities, each a card; only those the user's rights open are shown. */
const reports: { to: string; title: string; text: string; right: [Resource, Action]; testId: string }[] = [
  {
    to: '/activities/references/kindergarten',
    title: 'Плащания по детска градина',
    text: 'Платеното за месеца по доставчик и начин на плащане.',
    right: ['Payments', 'create'],
    testId: 'kindergarten',
  },
  {
    to: '/activities/references/groups',
    title: 'Плащания по групи',
    text: 'Платеното по групата на детето.',
    right: ['Payments', 'create'],
    testId: 'groups',
  },
  {
    to: '/activities/references/students',
    title: 'Плащания по деца',
    text: 'Платеното за всяко дете.',
    right: ['Payments', 'create'],
    testId: 'students',
  },
  {
    to: '/activities/references/cash',
    title: 'Каса',
    text: 'Събраното от всеки касиер и отчетените на доставчиците плащания.',
    right: ['Payments', 'create'],
    testId: 'cash',
  },
  {
    to: '/activities/references/batch-payments',
    title: 'Групови плащания',
    text: 'Плащанията на няколко такси наведнъж.',
    right: ['Payments', 'create'],
    testId: 'batch-payments',
  },
  {
    to: '/activities/references/fees',
    title: 'Такси по дейности',
    text: 'Дължимо, отстъпки, платено и остатък по дейност.',
    right: ['ActivityFees', 'create'],
    testId: 'fees',
  },
  {
    to: '/activities/references/kids',
    title: 'Деца по дейности',
    text: 'Записаните, новите и отписаните деца във всяка дейност.',
    right: ['Activities', 'update'],
    testId: 'kids',
  },
  {
    to: '/activities/references/attendances',
    title: 'Присъствия в дейностите',
    text: 'Присъствия и отсъствия по дейност и месец.',
    right: ['ActivityAttendances', 'update'],
    testId: 'attendances',
  },
  {
    to: '/activities/references/enrollments',
    title: 'История на дете',
    text: 'Периодите в дейностите, таксите и плащанията на едно дете.',
    right: ['Activities', 'update'],
    testId: 'enrollments',
  },
];

/** /activities/references */
export function ReferencesIndexPage() {
  useDocumentTitle('Справки | Градина');
  const { can } = usePermissions();
  const shown = reports.filter((r) => can(...r.right));
  return (
    <Stack gap="lg" maw={1200} data-testid="activity-references">
      <Stack gap={4}>
        <Title order={1}>Справки</Title>
        <Text c="dimmed">
          Справки за допълнителните дейности, таксите и плащанията, с файлове за Excel и PDF.
        </Text>
      </Stack>
      {shown.length === 0 ? (
        <Text>Нямате права за справките по допълнителните дейности.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((r) => (
            <Card
              key={r.to}
              component={Link}
              to={r.to}
              withBorder
              radius="md"
              padding="lg"
              data-testid={`reference-card-${r.testId}`}
            >
              <Text fw={600} size="lg">
                {r.title}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {r.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
