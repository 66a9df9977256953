import { call } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';
import { productBody } from './storage-catalogue';

/**
 * Examples of the day's meal calculations, portion books and the storage references they feed (issue #35),
 * in the demo kindergarten. One kitchen is set up once per kindergarten: a warehouse stocked in January
 * 2031, a recipe of that product and a menu for February 2031 to January 2032. Each example that needs a
 * calculation makes one for a random working day of that menu (one calculation per day), so every role's
 * call gets a record of its own.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

async function created(method: string, path: string, body?: unknown): Promise<string> {
  const reply = await call(method, path, { token: await demoDirectorToken(), body });
  if (reply.status !== 200)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

interface Kitchen {
  warehouseId: string;
}

const kitchens = new Map<string, Promise<Kitchen>>();

function kitchen(kindergartenId: string): Promise<Kitchen> {
  let known = kitchens.get(kindergartenId);
  if (!known) {
    known = (async () => {
      const [warehouseId, supplierId, productId, bookId] = await Promise.all([
        created('POST', '/api/Warehouses', { kindergartenId, name: `Кухня ${unique()}` }),
        created('POST', '/api/Suppliers', {
          kindergartenId,
          name: `Доставчик ${unique()}`,
          eik: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
        }),
        created('POST', '/api/Products', { kindergartenId, ...productBody(`Ориз ${unique()}`) }),
        created('POST', '/api/RecipeBooks', { kindergartenId, name: `Книга ${unique()}` }),
      ]);
      await created('POST', '/api/UnitedStockReceipts', {
        kindergartenId,
        date: '2031-01-06',
        warehouseId,
        supplierId,
        supplierDocumentNumber: `Ф-${unique()}`,
        lines: [{ productId, quantity: 500, unitOfMeasure: 3, unitPrice: 200 }],
      });
      const recipeId = await created('POST', '/api/Recipes', {
        kindergartenId,
        bookId,
        name: `Мляко с ориз ${unique()}`,
        ageGroups: [1, 2, 3],
        lines: [
          {
            productId,
            unit: 2,
            amounts: [1, 2, 3].map((ageGroup) => ({ ageGroup, gross: 20, net: 20 })),
          },
        ],
      });
      const day = (weekday: number) => ({
        weekday,
        meals: [{ mealType: 1, dishes: [{ recipeId, ageGroups: [1, 2, 3] }] }],
      });
      await created('POST', '/api/menus', {
        kindergartenId,
        name: `Меню ${unique()}`,
        fromDate: '2031-02-03',
        toDate: '2032-01-30',
        groupIds: [],
        weeks: [{ days: [1, 2, 3, 4, 5].map(day) }],
      });
      return { warehouseId };
    })();
    kitchens.set(kindergartenId, known);
  }
  return known;
}

/** A random Tuesday, Wednesday or Thursday of February or October 2031 (no holidays there). */
function workingDay(): string {
  const month = Math.random() < 0.5 ? 2 : 10;
  const first = new Date(Date.UTC(2031, month - 1, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7);
  const day = tuesday + 7 * Math.floor(Math.random() * 3) + Math.floor(Math.random() * 3);
  return `2031-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A draft calculation of a day no other example took; with `eaters`, one group's breakfast count set. */
async function aDraft(kindergartenId: string, eaters = 0): Promise<{ date: string; version: number }> {
  const { warehouseId } = await kitchen(kindergartenId);
  for (let attempt = 0; ; attempt++) {
    const date = workingDay();
    const reply = await call('POST', '/api/Meals/calculations', {
      token: await demoDirectorToken(),
      body: { kindergartenId, date, warehouseId },
    });
    if (reply.status === 409 && attempt < 20) continue;
    if (reply.status !== 200)
      throw new Error(`calculation ${date}: ${reply.status} ${JSON.stringify(reply.body)}`);
    if (eaters === 0) return { date, version: 1 };
    const rows = await call('GET', `/api/Meals/attendances/${date}`, { token: await demoDirectorToken() });
    const row = (rows.body as { rows: { groupId: string; mealType: number }[] }).rows[0];
    if (!row) throw new Error('the demo kindergarten has no group of this school year');
    await created('POST', `/api/Meals/calculations/edit-attendances/${date}`, {
      kindergartenId,
      rows: [{ groupId: row.groupId, mealType: row.mealType, count: eaters }],
      version: 1,
    });
    return { date, version: 2 };
  }
}

/** A confirmed day (its request completed) with a portion book when `book`. */
async function aConfirmed(kindergartenId: string): Promise<string> {
  const { date, version } = await aDraft(kindergartenId, 1);
  await created('POST', `/api/Meals/calculations/confirm/${date}`, { kindergartenId, version });
  return date;
}

const aPortionBook = async (kindergartenId: string) =>
  created('POST', '/api/PortionBooks/create-portionbook', {
    kindergartenId,
    calculationId: await aConfirmed(kindergartenId),
  });

const month = (w: { kindergartenId: string }) => ({
  kindergartenId: w.kindergartenId,
  year: '2031',
  month: '2',
});
const period = (w: { kindergartenId: string }) => ({
  kindergartenId: w.kindergartenId,
  fromDate: '2031-02-01',
  toDate: '2031-02-28',
});

export const examples = {
  'kitchen.calculation': async (w) => ({
    query: { kindergartenId: w.kindergartenId, date: (await aDraft(w.kindergartenId)).date },
  }),
  'kitchen.calculationsOverview': (w) => ({ query: period(w) }),
  'kitchen.calculationAttendances': async (w) => ({ path: { id: (await aDraft(w.kindergartenId)).date } }),
  'kitchen.calculationProducts': async (w) => ({ path: { id: (await aDraft(w.kindergartenId, 2)).date } }),
  'kitchen.calculationPrint': async (w) => ({ path: { id: (await aDraft(w.kindergartenId, 2)).date } }),
  'kitchen.mealMenuTypes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'kitchen.createCalculation': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      date: workingDay(),
      warehouseId: (await kitchen(w.kindergartenId)).warehouseId,
    },
  }),
  'kitchen.editCalculationAttendances': async (w) => {
    const { date, version } = await aDraft(w.kindergartenId);
    const rows = await call('GET', `/api/Meals/attendances/${date}`, { token: await demoDirectorToken() });
    const row = (rows.body as { rows: { groupId: string; mealType: number }[] }).rows[0]!;
    return {
      path: { id: date },
      body: {
        kindergartenId: w.kindergartenId,
        rows: [{ groupId: row.groupId, mealType: row.mealType, count: 3 }],
        version,
      },
    };
  },
  'kitchen.editCalculationProducts': async (w) => {
    const { date, version } = await aDraft(w.kindergartenId, 2);
    const products = await call('GET', `/api/Meals/products/${date}`, { token: await demoDirectorToken() });
    const line = (products.body as { lines: { mealType: number; ageGroup: number; productId: string }[] })
      .lines[0]!;
    return {
      path: { id: date },
      body: { kindergartenId: w.kindergartenId, lines: [{ ...line, quantity: 30 }], version },
    };
  },
  'kitchen.confirmCalculation': async (w) => {
    const { date, version } = await aDraft(w.kindergartenId, 1);
    return { path: { id: date }, body: { kindergartenId: w.kindergartenId, version } };
  },
  'kitchen.deleteCalculation': async (w) => ({ path: { id: (await aDraft(w.kindergartenId)).date } }),
  'kitchen.portionBookLastNumber': (w) => ({ query: { kindergartenId: w.kindergartenId, year: '2031' } }),
  'kitchen.portionBook': async (w) => ({ path: { id: await aPortionBook(w.kindergartenId) } }),
  'kitchen.createPortionBook': async (w) => ({
    body: { kindergartenId: w.kindergartenId, calculationId: await aConfirmed(w.kindergartenId) },
  }),
  'kitchen.deletePortionBook': async (w) => ({ path: { id: await aPortionBook(w.kindergartenId) } }),
  'storage.portionBookPrint': async (w) => ({ path: { id: await aPortionBook(w.kindergartenId) } }),
  'storage.monthMealReport': (w) => ({ query: month(w) }),
  'storage.monthMealReportFile': (w) => ({ query: { ...month(w), isPGReference: 'true' } }),
  'storage.calculationsSummary': (w) => ({ query: period(w) }),
  'storage.calculationsSummaryFile': (w) => ({ query: period(w) }),
  'storage.nutritionalNormsReport': (w) => ({ query: { ...period(w), ageGroup: '2' } }),
  'storage.nutritionalNormsReportFile': (w) => ({ query: { ...period(w), ageGroup: '3' } }),
  'storage.recapNutritionalNorms': (w) => ({ query: month(w) }),
  'storage.recapNutritionalNormsFile': (w) => ({ query: month(w) }),
} satisfies RouteExamples;
