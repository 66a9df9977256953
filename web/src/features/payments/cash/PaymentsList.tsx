import { PaymentMethod } from '@gradina/shared';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { RowActions } from '../../../ui/page';
import { useRowFile } from '../../../ui/page/row-file';
import { FailureAlert } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';

export type PaymentRow = ApiReply<'payments.paymentsOverview'>['result'][number];

export const euros = formatCents;

const methodOptions = Object.values(PaymentMethod)
  .filter((m) => m !== PaymentMethod.Undefined && m !== PaymentMethod.APSPO)
  .map((m) => ({ value: String(m), label: paymentMethodLabels[m] }));

const pageSize = 25;

/** A payment's receipt as a download (the PDF the API prints). */
export const useReceipt = () =>
  useRowFile((paymentId) => callApi('payments.paymentReceipt', { path: { paymentId } }));

/** A receipt that did not open, in the API's words. */
export const receiptFailure = (failure: Error | undefined) =>
  failure && `Разписката не можа да бъде отворена: ${failure.message}`;

/**
 * The kindergarten's paid payments of a month with the method and cashier filters, their totals by method,
 * and a receipt and details link per payment. `recordedByStaff`: the cash receipts' list (cash, bank, POS).
 */
export function PaymentsList({ recordedByStaff, testId }: { recordedByStaff: boolean; testId: string }) {
  const kindergartenId = useKindergartenId() ?? '';
  const [month, setMonth] = useMonthChoice();
  const pages = usePaging(testId, pageSize);
  const method = useFilter<string | null>(pages, null);
  const cashier = useFilter<string | null>(pages, null);
  const list = useRouteQuery(
    'payments.paymentsOverview',
    {
      query: {
        kindergartenId,
        month: monthKey(month),
        method: method.value ? Number(method.value) : undefined,
        cashierId: cashier.value ?? undefined,
        recordedByStaff: recordedByStaff ? 'true' : undefined,
        ...pages.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const cashiers = useRouteQuery(
    'payments.paymentCashiers',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const receipt = useReceipt();

  const columns: EntityColumn<PaymentRow>[] = [
    { id: 'date', header: 'Дата', cell: (p) => formatDate(p.paidOn) },
    { id: 'number', header: 'Разписка №', cell: (p) => p.receiptLabel ?? '—' },
    { id: 'children', header: 'Деца', cell: (p) => p.childNames.join(', '), td: { fw: 600 } },
    { id: 'provider', header: 'Доставчик', cell: (p) => p.providerName },
    { id: 'method', header: 'Начин', cell: (p) => paymentMethodLabels[p.method] },
    { id: 'cashier', header: 'Касиер', cell: (p) => p.cashierName ?? 'онлайн' },
    { id: 'amount', header: 'Сума', cell: (p) => euros(p.totalCents), td: { ta: 'right' } },
  ];

  return (
    <Stack gap="md" data-testid={testId}>
      <EntityTable<PaymentRow>
        filters={
          <Filters>
            <MonthFilter value={month} onChange={pages.filter(setMonth)} testId={`${testId}-month`} />
            <SelectFilter
              label="Начин на плащане"
              data={methodOptions}
              {...method}
              w={200}
              testId={`${testId}-method`}
            />
            <SelectFilter
              label="Касиер"
              data={(cashiers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              {...cashier}
              searchable
              w={220}
              testId={`${testId}-cashier`}
            />
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columns}
        rowProps={(p) => ({ 'data-testid': 'payment-row', 'data-receipt': p.receiptLabel ?? '' })}
        rowActions={(p) => (
          <>
            {receipt.button(p.id, 'Разписка', { testId: 'payment-receipt' })}
            <RowActions item={p} open={`/activities/accounting/order/${p.id}`} testId="payment" />
          </>
        )}
        empty={{ text: 'Няма плащания за избрания месец.', testId: `${testId}-empty` }}
        minWidth={900}
        testId={`${testId}-table`}
      />
      <FailureAlert text={receiptFailure(receipt.failure)} />
      {list.data && list.data.totals.length > 0 && (
        <Paper withBorder p="md" radius="md" data-testid={`${testId}-totals`}>
          <Text fw={600} mb="xs">
            Общо по начин на плащане
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {list.data.totals.map((t) => (
              <Stack key={t.method} gap={0} data-testid="payment-total" data-method={t.method}>
                <Text size="sm" c="dimmed">
                  {paymentMethodLabels[t.method]} ({t.count})
                </Text>
                <Text fw={600}>{euros(t.totalCents)}</Text>
              </Stack>
            ))}
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Всичко
              </Text>
              <Text fw={700} data-testid={`${testId}-total`}>
                {euros(list.data.totalCents)}
              </Text>
            </Stack>
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}
