import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { useReportFilters } from './filters';
import { paymentPeriod, periodDays, periodMonths } from './period';
import { ExportButtons, euros, ReportLayout, ReportTable, useExport } from './ReportLayout';

/** The reports on the activities: fees by activity, children per activity, attendance by activity and month. */

type FeeRow = ApiReply<'payments.feesByActivity'>['rows'][number];
type KidsRow = ApiReply<'activities.studentsSummary'>['rows'][number];
type AttendanceRow = ApiReply<'activities.attendanceSummary'>['rows'][number];

/** /activities/references/fees */
export function FeesReportPage() {
  const testId = 'report-fees';
  const { kindergartenId, period, values, bar } = useReportFilters(testId, {
    names: ['provider', 'activity'],
  });
  const filters = { kindergartenId, ...paymentPeriod(period), ...values };
  const report = useRouteQuery(
    'payments.feesByActivity',
    { query: filters },
    { enabled: Boolean(kindergartenId) },
  );
  const exporter = useExport((type) =>
    callApi('payments.feesByActivityExport', { path: { type }, query: filters }),
  );
  const columns: EntityColumn<FeeRow>[] = [
    {
      id: 'activity',
      header: 'Дейност',
      cell: (r) => r.activityName,
      sortText: (r) => r.activityName,
      td: { fw: 600 },
    },
    { id: 'provider', header: 'Доставчик', cell: (r) => r.providerName, sortText: (r) => r.providerName },
    { id: 'children', header: 'Деца', cell: (r) => r.childrenCount, td: { ta: 'right' } },
    { id: 'amount', header: 'Дължимо', cell: (r) => euros(r.amountCents), td: { ta: 'right' } },
    { id: 'discount', header: 'Отстъпка', cell: (r) => euros(r.discountCents), td: { ta: 'right' } },
    { id: 'paid', header: 'Платено', cell: (r) => euros(r.paidCents), td: { ta: 'right' } },
    { id: 'due', header: 'Остава', cell: (r) => euros(r.dueCents), td: { ta: 'right' } },
  ];
  const t = report.data?.totals;
  return (
    <ReportLayout
      title="Такси по дейности"
      description="Таксите за периода (по месеца на таксата) по дейност: дължимо, отстъпки, платено и остатък."
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<FeeRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => r.activityId}
        filters={bar}
        empty="Няма такси за избрания период."
        minWidth={820}
        testId={testId}
        totals={
          t && [
            { label: `Такси (${t.feesCount})`, value: euros(t.amountCents) },
            { label: 'Отстъпки', value: euros(t.discountCents) },
            { label: 'Платено', value: euros(t.paidCents), testId: `${testId}-paid` },
            { label: 'Остава', value: euros(t.dueCents), testId: `${testId}-due` },
          ]
        }
      />
    </ReportLayout>
  );
}

/** /activities/references/kids: the children of each activity in a period. */
export function KidsReportPage() {
  const testId = 'report-kids';
  const filter = useReportFilters(testId, { names: ['provider', 'activity', 'group'] });
  const { kindergartenId, bar } = filter;
  const period = periodDays(filter.period);
  const query = { kindergartenId, ...period, ...filter.values };
  const report = useRouteQuery('activities.studentsSummary', { query }, { enabled: Boolean(kindergartenId) });
  const exporter = useExport((type) =>
    callApi('activities.studentsSummaryExport', { path: { type }, query }),
  );
  const columns: EntityColumn<KidsRow>[] = [
    {
      id: 'activity',
      header: 'Дейност',
      cell: (r) => r.activityName,
      sortText: (r) => r.activityName,
      td: { fw: 600 },
    },
    { id: 'type', header: 'Вид', cell: (r) => r.typeName },
    { id: 'provider', header: 'Доставчик', cell: (r) => r.providerName },
    { id: 'children', header: 'Деца в периода', cell: (r) => r.childrenCount, td: { ta: 'right' } },
    { id: 'joined', header: 'Записани', cell: (r) => r.joinedCount, td: { ta: 'right' } },
    { id: 'left', header: 'Отписани', cell: (r) => r.leftCount, td: { ta: 'right' } },
    { id: 'end', header: 'Към края', cell: (r) => r.atEndCount, td: { ta: 'right' } },
  ];
  const t = report.data?.totals;
  return (
    <ReportLayout
      title="Деца по дейности"
      description={`Децата във всяка дейност от ${formatDate(period.fromDate)} до ${formatDate(period.toDate)}`}
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<KidsRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => r.activityId}
        filters={bar}
        empty="Няма дейности."
        minWidth={820}
        testId={testId}
        totals={
          t && [
            { label: 'Различни деца', value: String(t.distinctChildren), testId: `${testId}-distinct` },
            { label: 'Записани', value: String(t.joinedCount) },
            { label: 'Отписани', value: String(t.leftCount) },
            { label: 'Към края', value: String(t.atEndCount) },
          ]
        }
      />
    </ReportLayout>
  );
}

const rate = (r: number | null) => (r === null ? '—' : `${r.toLocaleString('bg-BG')} %`);

/** /activities/references/attendances: the attendance by activity and month (a teacher: their activities). */
export function AttendancesReportPage() {
  const testId = 'report-attendances';
  const { kindergartenId, period, values, bar } = useReportFilters(testId, {
    names: ['provider', 'activity'],
    rangeOnly: true,
  });
  const query = { kindergartenId, ...periodMonths(period), ...values };
  const report = useRouteQuery(
    'activities.attendanceSummary',
    { query },
    { enabled: Boolean(kindergartenId), retry: false },
  );
  const exporter = useExport((type) =>
    callApi('activities.attendanceSummaryExport', { path: { type }, query }),
  );
  const columns: EntityColumn<AttendanceRow>[] = [
    { id: 'activity', header: 'Дейност', cell: (r) => r.activityName, td: { fw: 600 } },
    { id: 'month', header: 'Месец', cell: (r) => formatMonth(`${r.month}-01`) },
    { id: 'children', header: 'Деца', cell: (r) => r.childrenCount, td: { ta: 'right' } },
    { id: 'sessions', header: 'Занимания', cell: (r) => r.sessionsCount, td: { ta: 'right' } },
    { id: 'present', header: 'Присъствия', cell: (r) => r.presentCount, td: { ta: 'right' } },
    { id: 'absent', header: 'Отсъствия', cell: (r) => r.absentCount, td: { ta: 'right' } },
    { id: 'rate', header: 'Присъствие', cell: (r) => rate(r.attendanceRate), td: { ta: 'right' } },
  ];
  const t = report.data?.totals;
  return (
    <ReportLayout
      title="Присъствия в дейностите"
      description="Присъствията и отсъствията по дейност и месец (до 12 месеца)."
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<AttendanceRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => `${r.activityId}|${r.month}`}
        filters={bar}
        empty="Няма дейности в избрания период."
        minWidth={760}
        testId={testId}
        totals={
          t && [
            { label: 'Занимания', value: String(t.sessionsCount) },
            { label: 'Присъствия', value: String(t.presentCount) },
            { label: 'Отсъствия', value: String(t.absentCount) },
            { label: 'Присъствие', value: rate(t.attendanceRate), testId: `${testId}-rate` },
          ]
        }
      />
    </ReportLayout>
  );
}
