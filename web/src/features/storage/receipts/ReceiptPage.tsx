import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateDigits } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { useMessage } from '../../../ui/result-message';
import { DocumentView } from '../stock-lines/DocumentView';
import { invalidateStock } from '../stock-lines/queries';

/** /storage/stock/{id}: a receipt as posted, its PDF, and its annulment (its stock goes back out). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { can } = usePermissions();
  const client = useQueryClient();
  const receipt = useRouteQuery('storage.receipt', { path: { id } });
  const msg = useMessage();
  const annul = useConfirmDelete<{ id: string; number: number }>({
    remove: (r) => callApi('storage.deleteReceipt', { query: { id: r.id } }),
    onDeleted: async (r) => {
      msg.ok(`Стокова разписка № ${r.number} е анулирана.`);
      await invalidateStock(client);
    },
    onRefused: (message) => msg.fail(new Error(message), message),
    refusedText: 'Разписката не беше анулирана.',
    title: 'Анулиране на стокова разписка',
    confirmLabel: 'Анулирай',
    question: (r) => `Да бъде ли анулирана стокова разписка № ${r.number}? Стоката ѝ излиза от склада.`,
    testId: 'receipt-annul',
  });
  if (receipt.isPending) return <Loading />;
  if (receipt.isError) return <QueryError error={receipt.error} onRetry={() => receipt.refetch()} />;
  const r = receipt.data;
  return (
    <>
      <DocumentView
        title={`Стокова разписка № ${r.number} от ${formatDateDigits(r.date)} г.`}
        status={r.status}
        facts={[
          ['Доставчик', r.supplierName],
          ['Документ на доставчика', r.supplierDocumentNumber || '—'],
          ['Склад', r.warehouseName],
          ['Въвел', r.createdBy],
        ]}
        lines={r.lines}
        msg={msg}
        testId="receipt-view"
        actions={
          <>
            <Button
              variant="light"
              onClick={() => callApi('storage.receiptPrint', { path: { id } }).catch((e) => msg.fail(e))}
              data-testid="receipt-print"
            >
              PDF
            </Button>
            {can('StockInbounds', 'delete') && r.status === StockDocumentStatus.Completed && (
              <Button color="red" variant="light" onClick={() => annul.ask(r)} data-testid="receipt-annul">
                Анулирай
              </Button>
            )}
          </>
        }
      />
      {annul.modal}
      {r.status === StockDocumentStatus.Created && (
        <Alert color="yellow" mt="md">
          Разписката не е осчетоводена докрай. Запишете я отново от списъка, за да завърши.
        </Alert>
      )}
    </>
  );
}
