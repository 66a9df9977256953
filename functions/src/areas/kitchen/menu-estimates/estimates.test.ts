import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../domain/kitchen/menus';
import type { RecipeItem } from '../../../domain/kitchen/recipes';
import { neededFor } from './estimates';

const recipe = {
  id: 'r',
  name: 'Мляко с ориз',
  lines: [
    {
      productId: 'rice',
      productName: 'Ориз',
      baseUnit: 2,
      baseAmounts: [
        { ageGroup: 2, gross: 20, net: 20 },
        { ageGroup: 3, gross: 30, net: 30 },
      ],
    },
  ],
} as unknown as RecipeItem;

const menu = {
  id: 'm',
  name: 'Ноември',
  fromDate: '2026-11-16',
  toDate: '2026-11-29',
  weeks: [
    {
      days: [1, 3].map((weekday) => ({
        weekday,
        meals: [{ mealType: 1, dishes: [{ recipeId: 'r', recipeName: 'Мляко с ориз', ageGroups: [2, 3] }] }],
      })),
    },
  ],
} as unknown as MenuItem;

describe('estimated quantities for a menu', () => {
  it('sums each menu day dishes per age group times its head count, weekends and other days left out', () => {
    const { needed, days } = neededFor(menu, new Map([['r', recipe]]), '2026-11-16', '2026-11-29', {
      1: 5,
      2: 10,
      3: 4,
    });
    // two Mondays and two Wednesdays, each 10 × 20 g + 4 × 30 g
    expect(days).toBe(4);
    expect(needed.get('rice')?.quantity).toBe(4 * (200 + 120));
  });

  it('counts nothing for an age group nobody is in', () => {
    const { needed } = neededFor(menu, new Map([['r', recipe]]), '2026-11-16', '2026-11-16', {
      1: 0,
      2: 0,
      3: 1,
    });
    expect(needed.get('rice')?.quantity).toBe(30);
  });
});
