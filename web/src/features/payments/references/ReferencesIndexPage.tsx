import type { Action, Resource } from '@gradina/shared';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { PageHeader } from '../../../ui/page';

interface Report {
  to: string;
  title: string;
  text: string;
  right: [Resource, Action];
  testId: string;
}

/** A report at `/activities/references/<slug>`, its card's test id `reference-card-<slug>`. */
const report = (slug: string, title: string, text: string, right: [Resource, Action]): Report => ({
  to: `/activities/references/${slug}`,
  title,
  text,
  right,
  testId: slug,
});

/** The reports of the extra activities, each a card; only those the user's rights open are shown. */
const reports: Report[] = [
  report(
    'kindergarten',
    'Плащания по детска градина',
    'Платеното за месеца по доставчик и начин на плащане.',
    ['Payments', 'create'],
  ),
  report('groups', 'Плащания по групи', 'Платеното по групата на детето.', ['Payments', 'create']),
  report('students', 'Плащания по деца', 'Платеното за всяко дете.', ['Payments', 'create']),
  report('cash', 'Каса', 'Събраното от всеки касиер и отчетените на доставчиците плащания.', [
    'Payments',
    'create',
  ]),
  report('batch-payments', 'Групови плащания', 'Плащанията на няколко такси наведнъж.', [
    'Payments',
    'create',
  ]),
  report('fees', 'Такси по дейности', 'Дължимо, отстъпки, платено и остатък по дейност.', [
    'ActivityFees',
    'create',
  ]),
  report('kids', 'Деца по дейности', 'Записаните, новите и отписаните деца във всяка дейност.', [
    'Activities',
    'update',
  ]),
  report('attendances', 'Присъствия в дейностите', 'Присъствия и отсъствия по дейност и месец.', [
    'ActivityAttendances',
    'update',
  ]),
  report('enrollments', 'История на дете', 'Периодите в дейностите, таксите и плащанията на едно дете.', [
    'Activities',
    'update',
  ]),
];

/** /activities/references */
export function ReferencesIndexPage() {
  const { can } = usePermissions();
  const shown = reports.filter((r) => can(...r.right));
  return (
    <Stack gap="lg" maw={1200} data-testid="activity-references">
      <PageHeader
        title="Справки"
        intro="Справки за допълнителните дейности, таксите и плащанията, с файлове за Excel и PDF."
      />
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
