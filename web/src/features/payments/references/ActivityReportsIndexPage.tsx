import type { Action, Resource } from '@gradina/shared';
import { usePermissions } from '../../../app/auth/permissions';
import { IndexPage } from '../../../ui/page';

interface Report {
  to: string;
  title: string;
  text: string;
  right: [Resource, Action];
  testId: string;
}

/** A report at `/activities/references/<slug>`, its card's test id `reference-card-<slug>`. */
const report = (slug: string, right: [Resource, Action], title: string, text: string): Report => ({
  to: `/activities/references/${slug}`,
  title,
  text,
  right,
  testId: `reference-card-${slug}`,
});

// The rights that open the reports: recording payments, the fees, the activities, their attendance.
const payments: [Resource, Action] = ['Payments', 'create'];
const fees: [Resource, Action] = ['ActivityFees', 'create'];
const activities: [Resource, Action] = ['Activities', 'update'];
const attendance: [Resource, Action] = ['ActivityAttendances', 'update'];

/** The reports of the extra activities, each a card; only those the user's rights open are shown. */
const reports: Report[] = [
  report(
    'kindergarten',
    payments,
    'Плащания по детска градина',
    'Платеното за месеца по доставчик и начин на плащане.',
  ),
  report('groups', payments, 'Плащания по групи', 'Платеното по групата на детето.'),
  report('students', payments, 'Плащания по деца', 'Платеното за всяко дете.'),
  report('cash', payments, 'Каса', 'Събраното от всеки касиер и отчетените на доставчиците плащания.'),
  report('batch-payments', payments, 'Групови плащания', 'Плащанията на няколко такси наведнъж.'),
  report('fees', fees, 'Такси по дейности', 'Дължимо, отстъпки, платено и остатък по дейност.'),
  report('kids', activities, 'Деца по дейности', 'Записаните, новите и отписаните деца във всяка дейност.'),
  report('attendances', attendance, 'Присъствия в дейностите', 'Присъствия и отсъствия по дейност и месец.'),
  report(
    'enrollments',
    activities,
    'История на дете',
    'Периодите в дейностите, таксите и плащанията на едно дете.',
  ),
];

/** /activities/references */
export function ActivityReportsIndexPage() {
  const { can } = usePermissions();
  return (
    <IndexPage
      title="Справки"
      intro="Справки за допълнителните дейности, таксите и плащанията, с файлове за Excel и PDF."
      links={reports.filter((r) => can(...r.right))}
      empty="Нямате права за справките по допълнителните дейности."
      maw={1200}
      testId="activity-references"
    />
  );
}
