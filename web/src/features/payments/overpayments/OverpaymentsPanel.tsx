import { OverpaymentStatus } from '@gradina/shared';
import type { Overpayment } from '@gradina/shared/manifest/routes/payments/overpayments';
import { formatCents } from '@gradina/shared/money-words';
import { Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Loading } from '../../../ui/Loading';
import { useRowFile } from '../../../ui/page/row-file';
import { QueryError } from '../../../ui/QueryError';
import { TableCard, TwoLineCell } from '../../../ui/table/TableCard';
import { feesLabel, paidAtLabel, refundLabel } from './labels';
import { RefundModal } from './RefundModal';

/**
 * „Надплатени суми“: money ePay took for fees already paid another way (not revenue, no receipt), with the
 * parent, child, amount, invoice and date; the director records each refund, a cash one with its РКО.
 */
export function OverpaymentsPanel({ kindergartenId }: { kindergartenId: string }) {
  const list = useRouteQuery('payments.overpayments', { query: { kindergartenId } });
  const [refunding, setRefunding] = useState<Overpayment>();
  const voucher = useRowFile((id) => callApi('payments.overpaymentVoucher', { path: { id } }));
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <Loading />;
  return (
    <TableCard
      testId="overpayments"
      title="Надплатени суми"
      aside={
        <Text data-testid="overpayments-to-refund">
          За връщане: <b>{formatCents(list.data.toRefundCents)}</b>
        </Text>
      }
      intro={
        <Text c="dimmed" size="sm">
          Плащания от ePay.bg за такси, платени междувременно по друг начин. Не са приход и нямат разписка:
          върнете ги на родителя.
        </Text>
      }
      rows={list.data.result}
      empty="Няма надплатени суми."
      head={['Дата', 'Родител / дете', 'Такси', { right: 'Сума' }, 'Състояние', 'Действия']}
      rowTestId="overpayment"
      cells={(o) => (
        <>
          <Table.Td>{paidAtLabel(o.paidAt)}</Table.Td>
          <TwoLineCell main={o.payerName} detail={o.childName} detailSize="sm" />
          <TwoLineCell
            main={feesLabel(o)}
            detail={`${o.providerName}${o.invoice ? `, фактура ePay № ${o.invoice}` : ''}`}
          />
          <Table.Td ta="right">{formatCents(o.amountCents)}</Table.Td>
          <Table.Td>
            {o.status === OverpaymentStatus.ToRefund ? (
              <Text size="sm" fw={600} c="red.9">
                За връщане
              </Text>
            ) : (
              <Text size="sm">{refundLabel(o)}</Text>
            )}
          </Table.Td>
          <Table.Td>
            {o.status === OverpaymentStatus.ToRefund ? (
              <Button size="compact-sm" onClick={() => setRefunding(o)} data-testid="overpayment-refund">
                Върни
              </Button>
            ) : (
              o.refund?.method === 2 &&
              voucher.button(o.id, `РКО № ${o.refund.documentNumber}`, {
                testId: 'overpayment-voucher',
                size: 'compact-sm',
                variant: 'subtle',
              })
            )}
          </Table.Td>
        </>
      )}
      footer={voucher.failure && <Text c="red">Ордерът не можа да бъде отворен.</Text>}
    >
      {refunding && (
        <RefundModal
          kindergartenId={kindergartenId}
          overpayment={refunding}
          onClose={() => setRefunding(undefined)}
        />
      )}
    </TableCard>
  );
}
