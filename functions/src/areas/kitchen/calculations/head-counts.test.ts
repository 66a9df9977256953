import { GroupAgeKinds } from '@gradina/shared';
import type { MenuDay } from '@gradina/shared/kitchen/menu';
import { describe, expect, it } from 'vitest';
import { dishesOf, headCountsOf, type MenuOfDay } from './head-counts';

const day: MenuDay = {
  weekday: 1,
  meals: [
    { mealType: 1, dishes: [{ recipeId: 'milk', recipeName: 'Мляко', ageGroups: [1, 2, 3] }] },
    { mealType: 3, dishes: [{ recipeId: 'soup', recipeName: 'Супа', ageGroups: [2, 3] }] },
  ],
};
const menu: MenuOfDay = { menuId: 'm', menuName: 'Ноември', day };
const groups = [
  { id: 'n', name: 'Ясла', ageKind: GroupAgeKinds.Nursery },
  { id: 'p', name: 'Звезди', ageKind: GroupAgeKinds.PGGroups },
];

describe('who eats what on a day', () => {
  it('gives each group the meals its menu serves its age group, the staff lunch at the oldest portion', () => {
    const heads = headCountsOf({
      date: '2026-11-16',
      groups,
      present: new Map([
        ['n', 8],
        ['p', 20],
      ]),
      menuOf: () => menu,
      staff: { count: 3, menu },
    });
    expect(heads.map((h) => [h.groupName, h.ageGroup, h.preparatory, h.mealType, h.count])).toEqual([
      ['Ясла', 1, false, 1, 8],
      ['Звезди', 3, true, 1, 20],
      ['Звезди', 3, true, 3, 20],
      ['Персонал', 0, false, 3, 3],
    ]);
  });

  it('keeps a group with nobody marked yet at 0, and leaves out one without a menu', () => {
    const heads = headCountsOf({
      date: '2026-11-16',
      groups,
      present: new Map(),
      menuOf: (groupId) => (groupId === 'n' ? menu : undefined),
      staff: { count: 0, menu },
    });
    expect(heads.map((h) => [h.groupId, h.count])).toEqual([['n', 0]]);
  });

  it('cooks the oldest portion for the staff and names a recipe the menu lost', () => {
    const staffLunch = [
      {
        groupId: 'staff',
        groupName: 'Персонал',
        ageGroup: 0,
        preparatory: false,
        menuId: 'm',
        mealType: 3,
        count: 2,
      },
    ];
    const menus = new Map([['m', menu]]);
    const recipe = (name: string) => ({
      name,
      lines: [
        {
          productId: 'x',
          productName: 'X',
          categoryId: 101,
          baseUnit: 2,
          baseAmounts: [1, 2, 3].map((ageGroup) => ({ ageGroup, gross: ageGroup * 10 })),
        },
      ],
      nutrition: [],
    });
    const { dishes, missing } = dishesOf(staffLunch, menus, new Map([['milk', recipe('Мляко')]]));
    expect(dishes).toEqual([]);
    expect(missing).toEqual(['Супа']);
    const served = dishesOf(staffLunch, menus, new Map([['soup', recipe('Супа')]]));
    expect(served.dishes.map((d) => [d.ageGroup, d.lines[0]?.quantity])).toEqual([[3, 30]]);
  });
});
