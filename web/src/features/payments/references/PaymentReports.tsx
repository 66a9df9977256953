import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatMonth } from '../../../ui/format/dates';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { usePaymentFilters } from './filters';
import { ExportButtons, euros, methodFigures, ReportLayout, ReportTable, useExport } from './ReportLayout';

/** The payments of a period by kindergarten (month, provider, method), by group and by child. */

type KindergartenRow = ApiReply<'payments.kindergartenReport'>['rows'][number];
type ClassRow = ApiReply<'payments.classesReport'>['rows'][number];
type StudentRow = ApiReply<'payments.studentsReport'>['rows'][number];

/** /activities/references/kindergarten */
export function KindergartenReportPage() {
  const testId = 'report-kindergarten';
  const { filters, bar } = usePaymentFilters(testId);
  const report = useRouteQuery(
    'payments.kindergartenReport',
    { query: filters },
    { enabled: Boolean(filters.kindergartenId) },
  );
  const exporter = useExport((type) =>
    callApi('payments.kindergartenReportExport', { path: { type }, query: filters }),
  );
  const columns: EntityColumn<KindergartenRow>[] = [
    { id: 'month', header: 'Месец', cell: (r) => formatMonth(`${r.month}-01`) },
    { id: 'provider', header: 'Доставчик', cell: (r) => r.providerName, sortText: (r) => r.providerName },
    { id: 'method', header: 'Начин на плащане', cell: (r) => paymentMethodLabels[r.method] },
    { id: 'count', header: 'Плащания', cell: (r) => r.count, td: { ta: 'right' } },
    { id: 'total', header: 'Сума', cell: (r) => euros(r.totalCents), td: { ta: 'right' } },
  ];
  return (
    <ReportLayout
      title="Плащания по детска градина"
      description="Платените такси за периода по месец, доставчик и начин на плащане."
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<KindergartenRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => `${r.month}|${r.providerId}|${r.method}`}
        filters={bar}
        paging={{ clientPageSize: 50 }}
        empty="Няма плащания за избрания период."
        minWidth={720}
        totals={report.data && methodFigures(report.data, testId)}
        testId={testId}
      />
    </ReportLayout>
  );
}

/** /activities/references/groups */
export function GroupsReportPage() {
  const testId = 'report-groups';
  const { filters, bar } = usePaymentFilters(testId, { withGroup: true });
  const report = useRouteQuery(
    'payments.classesReport',
    { query: filters },
    { enabled: Boolean(filters.kindergartenId) },
  );
  const exporter = useExport((type) =>
    callApi('payments.classesReportExport', { path: { type }, query: filters }),
  );
  const columns: EntityColumn<ClassRow>[] = [
    { id: 'group', header: 'Група', cell: (r) => r.groupName, sortText: (r) => r.groupName, td: { fw: 600 } },
    { id: 'children', header: 'Деца', cell: (r) => r.childrenCount, td: { ta: 'right' } },
    { id: 'fees', header: 'Такси', cell: (r) => r.feesCount, td: { ta: 'right' } },
    { id: 'payments', header: 'Плащания', cell: (r) => r.paymentsCount, td: { ta: 'right' } },
    { id: 'total', header: 'Платено', cell: (r) => euros(r.totalCents), td: { ta: 'right' } },
  ];
  return (
    <ReportLayout
      title="Плащания по групи"
      description="Платеното за периода по групата на детето, за което е таксата."
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<ClassRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => r.groupId ?? 'none'}
        filters={bar}
        empty="Няма плащания за избрания период."
        minWidth={600}
        totals={
          report.data && [
            { label: 'Деца', value: String(report.data.childrenCount) },
            { label: 'Такси', value: String(report.data.feesCount) },
            { label: 'Плащания', value: String(report.data.paymentsCount) },
            { label: 'Всичко', value: euros(report.data.totalCents), testId: `${testId}-total` },
          ]
        }
        testId={testId}
      />
    </ReportLayout>
  );
}

/** /activities/references/students */
export function StudentsReportPage() {
  const testId = 'report-students';
  const { filters, bar } = usePaymentFilters(testId, { withGroup: true });
  const report = useRouteQuery(
    'payments.studentsReport',
    { query: filters },
    { enabled: Boolean(filters.kindergartenId) },
  );
  const exporter = useExport((type) =>
    callApi('payments.studentsReportExport', { path: { type }, query: filters }),
  );
  const columns: EntityColumn<StudentRow>[] = [
    { id: 'child', header: 'Дете', cell: (r) => r.childName, sortText: (r) => r.childName, td: { fw: 600 } },
    { id: 'group', header: 'Група', cell: (r) => r.groupName, sortText: (r) => r.groupName },
    { id: 'fees', header: 'Такси', cell: (r) => r.feesCount, td: { ta: 'right' } },
    { id: 'payments', header: 'Плащания', cell: (r) => r.paymentsCount, td: { ta: 'right' } },
    { id: 'total', header: 'Платено', cell: (r) => euros(r.totalCents), td: { ta: 'right' } },
  ];
  return (
    <ReportLayout
      title="Плащания по деца"
      description="Платеното за периода за всяко дете, с групата му."
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<StudentRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => r.childId}
        filters={bar}
        paging={{ clientPageSize: 50 }}
        empty="Няма плащания за избрания период."
        minWidth={640}
        totals={
          report.data && [
            { label: 'Деца', value: String(report.data.rows.length) },
            { label: 'Такси', value: String(report.data.feesCount) },
            { label: 'Плащания', value: String(report.data.paymentsCount) },
            { label: 'Всичко', value: euros(report.data.totalCents), testId: `${testId}-total` },
          ]
        }
        testId={testId}
      />
    </ReportLayout>
  );
}
