import { formatDateDigits } from '@gradina/shared/format-dates';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { movementsOfMonth } from '../../../domain/storage/ledger/items';
import { sofiaToday } from '../../../platform/clock';
import { column, tableReportFile, textColumns } from '../../../platform/documents/table-report';
import { invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { balancesOn } from '../availability/balances';
import { warehouseRecords } from '../warehouses/items';

/**
 * The references the ledger answers alone: the stock inventory list (the book on a date, what the commission
 * counts against) and the document transactions (every movement of a period with its document: one Query
 * of GSI1 per month of the period, at most 12).
 */

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const unit = (u: number) => unitLabels[u as Unit] ?? '';

export async function stockInventoryList(
  session: TenantRouteSession,
  q: { date?: string; warehouseId?: string },
) {
  const rows = await balancesOn(session.kindergartenId, sofiaToday(), q.date);
  return rows
    .filter((r) => (!q.warehouseId || r.warehouseId === q.warehouseId) && (r.quantity !== 0 || r.value !== 0))
    .map(({ item: _item, nearestExpiry: _e, ...r }) => r)
    .sort(
      (a, b) =>
        collator.compare(a.warehouseName, b.warehouseName) || collator.compare(a.productName, b.productName),
    );
}

export async function stockInventoryListPdf(
  session: TenantRouteSession,
  q: { date?: string; warehouseId?: string },
) {
  const rows = await stockInventoryList(session, q);
  const date = q.date ?? sofiaToday();
  return tableReportFile(
    {
      fileName: `Инвентарен списък ${date}`,
      title: 'Инвентарен списък',
      lines: [`Наличност по книга към ${formatDateDigits(date) ?? date} г.`],
      columns: [
        ...textColumns({ Склад: 16, Продукт: 32, Мярка: 7 }),
        column.number('По книга', 12),
        column.text('Средна цена', 12),
        column.money('Стойност', 14),
        column.text('Преброено', 14),
      ],
      rows: rows.map((r) => [
        r.warehouseName,
        r.productName,
        unit(r.baseUnit),
        r.quantity,
        `${r.averagePrice.toFixed(4).replace('.', ',')} ц.`,
        r.value,
        '',
      ]),
      totals: ['Общо', '', '', null, '', rows.reduce((s, r) => s + r.value, 0), ''],
    },
    'pdf',
  );
}

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  while (`${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

const periodRefused = (message: string) => invalidField('toDate', message);

export async function documentTransactions(
  session: TenantRouteSession,
  q: { fromDate: string; toDate: string; warehouseId?: string; productId?: string },
) {
  if (q.toDate < q.fromDate) throw periodRefused('Полето "До дата" не може да е преди "От дата".');
  const months = monthsOf(q.fromDate, q.toDate);
  if (months.length > 12) throw periodRefused('Полето "До дата": периодът е най-много 12 месеца.');
  const [warehouses, ...perMonth] = await Promise.all([
    warehouseRecords.list(session.kindergartenId),
    ...months.map((m) => movementsOfMonth(session.kindergartenId, m)),
  ]);
  const names = new Map(warehouses.map((w) => [w.id, w.name]));
  return perMonth
    .flat()
    .filter(
      (m) =>
        m.date >= q.fromDate &&
        m.date <= q.toDate &&
        (!q.warehouseId || m.warehouseId === q.warehouseId) &&
        (!q.productId || m.productId === q.productId),
    )
    .map((m) => ({
      date: m.date,
      docType: m.docType,
      docId: m.docId,
      docNumber: m.docNumber,
      warehouseId: m.warehouseId,
      warehouseName: names.get(m.warehouseId) ?? '',
      productId: m.productId,
      productName: m.productName,
      baseUnit: m.baseUnit,
      kind: m.kind,
      quantity: m.qty,
      value: m.value,
    }));
}

const docTypeNames = {
  receipt: 'Стокова разписка',
  request: 'Искане',
  scrapping: 'Бракуване',
  inventory: 'Инвентаризация',
};

export async function documentTransactionsPdf(
  session: TenantRouteSession,
  q: { fromDate: string; toDate: string; warehouseId?: string; productId?: string },
) {
  const rows = await documentTransactions(session, q);
  return tableReportFile(
    {
      fileName: `Движения по документи ${q.fromDate} ${q.toDate}`,
      title: 'Движения по документи',
      lines: [`От ${formatDateDigits(q.fromDate)} г. до ${formatDateDigits(q.toDate)} г.`],
      columns: [
        column.date('Дата'),
        ...textColumns({ Документ: 22, Склад: 14, Продукт: 28, Мярка: 7 }),
        column.number('Приход', 11),
        column.number('Разход', 11),
        column.money('Стойност'),
      ],
      rows: rows.map((r) => [
        r.date,
        `${docTypeNames[r.docType]} № ${r.docNumber}`,
        r.warehouseName,
        r.productName,
        unit(r.baseUnit),
        r.kind === 'in' ? r.quantity : null,
        r.kind === 'out' ? r.quantity : null,
        r.kind === 'in' ? r.value : -r.value,
      ]),
    },
    'pdf',
  );
}
