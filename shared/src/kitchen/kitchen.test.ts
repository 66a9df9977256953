import { describe, expect, it } from 'vitest';
import { GroupAgeKinds, Unit } from '../enums';
import { KitchenAgeGroup, kitchenAgeGroupOf } from './meals';
import { checkMenuWeek, type MenuWeek, menuDayOn, menuWeekIndex, mondayOf } from './menu';
import { checkFrequencies, checkNutrition, dayNorms, verdictOf } from './norms';
import { allergenNumbers, gramsOf, type NutritionProduct, portionNutrition } from './nutrition';
import { computeRecipe } from './recipe';

const milk: NutritionProduct = {
  id: 'milk',
  name: 'Прясно мляко',
  categoryId: 101,
  baseUnit: Unit.Millilitre,
  conversions: [],
  allergens: [7],
  nutrition: { energyKcal: 64, proteinMg: 3200, fatMg: 3600, carbohydrateMg: 4700, saltMg: 100 },
};
const egg: NutritionProduct = {
  id: 'egg',
  name: 'Яйца',
  categoryId: 401,
  baseUnit: Unit.Quantity,
  conversions: [{ unitOfMeasure: Unit.Gram, quantity: 0.02 }],
  allergens: [3],
  nutrition: { energyKcal: 143, proteinMg: 12600, fatMg: 9500, carbohydrateMg: 700, saltMg: 350 },
};
const sugar: NutritionProduct = {
  id: 'sugar',
  name: 'Захар',
  categoryId: 1001,
  baseUnit: Unit.Gram,
  conversions: [],
  allergens: [],
  nutrition: { energyKcal: 400, proteinMg: 0, fatMg: 0, carbohydrateMg: 100_000, saltMg: 0 },
};
const products = new Map([milk, egg, sugar].map((p) => [p.id, p]));

describe('nutrition per portion', () => {
  it('counts the net quantity, pieces through their weight, sugar as free sugar', () => {
    expect(gramsOf(egg, 1)).toBe(50);
    const { nutrition } = portionNutrition(
      [
        { productId: 'milk', gross: 200, net: 150 },
        { productId: 'egg', gross: 1, net: 1 },
        { productId: 'sugar', gross: 10, net: 10 },
      ],
      products,
    );
    expect(nutrition.energyKcal).toBe(96 + 71.5 + 40);
    expect(nutrition.proteinMg).toBe(4800 + 6300);
    expect(nutrition.sugarMg).toBe(10_000);
    expect(allergenNumbers([7, 3])).toBe('3, 7');
  });

  it('computes a recipe per age group and refuses what it cannot count', () => {
    const ok = computeRecipe(
      [KitchenAgeGroup.Young, KitchenAgeGroup.Older],
      [
        {
          productId: 'milk',
          unit: Unit.Liter,
          amounts: [
            { ageGroup: 2, gross: 0.15, net: 0.15 },
            { ageGroup: 3, gross: 0.2, net: 0.2 },
          ],
        },
        {
          productId: 'egg',
          unit: Unit.Quantity,
          amounts: [
            { ageGroup: 2, gross: 0.5, net: 0.5 },
            { ageGroup: 3, gross: 1, net: 0.9 },
          ],
        },
      ],
      products,
    );
    expect(ok.errors).toEqual([]);
    expect(ok.allergens).toEqual([3, 7]);
    expect(ok.lines[0]!.baseAmounts).toEqual([
      { ageGroup: 2, gross: 150, net: 150 },
      { ageGroup: 3, gross: 200, net: 200 },
    ]);
    expect(ok.lines[1]!.lossPercents[1]).toEqual({ ageGroup: 3, percent: 10 });
    expect(ok.nutrition.map((n) => n.energyKcal)).toEqual([96 + 35.8, 128 + 64.4]);

    const bad = computeRecipe(
      [KitchenAgeGroup.Older],
      [
        { productId: 'egg', unit: Unit.Liter, amounts: [{ ageGroup: 3, gross: 1, net: 1 }] },
        { productId: 'milk', unit: Unit.Millilitre, amounts: [{ ageGroup: 3, gross: 100, net: 0 }] },
      ],
      products,
    );
    expect(bad.errors.map((e) => e.field)).toEqual(['lines.0.unit', 'lines.1.amounts.0.net']);
    expect(computeRecipe([3], [], products).errors[0]!.field).toBe('lines');
  });
});

describe('the norms', () => {
  it('words the verdict plainly', () => {
    expect(verdictOf({ nutrient: 'energy', min: 100, max: 120, unit: 'kcal' }, 88).text).toBe(
      'под нормата с 12 %',
    );
    expect(verdictOf({ nutrient: 'salt', min: null, max: 2, unit: 'g' }, 2.2).text).toBe(
      'над нормата с 10 %',
    );
    expect(verdictOf({ nutrient: 'energy', min: 100, max: 120, unit: 'kcal' }, 110).text).toBe('в норма');
  });

  it('takes 75 % of the day for the 5-7 group', () => {
    const energy = dayNorms(KitchenAgeGroup.Older)[0]!;
    expect([energy.min, energy.max]).toEqual([1080, 1320]);
    const verdicts = checkNutrition(KitchenAgeGroup.Older, {
      energyKcal: 1200,
      proteinMg: 38_000,
      fatMg: 40_000,
      carbohydrateMg: 160_000,
      saltMg: 2000,
      sugarMg: 10_000,
    });
    expect(verdicts.map((v) => v.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('counts fish days and kinds of fresh fruit in a week', () => {
    const week = [
      [
        { productId: 'a', categoryId: 801 },
        { productId: 'f', categoryId: 301 },
      ],
      [{ productId: 'b', categoryId: 801 }],
      [{ productId: 'a', categoryId: 801 }],
    ];
    const byId = Object.fromEntries(checkFrequencies(week, 3).map((f) => [f.id, f]));
    expect(byId.fish!.ok).toBe(true);
    expect(byId.fruit).toMatchObject({ value: 2, ok: false, text: '2 вида при поне 3' });
    expect(byId.milk).toMatchObject({ min: 3, value: 0, ok: false });
  });
});

describe('a menu in time', () => {
  const week = (name: string): MenuWeek => ({
    days: [
      {
        weekday: 1,
        meals: [{ mealType: 3, dishes: [{ recipeId: name, recipeName: name, ageGroups: [3] }] }],
      },
    ],
  });
  const menu = { fromDate: '2026-11-02', toDate: '2026-12-31', weeks: [week('a'), week('b')] };

  it('repeats its weeks and has no weekend', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(menuWeekIndex(menu, '2026-11-09')).toBe(1);
    expect(menuWeekIndex(menu, '2026-11-16')).toBe(0);
    expect(menuDayOn(menu, '2026-11-23')!.meals[0]!.dishes[0]!.recipeId).toBe('b');
    expect(menuDayOn(menu, '2026-11-24')).toBeUndefined();
    expect(menuWeekIndex(menu, '2027-01-04')).toBeUndefined();
  });

  it('checks a week for an age group from its recipes', () => {
    const recipes = new Map([
      [
        'a',
        {
          nutrition: [
            {
              ageGroup: 3 as const,
              energyKcal: 600,
              proteinMg: 0,
              fatMg: 0,
              carbohydrateMg: 0,
              saltMg: 0,
              sugarMg: 0,
            },
          ],
          lines: [],
        },
      ],
    ]);
    const check = checkMenuWeek(week('a'), '2026-11-02', KitchenAgeGroup.Older, recipes);
    expect(check.days).toHaveLength(1);
    expect(check.average[0]!.text).toBe('под нормата с 44 %');
    expect(check.ok).toBe(false);
  });

  it('eats by the kind of group, or by the age of most children', () => {
    expect(kitchenAgeGroupOf(GroupAgeKinds.Nursery, [], '2026-11-21')).toBe(1);
    expect(
      kitchenAgeGroupOf(GroupAgeKinds.Kindergarten, ['2022-01-01', '2022-02-01', '2020-01-01'], '2026-11-21'),
    ).toBe(2);
    expect(kitchenAgeGroupOf(GroupAgeKinds.Kindergarten, ['2021-01-01', '2021-02-01'], '2026-11-21')).toBe(3);
  });
});
