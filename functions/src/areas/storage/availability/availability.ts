import { StockDocumentStatus } from '@gradina/shared/storage/ledger';
import { baseThousandthsPer, type Unit } from '@gradina/shared/storage/units';
import { readMany, stockDocsIn } from '../../../domain/storage/documents';
import { ledgerKeys, stockStateOf } from '../../../domain/storage/ledger/items';
import { sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { invalidField, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type ProductItem, productKeys } from '../products/items';
import { summaryOf, yearRange } from '../stock-documents/views';
import { type BalanceRow, balancesOn, byProduct } from './balances';

/** Availability, the average price and the stock inbounds (routes of `stocks.ts` in the manifest). */

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const byName = (a: { productName: string }, b: { productName: string }) =>
  collator.compare(a.productName, b.productName);

interface AvailabilityQuery {
  date?: string;
  warehouseId?: string;
  search?: string;
  expiringWithinDays?: number;
  PageNumber?: number;
  PageSize?: number;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function filtered(rows: BalanceRow[], q: AvailabilityQuery, today: string) {
  const search = q.search?.toLocaleLowerCase('bg');
  const until = q.expiringWithinDays === undefined ? undefined : addDays(today, q.expiringWithinDays);
  return rows.filter(
    (r) =>
      (r.quantity !== 0 || r.value !== 0) &&
      (!q.warehouseId || r.warehouseId === q.warehouseId) &&
      (!search || r.productName.toLocaleLowerCase('bg').includes(search)) &&
      (!until || (r.nearestExpiry !== null && r.nearestExpiry <= until)),
  );
}

const withoutItem = ({ item: _item, ...row }: BalanceRow) => row;

export async function productAvailability(session: TenantRouteSession, q: AvailabilityQuery) {
  const today = sofiaToday();
  const rows = filtered(await balancesOn(session.kindergartenId, today, q.date), q, today);
  return pageOf(byProduct(rows).sort(byName), q.PageNumber, q.PageSize ?? 100);
}

export async function stockAvailabilityDetailed(session: TenantRouteSession, q: AvailabilityQuery) {
  const today = sofiaToday();
  const rows = filtered(await balancesOn(session.kindergartenId, today, q.date), q, today)
    .map(withoutItem)
    .sort((a, b) => byName(a, b) || collator.compare(a.warehouseName, b.warehouseName));
  return pageOf(rows, q.PageNumber, q.PageSize ?? 100);
}

export async function warehousesAvailability(session: TenantRouteSession, productId: string) {
  const rows = await balancesOn(session.kindergartenId, sofiaToday());
  return rows
    .filter((r) => r.productId === productId)
    .map(withoutItem)
    .sort((a, b) => collator.compare(a.warehouseName, b.warehouseName));
}

/** Products with something on hand on a date, for the kitchen's menu and request. */
export async function availableForDate(session: TenantRouteSession, date: string) {
  const rows = await balancesOn(session.kindergartenId, sofiaToday(), date);
  return byProduct(rows.filter((r) => r.quantity > 0)).sort(byName);
}

/** The average price of a product in a warehouse per one unit of `unit`: one BatchGet. */
export async function weightedAveragePrice(
  session: TenantRouteSession,
  productId: string,
  warehouseId: string,
  unit: Unit,
) {
  const kg = session.kindergartenId;
  const items = await readMany([
    productKeys.product(kg, productId),
    ledgerKeys.stock(kg, warehouseId, productId),
  ]);
  const product = items.find((i) => i.SK.startsWith('PRODUCT#')) as
    | (ProductItem & { SK: string })
    | undefined;
  if (!product) throw notFound('Продуктът не е намерен.');
  const per = baseThousandthsPer(product, unit);
  if (per === undefined) {
    const message = 'Полето "Мерна единица": продуктът няма превръщане в тази мерна единица.';
    throw invalidField('unitOfMeasure', message);
  }
  const stock = stockStateOf(items.find((i) => i.SK.startsWith('ITEM#')));
  return {
    averagePrice:
      stock.qty > 0 ? Math.round(((stock.value * per) / (stock.qty * 1000)) * 10_000) / 10_000 : 0,
    quantity: Math.round((stock.qty * 1000 * 1000) / per) / 1000,
    value: stock.value,
  };
}

/** Receipts and inventories with a surplus of a period (the current year by default): two Queries. */
async function inbounds(session: TenantRouteSession, q: { fromDate?: string; toDate?: string }) {
  const range = yearRange(sofiaToday(), q);
  const [receipts, inventories] = await Promise.all([
    stockDocsIn(session.kindergartenId, 'receipt', range),
    stockDocsIn(session.kindergartenId, 'inventory', range),
  ]);
  return [
    ...receipts.map((d) => ({
      ...summaryOf(d),
      kind: 'receipt' as const,
      supplierName: String(d.supplierName ?? ''),
      createdById: d.createdById,
    })),
    ...inventories
      .filter((d) => Number(d.surplusValue ?? 0) > 0)
      .map((d) => ({
        ...summaryOf(d),
        totalValue: Number(d.surplusValue ?? 0),
        kind: 'inventory' as const,
        supplierName: '',
        createdById: d.createdById,
      })),
  ]
    .filter((d) => d.status !== StockDocumentStatus.Annulled)
    .sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);
}

export async function inboundsOverview(
  session: TenantRouteSession,
  q: { fromDate?: string; toDate?: string; createdById?: string; PageNumber?: number; PageSize?: number },
) {
  const rows = (await inbounds(session, q)).filter((d) => !q.createdById || d.createdById === q.createdById);
  return pageOf(rows, q.PageNumber, q.PageSize ?? 50);
}

export async function inboundCreators(session: TenantRouteSession) {
  const rows = await inbounds(session, {});
  const people = new Map(rows.map((d) => [d.createdById, d.createdBy]));
  return [...people].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}
