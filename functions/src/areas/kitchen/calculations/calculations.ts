import { Role } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { CalculationSummary } from '@gradina/shared/manifest/routes/kitchen/meal-calculations';
import { pick } from '@gradina/shared/record-fields';
import type { FieldError } from '@gradina/shared/validation';
import {
  type CalculationItem,
  CalculationStatus,
  calculationsIn,
  childrenFed,
  costPerChild,
  type HeadCount,
  productsNeeded,
  productTotals,
  staffAgeGroup,
  valuedProducts,
} from '../../../domain/kitchen/calculations';
import {
  type IssuedRequest,
  issueToKitchen,
  kitchenIssueOf,
  resumeKitchenIssue,
} from '../../../domain/storage/kitchen-requests';
import { keyId, ledgerKeys, readByKey } from '../../../domain/storage/ledger/items';
import { sofiaToday } from '../../../platform/clock';
import { pageOf, staleWrite } from '../../../platform/db';
import { badRequest, conflict } from '../../../platform/http/errors';
import { groupsTaughtBy } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { buildCalculation } from './build';
import { staffPortion } from './head-counts';
import { confirmOp, createCalculation, deleteDraft, recordValues, replaceDraft } from './items';

/**
 * The day's meal calculation: created from the morning's attendance and the menu, its head counts and
 * products edited while a draft, confirmed into a request the store completes in the same posting. A
 * confirmed calculation keeps its own copy of quantities and values (docs/areas/kitchen-calculations.md).
 */

const notDraft = 'Калкулацията е потвърдена и не се променя.';

export async function createDayCalculation(
  session: TenantRouteSession,
  body: { date: string; warehouseId: string },
) {
  const calc = await buildCalculation(session.kindergartenId, {
    ...body,
    userId: session.userId,
    periodId: session.periodId,
  });
  await createCalculation(session.kindergartenId, calc);
  return saved(calc.id);
}

export const summaryOf = (calc: CalculationItem): CalculationSummary => ({
  ...pick(calc, 'id', 'date', 'status', 'menuName', 'warehouseName'),
  children: childrenFed(calc.heads),
  staff: calc.heads.filter((h) => h.ageGroup === staffAgeGroup).reduce((s, h) => s + h.count, 0),
  totalValue: calc.totalValue,
  costPerChild: calc.status === CalculationStatus.Confirmed ? costPerChild(calc) : 0,
  requestNumber: calc.requestNumber ?? null,
  portionBookId: calc.portionBookId ?? null,
  portionBookNumber: calc.portionBookNumber ?? null,
});

export const calculationDetail = (calc: CalculationItem) => ({
  ...summaryOf(calc),
  menuId: calc.menuId,
  warehouseId: calc.warehouseId,
  requestId: calc.requestId ?? null,
  mealTypes: calc.mealTypes,
  dishes: calc.dishes.map(({ mealType, ageGroup, recipeId, recipeName }) => ({
    mealType,
    ageGroup,
    recipeId,
    recipeName,
  })),
  version: calc.version,
});

/** The groups that eat on a calculation's day (a head count above 0; the staff are no group). Pure. */
export const eatingGroups = (calc: Pick<CalculationItem, 'heads'>) => [
  ...new Set(calc.heads.filter((h) => h.count > 0 && h.ageGroup > 0).map((h) => h.groupId)),
];

/**
 * The days of a period, the newest first; a teacher gets the days one of their groups eats, as a day's read
 * lets them in (the object rule `groupRead`): one Query, and for a teacher one BatchGet of the groups.
 */
export async function calculationsOverview(
  session: TenantRouteSession,
  q: { fromDate?: string; toDate?: string; PageNumber?: number; PageSize?: number },
) {
  const today = sofiaToday();
  const from = q.fromDate ?? `${today.slice(0, 7)}-01`;
  const to = q.toDate ?? `${today.slice(0, 7)}-31`;
  let calcs = await calculationsIn(session.kindergartenId, from, to);
  if (session.role === Role.Teacher) {
    const groups = [...new Set(calcs.flatMap(eatingGroups))];
    const taught = await groupsTaughtBy(session.kindergartenId, session.userId, groups);
    calcs = calcs.filter((c) => eatingGroups(c).some((g) => taught.has(g)));
  }
  return pageOf(calcs.reverse().map(summaryOf), q.PageNumber, q.PageSize);
}

export const attendancesView = (calc: CalculationItem) => ({
  id: calc.id,
  status: calc.status,
  mealTypes: calc.mealTypes,
  rows: calc.heads.map(({ menuId: _menu, ...row }) => row),
  version: calc.version,
});

/** The products of the day with what the warehouse holds now (one BatchGet of its stock items). */
export async function productsView(kindergartenId: string, calc: CalculationItem) {
  const totals = productTotals(calc.products);
  const stock = await readByKey(
    totals.map((t) => ledgerKeys.stock(kindergartenId, calc.warehouseId, t.productId)),
  );
  const confirmed = calc.status === CalculationStatus.Confirmed;
  const rows = totals.map((t) => {
    const item = stock.get(keyId(ledgerKeys.stock(kindergartenId, calc.warehouseId, t.productId)));
    const qty = Number(item?.qty ?? 0);
    const value = confirmed
      ? calc.products.filter((p) => p.productId === t.productId).reduce((s, p) => s + (p.value ?? 0), 0)
      : qty > 0
        ? Math.round((Math.min(t.quantity, qty) * Number(item?.value ?? 0)) / qty)
        : 0;
    return { ...t, available: qty, value };
  });
  return {
    ...pick(calc, 'id', 'status', 'mealTypes'),
    lines: calc.products.map((p) => ({
      ...pick(p, 'mealType', 'ageGroup', 'productId', 'productName', 'baseUnit', 'quantity'),
      value: confirmed ? (p.value ?? 0) : null,
    })),
    totals: rows.map(({ categoryId: _c, ...r }) => r),
    totalValue: rows.reduce((s, r) => s + r.value, 0),
    version: calc.version,
  };
}

function requireDraft(calc: CalculationItem, version: number) {
  if (calc.status !== CalculationStatus.Draft) throw conflict(notDraft);
  if (version !== calc.version) throw staleWrite();
}

/** New head counts for some rows (a group's meal); the products are computed again from the dishes. */
export async function editAttendances(
  session: TenantRouteSession,
  calc: CalculationItem,
  body: { rows: { groupId: string; mealType: number; count: number }[]; version: number },
) {
  requireDraft(calc, body.version);
  const heads: HeadCount[] = calc.heads.map((h) => ({ ...h }));
  const errors: FieldError[] = [];
  body.rows.forEach((row, i) => {
    const head = heads.find((h) => h.groupId === row.groupId && h.mealType === row.mealType);
    if (head) head.count = row.count;
    else
      errors.push({
        field: `rows.${i}.groupId`,
        message: 'Полето "Група": групата не се храни с това хранене в калкулацията.',
      });
  });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const next = {
    ...calc,
    heads,
    products: productsNeeded(calc.dishes, heads, staffPortion),
    version: calc.version + 1,
  };
  await replaceDraft(session.kindergartenId, next, calc.version);
  return saved(calc.id);
}

/** New quantities for some product lines (a meal type and age group's product); 0 leaves the line out. */
export async function editProducts(
  session: TenantRouteSession,
  calc: CalculationItem,
  body: {
    lines: { mealType: number; ageGroup: number; productId: string; quantity: number }[];
    version: number;
  },
) {
  requireDraft(calc, body.version);
  const products = calc.products.map((p) => ({ ...p }));
  const errors: FieldError[] = [];
  body.lines.forEach((line, i) => {
    const product = products.find(
      (p) => p.mealType === line.mealType && p.ageGroup === line.ageGroup && p.productId === line.productId,
    );
    if (product) product.quantity = line.quantity;
    else
      errors.push({
        field: `lines.${i}.productId`,
        message: 'Полето "Продукт": продуктът не е в рецептите на това хранене и възрастова група.',
      });
  });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const next = { ...calc, products: products.filter((p) => p.quantity > 0), version: calc.version + 1 };
  await replaceDraft(session.kindergartenId, next, calc.version);
  return saved(calc.id);
}

/**
 * Confirms a draft: the store issues the day's products in one posting whose last write confirms the
 * calculation; the values it gave are then shared among the lines. Repeated after a failure (a posting
 * stopped between chunks, or the values not yet recorded), it finishes what was left.
 */
export async function confirmCalculation(
  session: TenantRouteSession,
  calc: CalculationItem,
  version: number,
) {
  const kg = session.kindergartenId;
  const today = sofiaToday();
  if (calc.status === CalculationStatus.Confirmed && calc.valued)
    throw conflict('Калкулацията вече е потвърдена.');
  if (calc.status === CalculationStatus.Draft && version !== calc.version) throw staleWrite();
  const confirm = (request: { id: string; number: number }) =>
    calc.status === CalculationStatus.Draft ? [confirmOp(kg, calc, request)] : [];
  const started = await kitchenIssueOf(kg, calc.date, sourceOf(calc));
  let issued: IssuedRequest;
  if (started) issued = await resumeKitchenIssue(kg, started, confirm, today);
  else {
    const lines = productTotals(calc.products).filter((t) => t.quantity > 0);
    if (lines.length === 0) throw badRequest('Калкулацията няма продукти за изписване.');
    issued = await issueToKitchen(
      kg,
      {
        date: calc.date,
        warehouseId: calc.warehouseId,
        warehouseName: calc.warehouseName,
        purpose: `Калкулация за ${formatDateDigits(calc.date)} г., ${childrenFed(calc.heads)} деца`,
        lines: lines.map((l) => ({
          productId: l.productId,
          productName: l.productName,
          baseUnit: l.baseUnit,
          baseQuantity: l.quantity,
        })),
        createdBy: calc.createdBy,
        createdById: session.userId,
        source: sourceOf(calc),
      },
      confirm,
      today,
    );
  }
  await recordValues(kg, calc.date, {
    products: valuedProducts(calc.products, issued.values),
    totalValue: [...issued.values.values()].reduce((s, v) => s + v, 0),
  });
  return saved(calc.id);
}

/** What the store's request names as its source: the day's calculation. */
const sourceOf = (calc: Pick<CalculationItem, 'date'>) => `calculation#${calc.date}`;

export async function deleteCalculation(session: TenantRouteSession, calc: CalculationItem) {
  if (calc.status !== CalculationStatus.Draft) throw conflict(notDraft);
  await deleteDraft(session.kindergartenId, calc.date);
  return saved(calc.id);
}
