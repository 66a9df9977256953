import { formatDateDigits } from '@gradina/shared/format-dates';
import type { InventoryDetail } from '@gradina/shared/manifest/routes/storage/inventory-declarations';
import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { baseThousandthsPer, toBaseUnits, type Unit, unitLabels } from '@gradina/shared/storage/units';
import type { StockDocItem } from '../../../domain/storage/documents';
import {
  ledgerDocOf,
  numberOps,
  postedOf,
  readMany,
  stockDocKeys,
  stockDocsIn,
} from '../../../domain/storage/documents';
import { balanceBefore, lineValue, mulDivRoundHalfUp } from '../../../domain/storage/ledger/avco';
import { entryKey, ledgerKeys, movementsFrom, stockStateOf } from '../../../domain/storage/ledger/items';
import { type LedgerLine, runPosting } from '../../../domain/storage/ledger/posting';
import { sofiaToday } from '../../../platform/clock';
import { getItem } from '../../../platform/db';
import { column, tableReportFile, textColumns } from '../../../platform/documents/table-report';
import { badRequest, conflict } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  newStockDoc,
  readCatalogue,
  requireDistinctProducts,
  requireWarehouse,
} from '../stock-documents/lines';
import { documentsPage, summaryOf, yearRange } from '../stock-documents/views';
import { warehouseRecords } from '../warehouses/items';

/**
 * Inventories (инвентаризационен опис): the count against the book on the inventory's date; a shortage goes
 * out at the average, a surplus comes in at the average (at the price given when the book holds none),
 * and the month closes. Only the last inventory may be annulled: its differences are taken back and the
 * months it closed open again.
 */

const type = 'inventory' as const;

interface CountLine {
  productId: string;
  countedQuantity: number;
  unitOfMeasure: number;
  unitPrice?: number;
}

export interface InventoryBody {
  id?: string;
  date: string;
  warehouseId: string;
  commission: string[];
  note?: string;
  lines: CountLine[];
}

const inventoryView = (doc: StockDocItem) => ({
  ...summaryOf(doc),
  surplusValue: Number(doc.surplusValue ?? 0),
  shortageValue: Number(doc.shortageValue ?? 0),
  closesMonth: doc.date.slice(0, 7),
});

interface CountedLine {
  productId: string;
  productName: string;
  baseUnit: number;
  bookQuantity: number;
  countedQuantity: number;
  difference: number;
  differenceValue: number;
}

export const inventoryDetail = (doc: StockDocItem): InventoryDetail => {
  const posted = postedOf(doc);
  return {
    ...inventoryView(doc),
    commission: (doc.commission as string[] | undefined) ?? [],
    note: String(doc.note ?? ''),
    lines: ((doc.counted as CountedLine[] | undefined) ?? []).map((l) => {
      const entry = posted[entryKey(doc.warehouseId, l.productId)];
      return {
        ...l,
        differenceValue: entry ? (entry.kind === 'in' ? entry.value : -entry.value) : l.differenceValue,
      };
    }),
  };
};

export async function inventoriesOverview(
  session: TenantRouteSession,
  q: { fromDate?: string; toDate?: string; warehouseId?: string; PageNumber?: number; PageSize?: number },
) {
  return documentsPage(
    await stockDocsIn(session.kindergartenId, type, yearRange(sofiaToday(), q)),
    q,
    inventoryView,
  );
}

/** The book of each product on the inventory's date: the stock item, less what is dated after that day. */
async function bookOn(
  kindergartenId: string,
  warehouseId: string,
  productIds: readonly string[],
  date: string,
) {
  const items = await readMany(productIds.map((p) => ledgerKeys.stock(kindergartenId, warehouseId, p)));
  const byProduct = new Map(items.map((i) => [String(i.productId), stockStateOf(i)]));
  const dayAfter = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return new Map(
    await Promise.all(
      productIds.map(async (productId) => {
        const stock = byProduct.get(productId) ?? stockStateOf(undefined);
        if (stock.lastDate <= date) return [productId, { qty: stock.qty, value: stock.value }] as const;
        const later = await movementsFrom(kindergartenId, warehouseId, productId, dayAfter);
        return [productId, balanceBefore(stock, later)] as const;
      }),
    ),
  );
}

export async function saveInventory(
  session: TenantRouteSession,
  body: InventoryBody,
  existing: StockDocItem | undefined,
) {
  const kg = session.kindergartenId;
  if (existing) {
    if (existing.phase !== 'post') throw conflict('Инвентаризацията вече е записана.');
    await post(session, existing, (existing.postLines as LedgerLine[] | undefined) ?? []);
    return saved(existing.id);
  }
  requireDistinctProducts(body.lines);
  const year = Number(body.date.slice(0, 4));
  const [catalogue, book] = await Promise.all([
    readCatalogue(kg, {
      productIds: body.lines.map((l) => l.productId),
      warehouseId: body.warehouseId,
      userId: session.userId,
      counter: stockDocKeys.counter(kg, type, year),
    }),
    bookOn(
      kg,
      body.warehouseId,
      body.lines.map((l) => l.productId),
      body.date,
    ),
  ]);
  const warehouse = requireWarehouse(catalogue);
  const counted: CountedLine[] = [];
  const postLines: LedgerLine[] = [];
  const errors: { field: string; message: string }[] = [];
  body.lines.forEach((line, i) => {
    const product = catalogue.products.get(line.productId);
    if (!product) {
      errors.push({
        field: `lines.${i}.productId`,
        message: 'Полето "Продукт": продуктът не е намерен в тази детска градина.',
      });
      return;
    }
    const base =
      line.countedQuantity === 0
        ? { ok: true as const, base: 0 }
        : toBaseUnits(product, line.countedQuantity, line.unitOfMeasure as Unit);
    if (!base.ok) {
      const field = base.reason === 'no-conversion' ? 'unitOfMeasure' : 'countedQuantity';
      errors.push({
        field: `lines.${i}.${field}`,
        message: `Полето "${field === 'unitOfMeasure' ? 'Мерна единица' : 'Преброено количество'}" (${product.name}): ${base.message}`,
      });
      return;
    }
    const b = book.get(product.id) ?? { qty: 0, value: 0 };
    const difference = base.base - b.qty;
    let value = 0;
    if (difference > 0) {
      if (b.qty > 0) value = mulDivRoundHalfUp(difference, b.value, b.qty);
      else if (line.unitPrice !== undefined)
        value = lineValue(
          difference * 1000,
          line.unitPrice,
          Math.round(baseThousandthsPer(product, line.unitOfMeasure as Unit) ?? 1000),
        );
      else {
        errors.push({
          field: `lines.${i}.unitPrice`,
          message: `Полето "Единична цена" (${product.name}): задължително е за излишък на продукт без наличност.`,
        });
        return;
      }
    } else if (difference < 0)
      value = -(-difference === b.qty ? b.value : mulDivRoundHalfUp(-difference, b.value, b.qty));
    counted.push({
      productId: product.id,
      productName: product.name,
      baseUnit: product.baseUnit,
      bookQuantity: b.qty,
      countedQuantity: base.base,
      difference,
      differenceValue: value,
    });
    if (difference !== 0)
      postLines.push({
        warehouseId: warehouse.id,
        productId: product.id,
        productName: product.name,
        baseUnit: product.baseUnit,
        kind: difference > 0 ? 'in' : 'out',
        qty: Math.abs(difference),
        value: Math.max(value, 0),
      });
  });
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Невалидни редове.', errors);
  const doc: StockDocItem = {
    ...newStockDoc(kg, type, body.date, catalogue, warehouse, session.userId),
    lines: [],
    counted,
    postLines,
    commission: body.commission,
    note: body.note ?? '',
    totalValue: 0,
  };
  await post(session, doc, postLines, () => [
    ...numberOps(kg, type, year, catalogue.lastNumber, doc.id),
    warehouseRecords.usedOp(kg, warehouse.id),
  ]);
  return saved(doc.id);
}

function post(
  session: TenantRouteSession,
  doc: StockDocItem,
  lines: LedgerLine[],
  firstOps?: () => ReturnType<typeof numberOps>[number][],
) {
  const kg = session.kindergartenId;
  const key = stockDocKeys.doc(kg, type, doc.id);
  const created = !doc.phase;
  return runPosting({
    kindergartenId: kg,
    doc: ledgerDocOf(kg, doc),
    action: 'post',
    lines,
    ...(created
      ? { create: { ...key, ...stockDocKeys.byDate(kg, type, doc.date, doc.number), ...doc, phase: 'post' } }
      : {}),
    ...(firstOps ? { firstOps } : {}),
    closesMonth: true,
    done: (entries) => {
      const values = Object.values(entries);
      const surplus = values.filter((e) => e.kind === 'in').reduce((s, e) => s + e.value, 0);
      const shortage = values.filter((e) => e.kind === 'out').reduce((s, e) => s + e.value, 0);
      return {
        set: {
          status: StockDocumentStatus.Completed,
          surplusValue: surplus,
          shortageValue: shortage,
          totalValue: surplus - shortage,
        },
      };
    },
    today: sofiaToday(),
  });
}

/** Annuls the last inventory: its differences are taken back and the months it closed open again. */
export async function annulInventory(session: TenantRouteSession, doc: StockDocItem) {
  const kg = session.kindergartenId;
  if (doc.status === StockDocumentStatus.Annulled) throw conflict('Инвентаризацията вече е анулирана.');
  const closure = await getItem<{ inventoryId?: string }>(ledgerKeys.closure(kg, doc.warehouseId), {
    consistent: true,
  });
  if (closure?.inventoryId !== doc.id && doc.phase !== 'free')
    throw conflict('Може да се анулира само последната инвентаризация, която е приключила месец.');
  await runPosting({
    kindergartenId: kg,
    doc: ledgerDocOf(kg, doc),
    action: 'free',
    lines: (doc.postLines as LedgerLine[] | undefined) ?? [],
    reopensMonth: true,
    done: { set: { status: StockDocumentStatus.Annulled }, add: { version: 1 } },
    today: sofiaToday(),
  });
  return saved(doc.id);
}

export const inventoryPdf = (doc: StockDocItem) => {
  const detail = inventoryDetail(doc);
  const unit = (u: number) => unitLabels[u as Unit] ?? '';
  return tableReportFile(
    {
      fileName: `Инвентаризационен опис ${doc.number}`,
      title: `Инвентаризационен опис № ${doc.number} от ${formatDateDigits(doc.date) ?? doc.date} г.`,
      lines: [
        `Склад: ${doc.warehouseName}`,
        ...(doc.status === StockDocumentStatus.Annulled ? ['АНУЛИРАН'] : []),
        ...detail.commission.map((name) => `Член на комисията ${name}: ..............................`),
      ],
      columns: [
        column.number('№', 5),
        ...textColumns({ Продукт: 34, Мярка: 7 }),
        column.number('По книга', 12),
        column.number('Преброено', 12),
        column.number('Разлика', 12),
        column.money('Стойност на разликата', 16),
      ],
      rows: detail.lines.map((l, i) => [
        i + 1,
        l.productName,
        unit(l.baseUnit),
        l.bookQuantity,
        l.countedQuantity,
        l.difference,
        l.differenceValue,
      ]),
      totals: ['', 'Общо', '', null, null, null, detail.surplusValue - detail.shortageValue],
    },
    'pdf',
  );
};
