import { PaymentMethod } from '@gradina/shared';
import { Alert, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, isApiError } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { TableCard, TwoLineCell } from '../../../ui/table/TableCard';
import { EasyPayCode } from './EasyPayCode';
import { PendingPayment } from './PendingPayment';
import { money, monthLabel, postForm, selectionProblem } from './pay';
import { invalidateParentFees } from './queries';

type Fee = ApiReply<'payments.parentUnpaidFees'>['result'][number];
type Code = { idn: string; expiresAt: string; totalCents: number };

/** Starts a payment of the selected fees: one fee by its own route, several as one transfer payment. */
async function startPage(kindergartenId: string, studentId: string, fees: Fee[], method: 4 | 7) {
  const reply =
    fees.length === 1
      ? await callApi('payments.epayData', { path: { id: fees[0]!.id }, query: { kindergartenId, method } })
      : await callApi('payments.transferEpayData', {
          query: { kindergartenId, studentId, feeIds: fees.map((f) => f.id), method },
        });
  postForm(reply.form);
}

async function startEasyPay(kindergartenId: string, studentId: string, fees: Fee[]): Promise<Code> {
  return fees.length === 1
    ? callApi('payments.easyPayIdn', { path: { id: fees[0]!.id }, query: { kindergartenId } })
    : callApi('payments.transferEasyPayIdn', {
        query: { kindergartenId, studentId, feeIds: fees.map((f) => f.id) },
      });
}

/** The child's unpaid fees: choose some, see the total, pay by card, ePay account or an EasyPay code. */
export function UnpaidFees({ kindergartenId, studentId }: { kindergartenId: string; studentId: string }) {
  const client = useQueryClient();
  const fees = useRouteQuery('payments.parentUnpaidFees', {
    query: { kindergartenId, studentId, PageSize: 100 },
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [code, setCode] = useState<Code | null>(null);
  const rows = fees.data?.result ?? [];
  const chosen = rows.filter((f) => selected.includes(f.id) && f.isOnlinePaymentPossible);
  const problem = selectionProblem(chosen);
  const total = chosen.reduce((s, f) => s + f.dueCents, 0);

  const page = useMutation({
    mutationFn: (method: 4 | 7) => startPage(kindergartenId, studentId, chosen, method),
  });
  const easyPay = useMutation({
    mutationFn: () => startEasyPay(kindergartenId, studentId, chosen),
    onSuccess: async (reply) => {
      setCode(reply);
      setSelected([]);
      await invalidateParentFees(client);
    },
  });
  const error = page.error ?? easyPay.error;

  if (fees.isError) return <QueryError error={fees.error} onRetry={() => fees.refetch()} />;
  if (!fees.data) return <Loading />;
  const pendingCode = fees.data.transferPaymentEasyPayIdn
    ? {
        idn: fees.data.transferPaymentEasyPayIdn,
        expiresAt: fees.data.transferPaymentEasyPayIdnExpirationDate ?? '',
      }
    : null;
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const busy = page.isPending || easyPay.isPending;

  return (
    <TableCard
      testId="unpaid-fees"
      title="Неплатени такси"
      intro={
        <>
          {code && <EasyPayCode idn={code.idn} expiresAt={code.expiresAt} totalCents={code.totalCents} />}
          {!code && pendingCode && <EasyPayCode idn={pendingCode.idn} expiresAt={pendingCode.expiresAt} />}
        </>
      }
      rows={rows}
      empty="Няма неплатени такси."
      head={[{ hidden: 'Избор' }, 'Месец', 'Дейност', { right: 'Дължимо' }]}
      rowTestId="unpaid-fee"
      cells={(f) => (
        <>
          <Table.Td>
            <Checkbox
              aria-label={`Избери ${f.activityName} за ${monthLabel(f.month)}`}
              disabled={!f.isOnlinePaymentPossible}
              checked={selected.includes(f.id)}
              onChange={(e) => toggle(f.id, e.currentTarget.checked)}
              data-testid="unpaid-fee-check"
            />
          </Table.Td>
          <Table.Td>{monthLabel(f.month)}</Table.Td>
          <TwoLineCell main={f.activityName} detail={f.providerName}>
            {f.pendingPayment && (
              <PendingPayment kindergartenId={kindergartenId} pending={f.pendingPayment} />
            )}
          </TwoLineCell>
          <Table.Td ta="right">{money(f.dueCents)}</Table.Td>
        </>
      )}
      footer={
        rows.length > 0 && (
          <>
            <Text fw={600} data-testid="unpaid-fees-total">
              Избрани: {chosen.length}, общо {money(total)}
            </Text>
            {problem && <Alert color="yellow">{problem}</Alert>}
            {error && (
              <Alert color="red" data-testid="pay-error">
                {isApiError(error) ? error.message : 'Плащането не можа да започне.'}
              </Alert>
            )}
            <Group gap="xs">
              <Button
                disabled={chosen.length === 0 || !!problem}
                loading={busy}
                onClick={() => page.mutate(PaymentMethod.EPayBankCard)}
                data-testid="pay-card"
              >
                Плати с карта
              </Button>
              <Button
                variant="light"
                disabled={chosen.length === 0 || !!problem}
                loading={busy}
                onClick={() => page.mutate(PaymentMethod.EPay)}
                data-testid="pay-epay"
              >
                Плати с ePay
              </Button>
              <Button
                variant="default"
                disabled={chosen.length === 0 || !!problem}
                loading={busy}
                onClick={() => easyPay.mutate()}
                data-testid="pay-easypay"
              >
                Код за EasyPay
              </Button>
            </Group>
          </>
        )
      }
    />
  );
}
