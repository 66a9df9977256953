import type { ManifestFormSpec } from '../../../ui/forms/useManifestForm';
import { type LineValues, lineLabels, newLine, receiptLineBody } from '../stock-lines/lines';

export interface ReceiptValues {
  date: string;
  warehouseId: string;
  supplierId: string;
  supplierDocumentNumber: string;
  supplierDocumentDate: string;
  note: string;
  lines: LineValues[];
}

export const newReceipt = (today: string): ReceiptValues => ({
  date: today,
  warehouseId: '',
  supplierId: '',
  supplierDocumentNumber: '',
  supplierDocumentDate: '',
  note: '',
  lines: [newLine()],
});

/** A receipt on storage.saveReceipt's schema: saved and posted at once, never edited. */
export const receiptFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ReceiptValues, 'storage.saveReceipt'> => ({
  labels: {
    date: 'Дата',
    warehouseId: 'Склад',
    supplierId: 'Доставчик',
    supplierDocumentNumber: 'Номер на документа на доставчика',
    supplierDocumentDate: 'Дата на документа на доставчика',
    note: 'Бележка',
    ...lineLabels,
  },
  toBody: (v) => ({
    kindergartenId,
    date: v.date,
    warehouseId: v.warehouseId,
    supplierId: v.supplierId,
    supplierDocumentNumber: v.supplierDocumentNumber,
    ...(v.supplierDocumentDate ? { supplierDocumentDate: v.supplierDocumentDate } : {}),
    note: v.note,
    lines: v.lines.map(receiptLineBody),
  }),
});
