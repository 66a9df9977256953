import { expect, type Page } from '@playwright/test';
import { apiAs, apiPath } from './support';

/**
 * The kitchen e2e's own world through the API (issue #35): a warehouse stocked with the demo's national rice
 * on `monday`, a recipe of `gross` grams of it per portion and a menu serving it at breakfast every day of that
 * week, all named by the run, so no other spec's stock or menus are touched.
 */

export async function created(page: Page, route: string, body: unknown, path = apiPath(route)) {
  const reply = await apiAs(page, 'POST', path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String((reply.body as { entityId: string }).entityId);
}

export async function aRiceKitchen(
  page: Page,
  o: { run: string; monday: string; kilograms: number; gross: number },
): Promise<{ warehouseId: string; warehouseName: string }> {
  const warehouseName = `Кухня e2e ${o.run}`;
  const warehouseId = await created(page, 'storage.saveWarehouse', { name: warehouseName });
  const supplierId = await created(page, 'storage.saveSupplier', {
    name: `Доставчик e2e ${o.run}`,
    eik: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
  });
  await created(page, 'storage.saveReceipt', {
    date: o.monday,
    warehouseId,
    supplierId,
    supplierDocumentNumber: `Ф-${o.run}`,
    lines: [{ productId: 'nat-rice', quantity: o.kilograms, unitOfMeasure: 3, unitPrice: 250 }],
  });
  const bookId = await created(page, 'kitchen.saveRecipeBook', { name: `Книга e2e ${o.run}` });
  const recipeId = await created(page, 'kitchen.saveRecipe', {
    bookId,
    name: `Мляко с ориз e2e ${o.run}`,
    ageGroups: [1, 2, 3],
    lines: [
      {
        productId: 'nat-rice',
        unit: 2,
        amounts: [1, 2, 3].map((ageGroup) => ({ ageGroup, gross: o.gross, net: o.gross })),
      },
    ],
  });
  await created(page, 'kitchen.saveMenu', {
    name: `Меню e2e ${o.run}`,
    fromDate: o.monday,
    toDate: new Date(Date.parse(o.monday) + 4 * 86_400_000).toISOString().slice(0, 10),
    groupIds: [],
    weeks: [
      {
        days: [1, 2, 3, 4, 5].map((weekday) => ({
          weekday,
          meals: [{ mealType: 1, dishes: [{ recipeId, ageGroups: [1, 2, 3] }] }],
        })),
      },
    ],
  });
  return { warehouseId, warehouseName };
}
