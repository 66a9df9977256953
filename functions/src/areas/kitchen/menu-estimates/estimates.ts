import { formatDateDigits } from '@gradina/shared/format-dates';
import { KitchenAgeGroup as AgeGroup, type KitchenAgeGroup } from '@gradina/shared/kitchen/meals';
import { addDays, menuDayOn, recipeIdsOf } from '@gradina/shared/kitchen/menu';
import type { MenuEstimate } from '@gradina/shared/manifest/routes/kitchen/menu-estimates';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { wholeBaseUnits } from '../../../domain/kitchen/calculation-model';
import { getMenu, type MenuItem } from '../../../domain/kitchen/menus';
import { getRecipes, type RecipeItem } from '../../../domain/kitchen/recipes';
import { stockItems } from '../../../domain/storage/ledger/items';
import { kindergartenNameOf, madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import { invalidField, notFound } from '../../../platform/http/errors';

/**
 * Estimated quantities for a menu: every menu day of the period, every dish, each age group it is served to
 * times that age group's head count, in the product's base unit; beside it what all the warehouses hold and
 * the value at their average. Requests: the menu, its recipes (one BatchGet), the stock items (one Query).
 */

export interface EstimateInput {
  menuId: string;
  fromDate?: string;
  toDate?: string;
  nursery: number;
  young: number;
  older: number;
}

type Needed = Map<string, { productName: string; baseUnit: number; quantity: number }>;

/** The quantities the menu's days from `from` to `to` need for the head counts. Pure. */
export function neededFor(
  menu: MenuItem,
  recipes: ReadonlyMap<string, RecipeItem>,
  from: string,
  to: string,
  heads: Record<KitchenAgeGroup, number>,
): { needed: Needed; days: number } {
  const needed: Needed = new Map();
  let days = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = menuDayOn(menu, date);
    if (!day || day.meals.length === 0) continue;
    days++;
    for (const meal of day.meals)
      for (const dish of meal.dishes)
        for (const line of recipes.get(dish.recipeId)?.lines ?? [])
          for (const amount of line.baseAmounts) {
            if (!dish.ageGroups.includes(amount.ageGroup)) continue;
            const quantity = amount.gross * heads[amount.ageGroup];
            if (quantity <= 0) continue;
            const known = needed.get(line.productId);
            if (known) known.quantity += quantity;
            else
              needed.set(line.productId, {
                productName: line.productName,
                baseUnit: line.baseUnit,
                quantity,
              });
          }
  }
  return { needed, days };
}

export async function estimatedQuantities(kindergartenId: string, q: EstimateInput): Promise<MenuEstimate> {
  const menu = await getMenu(kindergartenId, q.menuId);
  if (!menu) throw notFound('Менюто не е намерено.');
  const from = q.fromDate && q.fromDate > menu.fromDate ? q.fromDate : menu.fromDate;
  const to = q.toDate && q.toDate < menu.toDate ? q.toDate : menu.toDate;
  if (to < from)
    throw invalidField('toDate', 'Полето "До дата" не може да е преди "От дата" и извън менюто.');
  const [recipes, stock] = await Promise.all([
    getRecipes(kindergartenId, recipeIdsOf(menu.weeks)),
    stockItems(kindergartenId),
  ]);
  const { needed, days } = neededFor(menu, recipes, from, to, {
    [AgeGroup.Nursery]: q.nursery,
    [AgeGroup.Young]: q.young,
    [AgeGroup.Older]: q.older,
  });
  const held = new Map<string, { qty: number; value: number }>();
  for (const s of stock) {
    const known = held.get(s.productId) ?? { qty: 0, value: 0 };
    held.set(s.productId, { qty: known.qty + Number(s.qty ?? 0), value: known.value + Number(s.value ?? 0) });
  }
  const collator = new Intl.Collator('bg');
  const lines = [...needed]
    .map(([productId, n]) => {
      const quantity = wholeBaseUnits(n.baseUnit, n.quantity);
      const h = held.get(productId) ?? { qty: 0, value: 0 };
      return {
        productId,
        productName: n.productName,
        baseUnit: n.baseUnit,
        quantity,
        available: h.qty,
        missing: Math.max(0, quantity - h.qty),
        value: h.qty > 0 ? Math.round((quantity * h.value) / h.qty) : 0,
      };
    })
    .sort((a, b) => collator.compare(a.productName, b.productName));
  return {
    menuId: menu.id,
    menuName: menu.name,
    fromDate: from,
    toDate: to,
    days,
    lines,
    totalValue: lines.reduce((s, l) => s + l.value, 0),
  };
}

export async function estimateWorkbook(kindergartenId: string, q: EstimateInput) {
  const [estimate, kindergarten] = await Promise.all([
    estimatedQuantities(kindergartenId, q),
    kindergartenNameOf(kindergartenId),
  ]);
  return workbookFile(`Очаквани количества ${estimate.menuName}`, [
    {
      sheetName: 'Количества',
      kindergarten,
      title: `Очаквани количества по меню „${estimate.menuName}“`,
      lines: [
        `От ${formatDateDigits(estimate.fromDate)} до ${formatDateDigits(estimate.toDate)} г., ${estimate.days} дни с хранене`,
        `Деца: ясла ${q.nursery}, 3-4 г. ${q.young}, 5-7 г. ${q.older}`,
        madeOnLine(),
      ],
      columns: [
        { header: 'Продукт', width: 32 },
        { header: 'Мярка', width: 7 },
        { header: 'Нужно', width: 12, kind: 'number' },
        { header: 'Налично', width: 12, kind: 'number' },
        { header: 'За доставка', width: 12, kind: 'number' },
        { header: 'Стойност', width: 13, kind: 'money' },
      ],
      rows: estimate.lines.map((l) => [
        l.productName,
        unitLabels[l.baseUnit as Unit] ?? '',
        l.quantity,
        l.available,
        l.missing,
        l.value,
      ]),
      totals: ['Общо', null, null, null, null, estimate.totalValue],
    },
  ]);
}
