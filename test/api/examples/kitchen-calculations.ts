import { call } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the day's meal calculations, portion books and the storage references they feed (issue #35),
 * in the demo kindergarten. One kitchen is set up once per kindergarten and test process: a warehouse
 * stocked in January 2031, a recipe and menus from February 2031 to January 2035. Every process's recipe
 * is of the same national product, so whichever process's menu a day picks, the warehouse holds it. Each example that needs a
 * calculation makes one for a random working day of those menus (one calculation per day), so every role's
 * call gets a record of its own.
 */

/** A national product of the demo list (grams). */
const nationalRice = 'nat-rice';

/** The name the examples' menus start with: every process's menu cooks the same rice from it. */
const calculationsMenu = 'Меню на калкулациите';

const unique = () => Math.random().toString(36).slice(2, 8);

async function created(method: string, path: string, body?: unknown): Promise<string> {
  const reply = await call(method, path, { token: await demoDirectorToken(), body });
  if (reply.status !== 200)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

interface Kitchen {
  warehouseId: string;
  supplierId: string;
  menuIds: string[];
}

const kitchens = new Map<string, Promise<Kitchen>>();

function kitchen(kindergartenId: string): Promise<Kitchen> {
  let known = kitchens.get(kindergartenId);
  if (!known) {
    known = (async () => {
      const [warehouseId, supplierId, bookId] = await Promise.all([
        created('POST', '/api/Warehouses', { kindergartenId, name: `Кухня ${unique()}` }),
        created('POST', '/api/Suppliers', {
          kindergartenId,
          name: `Доставчик ${unique()}`,
          eik: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
        }),
        created('POST', '/api/RecipeBooks', { kindergartenId, name: `Книга ${unique()}` }),
      ]);
      const productId = nationalRice;
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
      // A menu runs at most a year: one for each year of the examples' days.
      const menuIds: string[] = [];
      for (const [fromDate, toDate] of [
        ['2031-02-03', '2032-01-30'],
        ['2032-02-02', '2033-01-28'],
        ['2033-01-31', '2034-01-27'],
        ['2034-01-30', '2035-01-26'],
      ])
        menuIds.push(
          await created('POST', '/api/menus', {
            kindergartenId,
            name: `${calculationsMenu} ${unique()}`,
            fromDate,
            toDate,
            groupIds: [],
            weeks: [{ days: [1, 2, 3, 4, 5].map(day) }],
          }),
        );
      return { warehouseId, supplierId, menuIds };
    })();
    kitchens.set(kindergartenId, known);
  }
  return known;
}

/** Fixed holidays and the days after them (one moved from a weekend falls there). */
const nearHoliday = /^(01-0[1-4]|03-0[3-6]|05-0[1-9]|05-2[4-7]|09-0[6-9]|09-2[2-5]|11-0[1-4]|12-2[4-9])$/;

/**
 * A random Tuesday, Wednesday or Thursday from February 2031 to December 2034 that is no holiday (April
 * left out for Easter): the years the examples' menus run.
 */
function workingDay(): string {
  for (;;) {
    const ms = Date.UTC(2031, 1, 3) + Math.floor(Math.random() * 1420) * 86_400_000;
    const date = new Date(ms).toISOString().slice(0, 10);
    const weekday = new Date(ms).getUTCDay();
    if (weekday >= 2 && weekday <= 4 && date.slice(5, 7) !== '04' && !nearHoliday.test(date.slice(5)))
      return date;
  }
}

/** A working day that has no calculation yet (asked, so a create example is not refused as a second one). */
async function aFreeDay(): Promise<string> {
  for (;;) {
    const date = workingDay();
    const reply = await call('GET', '/api/Meals/calculations', {
      token: await demoDirectorToken(),
      query: { date },
    });
    if (reply.status === 404) return date;
  }
}

/**
 * Rice received on the day itself before a count is set: every suite's examples issue from the shared demo
 * warehouses at once (and the storage examples count and scrap in them), so the January stock alone may be
 * gone. Best effort: a refused receipt leaves the day as it was.
 */
async function restock(kindergartenId: string, date: string) {
  const { warehouseId, supplierId } = await kitchen(kindergartenId);
  await call('POST', '/api/UnitedStockReceipts', {
    token: await demoDirectorToken(),
    body: {
      kindergartenId,
      date,
      warehouseId,
      supplierId,
      supplierDocumentNumber: `Ф-${unique()}`,
      lines: [{ productId: nationalRice, quantity: 1, unitOfMeasure: 3, unitPrice: 200 }],
    },
  });
}

/**
 * Whether the day's calculation is made from the examples' menus only (any process's: all cook the national
 * rice). Other suites' menus in the demo kindergarten (the menus' examples, the e2e) may run on the day and,
 * starting later, win over ours: their recipes need products our warehouse never received. Such a draft is
 * deleted and another day taken.
 */
async function eatsFromOurMenus(date: string): Promise<boolean> {
  const token = await demoDirectorToken();
  const read = await call('GET', '/api/Meals/calculations', { token, query: { date } });
  const names = String((read.body as { menuName?: string }).menuName ?? '').split(', ');
  if (read.status === 200 && names.every((name) => name.startsWith(calculationsMenu))) return true;
  await call('DELETE', `/api/Meals/calculations/${date}`, { token });
  return false;
}

/**
 * A draft calculation of a day no other example took; with `eaters`, one group's breakfast count set (the
 * group `groupId`, or the first).
 */
async function aDraft(
  kindergartenId: string,
  eaters = 0,
  groupId?: string,
): Promise<{ date: string; version: number }> {
  const { warehouseId } = await kitchen(kindergartenId);
  for (let attempt = 0; ; attempt++) {
    const date = workingDay();
    const reply = await call('POST', '/api/Meals/calculations', {
      token: await demoDirectorToken(),
      body: { kindergartenId, date, warehouseId },
    });
    // Taken by another example (409), or made a day off by another suite since (400 naming the date).
    const dayOff = reply.status === 400 && JSON.stringify(reply.body).includes('почивен ден');
    if ((reply.status === 409 || dayOff) && attempt < 50) continue;
    if (reply.status !== 200)
      throw new Error(`calculation ${date}: ${reply.status} ${JSON.stringify(reply.body)}`);
    if (!(await eatsFromOurMenus(date)) && attempt < 50) continue;
    if (eaters === 0) return { date, version: 1 };
    await restock(kindergartenId, date);
    const rows = await call('GET', `/api/Meals/attendances/${date}`, { token: await demoDirectorToken() });
    const row = (rows.body as { rows: { groupId: string; mealType: number }[] }).rows.find(
      (r) => !groupId || r.groupId === groupId,
    );
    if (!row) throw new Error(`the day ${date} has no group ${groupId ?? 'of this school year'}`);
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

/** A draft day on which only the group `groupId` eats (for the object rights of a day's reads). */
export const aDayEatenBy = async (kindergartenId: string, groupId: string) =>
  (await aDraft(kindergartenId, 2, groupId)).date;

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
      date: await aFreeDay(),
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
    const { mealType, ageGroup, productId } = (
      products.body as { lines: { mealType: number; ageGroup: number; productId: string }[] }
    ).lines[0]!;
    // only the fields the schema declares (the reply's line has more)
    const line = { mealType, ageGroup, productId, quantity: 30 };
    return { path: { id: date }, body: { kindergartenId: w.kindergartenId, lines: [line], version } };
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
  'kitchen.estimatedQuantities': async (w) => ({
    query: {
      kindergartenId: w.kindergartenId,
      menuId: (await kitchen(w.kindergartenId)).menuIds[0]!,
      young: '20',
      older: '25',
    },
  }),
  'kitchen.estimatedQuantitiesReport': async (w) => ({
    query: {
      kindergartenId: w.kindergartenId,
      menuId: (await kitchen(w.kindergartenId)).menuIds[0]!,
      fromDate: '2031-02-03',
      toDate: '2031-02-28',
      nursery: '10',
    },
  }),
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
