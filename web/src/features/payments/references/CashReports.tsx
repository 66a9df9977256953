import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { Badge, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatDate } from '../../../ui/format/dates';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { usePaymentFilters } from './filters';
import { ExportButtons, euros, methodFigures, ReportLayout, ReportTable, useExport } from './ReportLayout';

/** The cash desk's reports: what each cashier took, whether payments are settled, the batch payments. */

type CashierRow = ApiReply<'payments.cashiersReport'>['rows'][number];
type CashedRow = ApiReply<'payments.cashedReport'>['result'][number];
type BatchRow = ApiReply<'payments.batchPaymentsReport'>['result'][number];

function CashiersSection({ testId }: { testId: string }) {
  const { filters, bar } = usePaymentFilters(testId);
  const report = useRouteQuery(
    'payments.cashiersReport',
    { query: filters },
    { enabled: Boolean(filters.kindergartenId) },
  );
  const exporter = useExport(() => callApi('payments.cashiersReportExport', { query: filters }));
  const columns: EntityColumn<CashierRow>[] = [
    {
      id: 'cashier',
      header: 'Касиер',
      cell: (r) => r.cashierName,
      sortText: (r) => r.cashierName,
      td: { fw: 600 },
    },
    { id: 'method', header: 'Начин на плащане', cell: (r) => paymentMethodLabels[r.method] },
    { id: 'count', header: 'Плащания', cell: (r) => r.count, td: { ta: 'right' } },
    { id: 'total', header: 'Сума', cell: (r) => euros(r.totalCents), td: { ta: 'right' } },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ExportButtons exporter={exporter} types={['xlsx']} testId={testId} />
      </Group>
      <ReportTable<CashierRow>
        columns={columns}
        rows={report.data?.rows}
        query={report}
        getRowId={(r) => `${r.cashierId}|${r.method}`}
        filters={bar}
        empty="Няма плащания, записани от служители, за избрания период."
        minWidth={600}
        totals={report.data && methodFigures(report.data, testId)}
        testId={testId}
      />
    </Stack>
  );
}

const stateOptions = [
  { value: 'all', label: 'Всички' },
  { value: 'open', label: 'Неотчетени' },
  { value: 'settled', label: 'Отчетени' },
];

function CashedSection({ testId }: { testId: string }) {
  const pages = usePaging(testId, 25);
  const [state, setState] = useState<'all' | 'open' | 'settled'>('all');
  const { filters, bar } = usePaymentFilters(testId, { onChanged: pages.first });
  const query = { ...filters, state };
  const report = useRouteQuery(
    'payments.cashedReport',
    { query: { ...query, ...pages.query } },
    { enabled: Boolean(filters.kindergartenId) },
  );
  const exporter = useExport((type) => callApi('payments.cashedReportExport', { path: { type }, query }));
  const columns: EntityColumn<CashedRow>[] = [
    { id: 'date', header: 'Дата', cell: (r) => formatDate(r.paidOn) },
    { id: 'number', header: 'Разписка №', cell: (r) => r.receiptLabel ?? '—' },
    { id: 'children', header: 'Деца', cell: (r) => r.childNames.join(', '), td: { fw: 600 } },
    { id: 'provider', header: 'Доставчик', cell: (r) => r.providerName },
    { id: 'method', header: 'Начин', cell: (r) => paymentMethodLabels[r.method] },
    { id: 'cashier', header: 'Касиер', cell: (r) => r.cashierName ?? 'онлайн' },
    { id: 'amount', header: 'Сума', cell: (r) => euros(r.totalCents), td: { ta: 'right' } },
    {
      id: 'settled',
      header: 'Отчетено',
      cell: (r) => (
        <Badge color={r.settled ? 'green' : 'gray'} variant="light">
          {r.settled ? 'с протокол' : 'не'}
        </Badge>
      ),
    },
    { id: 'handed', header: 'Изплатено с РКО', cell: (r) => (r.handedOver ? 'да' : 'не') },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ExportButtons exporter={exporter} testId={testId} />
      </Group>
      <ReportTable<CashedRow>
        columns={columns}
        query={report}
        rowProps={(r) => ({ 'data-testid': `${testId}-row`, 'data-settled': r.settled })}
        filters={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {bar}
            <SegmentedControl
              data={stateOptions}
              value={state}
              onChange={(v) => {
                setState(v as typeof state);
                pages.first();
              }}
              aria-label="Състояние"
              data-testid={`${testId}-state`}
            />
          </Group>
        }
        paging={pages.paging(report.data?.rowsCount)}
        empty="Няма плащания за избраните условия."
        minWidth={1000}
        totals={
          report.data && [
            { label: 'Отчетено с протокол', value: euros(report.data.settledCents) },
            { label: 'Неотчетено', value: euros(report.data.openCents) },
            { label: 'Изплатено с РКО', value: euros(report.data.handedOverCents) },
            { label: 'Всичко', value: euros(report.data.totalCents), testId: `${testId}-total` },
          ]
        }
        testId={testId}
      />
    </Stack>
  );
}

/**
 * /activities/references/cash (and the old address cash_depricated): what each cashier took, and whether
 * each payment is settled with its provider (a protocol) and paid out from the cash desk (a voucher).
 */
export function CashReportPage() {
  const [view, setView] = useState<'cashiers' | 'cashed'>('cashiers');
  return (
    <ReportLayout
      title="Каса"
      description="Събраното от всеки касиер и отчетените на доставчиците плащания за периода."
      testId="report-cash"
    >
      <SegmentedControl
        data={[
          { value: 'cashiers', label: 'По касиери' },
          { value: 'cashed', label: 'Отчетени плащания' },
        ]}
        value={view}
        onChange={(v) => setView(v as typeof view)}
        w="fit-content"
        data-testid="report-cash-view"
      />
      {view === 'cashiers' ? (
        <CashiersSection testId="report-cashiers" />
      ) : (
        <CashedSection testId="report-cashed" />
      )}
    </ReportLayout>
  );
}

/** /activities/references/batch-payments */
export function BatchPaymentsReportPage() {
  const testId = 'report-batch';
  const pages = usePaging(testId, 25);
  const { filters, bar } = usePaymentFilters(testId, { onChanged: pages.first });
  const report = useRouteQuery(
    'payments.batchPaymentsReport',
    { query: { ...filters, ...pages.query } },
    { enabled: Boolean(filters.kindergartenId) },
  );
  const exporter = useExport((type) =>
    callApi('payments.batchPaymentsReportExport', { path: { type }, query: filters }),
  );
  const columns: EntityColumn<BatchRow>[] = [
    { id: 'date', header: 'Дата', cell: (r) => formatDate(r.paidOn) },
    { id: 'number', header: 'Разписка №', cell: (r) => r.receiptLabel ?? '—' },
    { id: 'payer', header: 'Платец', cell: (r) => r.payerName ?? '—' },
    { id: 'children', header: 'Деца', cell: (r) => r.childNames.join(', '), td: { fw: 600 } },
    { id: 'provider', header: 'Доставчик', cell: (r) => r.providerName },
    { id: 'method', header: 'Начин', cell: (r) => paymentMethodLabels[r.method] },
    { id: 'fees', header: 'Такси', cell: (r) => r.feesCount, td: { ta: 'right' } },
    { id: 'amount', header: 'Сума', cell: (r) => euros(r.totalCents), td: { ta: 'right' } },
  ];
  return (
    <ReportLayout
      title="Групови плащания"
      description="Плащанията на няколко такси наведнъж за периода."
      testId={testId}
      actions={<ExportButtons exporter={exporter} testId={testId} />}
    >
      <ReportTable<BatchRow>
        columns={columns}
        query={report}
        filters={bar}
        paging={pages.paging(report.data?.rowsCount)}
        empty="Няма групови плащания за избрания период."
        minWidth={960}
        testId={testId}
        totals={
          report.data && [
            { label: 'Плащания', value: String(report.data.rowsCount) },
            { label: 'Такси', value: String(report.data.feesCount) },
            { label: 'Всичко', value: euros(report.data.totalCents), testId: `${testId}-total` },
          ]
        }
      />
    </ReportLayout>
  );
}
