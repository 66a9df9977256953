import { StockDocumentStatus, stockDocumentStatusLabels } from '@gradina/shared/storage/ledger';

/** A document's status as the lists show it. */
export const statusLabel = (status: number) =>
  stockDocumentStatusLabels[status as StockDocumentStatus] ?? String(status);

export const statusColor = (status: number) =>
  status === StockDocumentStatus.Completed
    ? 'green'
    : status === StockDocumentStatus.Annulled
      ? 'gray'
      : 'yellow';
