import { describe, expect, it } from 'vitest';
import type { CalculationDish, HeadCount } from './calculation-model';
import {
  childrenFed,
  costPerChild,
  isPreparatoryChild,
  productsNeeded,
  productTotals,
  shareByHeads,
  staffAgeGroup,
  valuedProducts,
} from './calculation-model';

const breakfast = 1;
const lunch = 3;
const younger = 1;
const older = 2;

const milk = { productId: 'milk', productName: 'Мляко', baseUnit: 4 };
const bread = { productId: 'bread', productName: 'Хляб', baseUnit: 2 };
const dishes: CalculationDish[] = [
  {
    menuId: 'm',
    mealType: breakfast,
    ageGroup: younger,
    recipeId: 'r1',
    recipeName: 'Мляко с хляб',
    lines: [
      { ...milk, quantity: 150 },
      { ...bread, quantity: 30 },
    ],
  },
  {
    menuId: 'm',
    mealType: breakfast,
    ageGroup: older,
    recipeId: 'r1',
    recipeName: 'Мляко с хляб',
    lines: [
      { ...milk, quantity: 200 },
      { ...bread, quantity: 40 },
    ],
  },
  {
    menuId: 'm',
    mealType: lunch,
    ageGroup: older,
    recipeId: 'r2',
    recipeName: 'Супа',
    lines: [{ ...bread, quantity: 50 }],
  },
];
const head = (groupId: string, ageGroup: number, mealType: number, count: number): HeadCount => ({
  groupId,
  groupName: groupId,
  ageGroup,
  preparatory: groupId === 'pg',
  menuId: 'm',
  mealType,
  count,
});
const heads = [
  head('a', younger, breakfast, 10),
  head('b', older, breakfast, 12),
  head('pg', older, breakfast, 8),
  head('b', older, lunch, 12),
  head('pg', older, lunch, 8),
  head('staff', staffAgeGroup, lunch, 3),
];

describe('a day meal calculation', () => {
  it('multiplies each portion by the head count of its meal type and age group, the staff at the oldest portion', () => {
    const products = productsNeeded(dishes, heads, older);
    const line = (mealType: number, ageGroup: number, productId: string) =>
      products.find((p) => p.mealType === mealType && p.ageGroup === ageGroup && p.productId === productId)
        ?.quantity;
    expect(line(breakfast, younger, 'milk')).toBe(1500);
    expect(line(breakfast, older, 'milk')).toBe(4000);
    expect(line(lunch, older, 'bread')).toBe(1000);
    expect(line(lunch, staffAgeGroup, 'bread')).toBe(150);
    // nobody of the staff eats breakfast: no line
    expect(line(breakfast, staffAgeGroup, 'milk')).toBeUndefined();
    expect(productTotals(products).map((t) => [t.productId, t.quantity])).toEqual([
      ['milk', 5500],
      ['bread', 300 + 800 + 1000 + 150],
    ]);
  });

  it('shares the issued value among the lines to the cent, the last line taking what is left', () => {
    const products = productsNeeded(dishes, heads, older);
    const valued = valuedProducts(
      products,
      new Map([
        ['milk', 1001],
        ['bread', 777],
      ]),
    );
    const sum = (id: string) =>
      valued.filter((p) => p.productId === id).reduce((s, p) => s + (p.value ?? 0), 0);
    expect(sum('milk')).toBe(1001);
    expect(sum('bread')).toBe(777);
    expect(valued.find((p) => p.productId === 'milk' && p.ageGroup === younger)?.value).toBe(273);
    expect(valued.find((p) => p.productId === 'milk' && p.ageGroup === younger)?.exactValue).toBeCloseTo(
      273,
      6,
    );
  });

  it('counts a child once a day and leaves the staff portions out of the cost per child', () => {
    const products = valuedProducts(productsNeeded(dishes, heads, older), new Map([['bread', 2250]]));
    expect(childrenFed(heads)).toBe(30);
    expect(childrenFed(heads, (h) => h.preparatory)).toBe(8);
    // bread 2250 g at 1 cent a gram; the staff's 150 g are theirs: 2100 cents for 30 children
    expect(costPerChild({ heads, products })).toBe(70);
  });

  it('shares a meal value among its groups by head count', () => {
    const products = valuedProducts(productsNeeded(dishes, heads, older), new Map([['bread', 2250]]));
    const groups = shareByHeads(
      { heads, products },
      () => true,
      (h) => h.groupId,
    );
    expect(groups.get('pg')?.value).toBe((800 * 8) / 20 + (1000 * 8) / 20);
    expect(groups.get('staff')?.value).toBe(150);
    expect([...groups.values()].reduce((s, g) => s + g.value, 0)).toBe(2250);
    const meals = shareByHeads({ heads, products }, isPreparatoryChild, (h) => h.mealType);
    expect(meals.get(lunch)).toMatchObject({ heads: 8, value: 400 });
  });
});

describe('whole base units', () => {
  it('rounds grams half up and pieces up', () => {
    const egg = { productId: 'egg', productName: 'Яйце', baseUnit: 1, quantity: 0.5 };
    const flour = { productId: 'flour', productName: 'Брашно', baseUnit: 2, quantity: 12.345 };
    const products = productsNeeded(
      [
        {
          menuId: 'm',
          mealType: 1,
          ageGroup: 2,
          recipeId: 'r',
          recipeName: 'Палачинки',
          lines: [egg, flour],
        },
      ],
      [{ groupId: 'g', groupName: 'г', ageGroup: 2, preparatory: false, menuId: 'm', mealType: 1, count: 3 }],
      2,
    );
    expect(products.map((p) => p.quantity)).toEqual([2, 37]);
  });
});
