import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { formatMonth } from '../../../ui/format/dates';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaymentFilters } from './filters';
import { classesReportQuery, kindergartenReportQuery, studentsReportQuery } from './queries';
import { ExportButtons, euros, methodFigures, ReportLayout, Totals, useExport } from './ReportLayout';

/** The payments of a period by kindergarten (month, provider, method), by group and by child. */

type KindergartenRow = ApiReply<'payments.kindergartenReport'>['rows'][number];
type ClassRow = ApiReply<'payments.classesReport'>['rows'][number];
type StudentRow = ApiReply<'payments.studentsReport'>['rows'][number];

/** /activities/references/kindergarten */
export function KindergartenReportPage() {
  const testId = 'report-kindergarten';
  const { filters, bar } = usePaymentFilters(testId);
  const report = useQuery({ ...kindergartenReportQuery(filters), enabled: Boolean(filters.kindergartenId) });
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
      <Stack gap="md">
        <EntityTable<KindergartenRow>
          columns={columns}
          rows={report.data?.rows}
          query={report}
          getRowId={(r) => `${r.month}|${r.providerId}|${r.method}`}
          rowProps={() => ({ 'data-testid': `${testId}-row` })}
          filters={bar}
          paging={{ clientPageSize: 50 }}
          empty={{ text: 'Няма плащания за избрания период.', testId: `${testId}-empty` }}
          minWidth={720}
          testId={`${testId}-table`}
        />
        {report.data && <Totals testId={`${testId}-totals`} figures={methodFigures(report.data, testId)} />}
      </Stack>
    </ReportLayout>
  );
}

/** /activities/references/groups */
export function GroupsReportPage() {
  const testId = 'report-groups';
  const { filters, bar } = usePaymentFilters(testId, { withGroup: true });
  const report = useQuery({ ...classesReportQuery(filters), enabled: Boolean(filters.kindergartenId) });
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
      <Stack gap="md">
        <EntityTable<ClassRow>
          columns={columns}
          rows={report.data?.rows}
          query={report}
          getRowId={(r) => r.groupId ?? 'none'}
          rowProps={() => ({ 'data-testid': `${testId}-row` })}
          filters={bar}
          empty={{ text: 'Няма плащания за избрания период.', testId: `${testId}-empty` }}
          minWidth={600}
          testId={`${testId}-table`}
        />
        {report.data && (
          <Totals
            testId={`${testId}-totals`}
            figures={[
              { label: 'Деца', value: String(report.data.childrenCount) },
              { label: 'Такси', value: String(report.data.feesCount) },
              { label: 'Плащания', value: String(report.data.paymentsCount) },
              { label: 'Всичко', value: euros(report.data.totalCents), testId: `${testId}-total` },
            ]}
          />
        )}
      </Stack>
    </ReportLayout>
  );
}

/** /activities/references/students */
export function StudentsReportPage() {
  const testId = 'report-students';
  const { filters, bar } = usePaymentFilters(testId, { withGroup: true });
  const report = useQuery({ ...studentsReportQuery(filters), enabled: Boolean(filters.kindergartenId) });
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
      <Stack gap="md">
        <EntityTable<StudentRow>
          columns={columns}
          rows={report.data?.rows}
          query={report}
          getRowId={(r) => r.childId}
          rowProps={() => ({ 'data-testid': `${testId}-row` })}
          filters={bar}
          paging={{ clientPageSize: 50 }}
          empty={{ text: 'Няма плащания за избрания период.', testId: `${testId}-empty` }}
          minWidth={640}
          testId={`${testId}-table`}
        />
        {report.data && (
          <Totals
            testId={`${testId}-totals`}
            figures={[
              { label: 'Деца', value: String(report.data.rows.length) },
              { label: 'Такси', value: String(report.data.feesCount) },
              { label: 'Плащания', value: String(report.data.paymentsCount) },
              { label: 'Всичко', value: euros(report.data.totalCents), testId: `${testId}-total` },
            ]}
          />
        )}
      </Stack>
    </ReportLayout>
  );
}
