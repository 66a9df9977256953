import { routeById } from '../../shared/src/manifest/index';
import { meterOf } from './route-meter';

/**
 * Kitchen calculation rows of `npm run bench` (issue #35's measures), as the demo director (whose writes
 * skip the module-lock read): DynamoDB requests (handler only) to build a day's calculation — the demo's
 * draft of 20.11.2026 (its children marked that morning, the demo menu's four meals) made again, and a day
 * of a menu of 20 recipes in four meals — and the items the monthly meal report reads per day (one
 * calculation item a day). `npx tsx test/bench/kitchen-calculations.ts` runs it alone.
 */
export async function kitchenCalculationsRows(url: string, token: string) {
  const call = async (
    id: string,
    o: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
  ) => {
    const route = routeById.get(id)!;
    const u = new URL(
      route.path.replace(/\{(\w+)\??\}/g, (_, n: string) => o.path?.[n] ?? ''),
      url,
    );
    for (const [k, v] of Object.entries(o.query ?? {})) u.searchParams.set(k, v);
    const res = await fetch(u, {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-gradina-now': '2026-11-21T10:00:00+02:00',
        ...(o.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(o.body ? { body: JSON.stringify(o.body) } : {}),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // a file
    }
    return { status: res.status, body, ...meterOf(res.headers) };
  };
  const idOf = (r: { status: number; body: Record<string, unknown> }) => {
    if (r.status !== 200)
      throw new Error(`bench kitchen calculations: ${r.status} ${JSON.stringify(r.body)}`);
    return String(r.body.entityId);
  };
  const warehouseId = 'demo-warehouse-dry';

  // The demo's morning: its draft made again from the attendance and the menu.
  idOf(await call('kitchen.deleteCalculation', { path: { id: '2026-11-20' } }));
  const demoDay = await call('kitchen.createCalculation', { body: { date: '2026-11-20', warehouseId } });
  idOf(demoDay);
  const demoCalc = await call('kitchen.calculation', { query: { date: '2026-11-20' } });
  const dishes = (demoCalc.body.dishes as { recipeId: string }[]).length;

  // A day of 20 recipes in four meals (five dishes each), a menu of the bench's own in 2030.
  const bookId = idOf(await call('kitchen.saveRecipeBook', { body: { name: 'Бенчмарк' } }));
  const products = ['nat-rice', 'nat-flour', 'nat-potatoes', 'nat-carrots', 'nat-apples'];
  const recipeIds: string[] = [];
  for (let i = 0; i < 20; i++)
    recipeIds.push(
      idOf(
        await call('kitchen.saveRecipe', {
          body: {
            bookId,
            name: `Ястие бенчмарк ${i + 1}`,
            ageGroups: [1, 2, 3],
            lines: products.slice(0, 1 + (i % 5)).map((productId) => ({
              productId,
              unit: 2,
              amounts: [1, 2, 3].map((ageGroup) => ({
                ageGroup,
                gross: 20 + ageGroup * 5,
                net: 18 + ageGroup * 5,
              })),
            })),
          },
        }),
      ),
    );
  const meals = [1, 2, 3, 4].map((mealType, m) => ({
    mealType,
    dishes: recipeIds.slice(m * 5, m * 5 + 5).map((recipeId) => ({ recipeId, ageGroups: [1, 2, 3] })),
  }));
  idOf(
    await call('kitchen.saveMenu', {
      body: {
        name: 'Бенчмарк 20 рецепти',
        fromDate: '2030-03-04',
        toDate: '2030-03-08',
        groupIds: [],
        weeks: [{ days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, meals })) }],
      },
    }),
  );
  const twenty = await call('kitchen.createCalculation', { body: { date: '2030-03-05', warehouseId } });
  idOf(twenty);

  const report = await call('storage.monthMealReport', { query: { year: '2026', month: '11' } });
  // Every day with a calculation, the draft too (the report reads it and leaves it out).
  const overview = await call('kitchen.calculationsOverview', {
    query: { fromDate: '2026-11-01', toDate: '2026-11-30' },
  });
  const days = Number(overview.body.rowsCount);
  console.log('\nKitchen calculations (issue #35): DynamoDB requests per call (handler only)');
  console.log(
    `${`a day's calculation, demo 20.11.2026 (${Number(demoCalc.body.children)} children, ${dishes} dishes)`.padEnd(64)} ${String(demoDay.status).padStart(6)} ${String(demoDay.requests).padStart(8)}   target <= 6`,
  );
  console.log(
    `${"a day's calculation, 20 recipes in 4 meals".padEnd(64)} ${String(twenty.status).padStart(6)} ${String(twenty.requests).padStart(8)}   target <= 6`,
  );
  console.log(
    `${'monthly meal report, November 2026'.padEnd(64)} ${String(report.status).padStart(6)} ${String(report.requests).padStart(8)}   items ${report.items} / ${days} days with a calculation = ${days ? (report.items / days).toFixed(2) : '-'} (target <= 1)`,
  );
}
