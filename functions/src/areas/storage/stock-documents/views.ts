import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Unit } from '@gradina/shared/storage/units';
import { unitLabels } from '@gradina/shared/storage/units';
import { postedOf, type StockDocItem, type StoredLine } from '../../../domain/storage/documents';
import type { PostedEntry } from '../../../domain/storage/ledger/items';
import { entryKey } from '../../../domain/storage/ledger/items';
import { pageOf } from '../../../platform/db';
import type { ReportColumn, TableReport } from '../../../platform/documents/table-report';
import { column, tableReportFile, textColumns } from '../../../platform/documents/table-report';
import { notFound } from '../../../platform/http/errors';

/** How the ledger's documents read back: summaries for the lists, lines with values, the printed form. */

export const summaryOf = (doc: StockDocItem) => ({
  id: doc.id,
  number: doc.number,
  date: doc.date,
  status: doc.status,
  warehouseId: doc.warehouseId,
  warehouseName: doc.warehouseName,
  linesCount: doc.lines.length,
  totalValue: doc.totalValue,
  createdBy: doc.createdBy,
  version: doc.version,
});

/**
 * A line with its value: a receipt's as bought; a movement out's as posted (its product's entry: a
 * request or scrapping names a product once); unit price in cents per unit typed.
 */
export function lineView(doc: StockDocItem, line: StoredLine, posted = postedOf(doc)) {
  const entry: PostedEntry | undefined = posted[entryKey(doc.warehouseId, line.productId)];
  const value = doc.type === 'receipt' ? line.value : (entry?.value ?? 0);
  return {
    productId: line.productId,
    productName: line.productName,
    baseUnit: line.baseUnit,
    baseQuantity: line.baseQuantity,
    quantity: line.quantity,
    unitOfMeasure: line.unitOfMeasure,
    value,
    unitPrice:
      doc.type === 'receipt'
        ? line.unitPrice
        : line.quantity > 0
          ? Math.round((value / line.quantity) * 100) / 100
          : 0,
  };
}

/** The documents of a list filtered by warehouse, paged the spec's way. */
export function documentsPage<T>(
  docs: readonly StockDocItem[],
  query: { warehouseId?: string; PageNumber?: number; PageSize?: number },
  view: (d: StockDocItem) => T,
) {
  const rows = docs.filter((d) => !query.warehouseId || d.warehouseId === query.warehouseId).map(view);
  return pageOf(rows, query.PageNumber, query.PageSize ?? 50);
}

/** A year's date range from the query, the current year by default. */
export function yearRange(today: string, q: { fromDate?: string; toDate?: string }) {
  const year = today.slice(0, 4);
  return { from: q.fromDate ?? `${year}-01-01`, to: q.toDate ?? `${year}-12-31` };
}

export const requireDoc = <T>(doc: T | undefined, message: string): T => {
  if (!doc) throw notFound(message);
  return doc;
};

const lineColumns: ReportColumn[] = [
  column.number('№', 5),
  ...textColumns({ Продукт: 36, Мярка: 8, Количество: 12 }),
  column.money('Ед. цена', 12),
  column.money('Стойност', 14),
];

const quantityText = (line: StoredLine) =>
  new Intl.NumberFormat('bg-BG', { maximumFractionDigits: 3 }).format(line.quantity).replace(/\s/g, ' ');

/**
 * A document printed as a PDF: its title with number and date, what it says about itself (`lines`), the
 * lines with quantity, price and value, the total, and the signatures (`signatures`: who signs under it).
 */
export async function documentPdf(
  doc: StockDocItem,
  title: string,
  about: string[],
  signatures: string[],
  extra: { columns?: ReportColumn[]; cells?: (line: StoredLine) => (string | number | null)[] } = {},
) {
  const posted = postedOf(doc);
  const rows = doc.lines.map((line, i) => {
    const v = lineView(doc, line, posted);
    return [
      i + 1,
      line.productName,
      unitLabels[line.unitOfMeasure as Unit] ?? '',
      quantityText(line),
      v.unitPrice,
      v.value,
      ...(extra.cells?.(line) ?? []),
    ];
  });
  const total = doc.lines.reduce((s, l) => s + lineView(doc, l, posted).value, 0);
  const report: TableReport = {
    fileName: `${title} ${doc.number}`,
    title: `${title} № ${doc.number} от ${formatDateDigits(doc.date) ?? doc.date} г.`,
    lines: [...about, ...signatures.map((s) => `${s}: ..............................`)],
    columns: [...lineColumns, ...(extra.columns ?? [])],
    rows,
    totals: ['', 'Общо', '', '', null, total, ...(extra.columns ?? []).map(() => '')],
  };
  return tableReportFile(report, 'pdf');
}
