import { Unit } from '@gradina/shared/storage/units';
import { describe, expect, it } from 'vitest';
import { newRecipe, previewOf, recipeBody } from './recipe-form';

const milk = {
  id: 'milk',
  name: 'Мляко',
  categoryId: 101,
  baseUnit: Unit.Millilitre,
  conversions: [],
  allergens: [7],
  nutrition: { energyKcal: 64, proteinMg: 3200, fatMg: 3600, carbohydrateMg: 4700, saltMg: 100 },
} as const;

describe('the recipe form', () => {
  it('sends the amounts of the chosen age groups, typed with a decimal comma', () => {
    const v = newRecipe('book');
    v.name = 'Мляко';
    v.ageGroups = ['3'];
    v.portions = ['', '', '200'];
    v.lines = [
      {
        productId: 'milk',
        unit: String(Unit.Liter),
        amounts: [
          { gross: '', net: '' },
          { gross: '', net: '' },
          { gross: '0,2', net: '0,2' },
        ],
      },
    ];
    expect(recipeBody(v)).toMatchObject({
      ageGroups: [3],
      portionWeights: [{ ageGroup: 3, grams: 200 }],
      lines: [{ productId: 'milk', unit: Unit.Liter, amounts: [{ ageGroup: 3, gross: 0.2, net: 0.2 }] }],
    });
    const preview = previewOf(v, new Map([['milk', milk as never]]));
    expect(preview.allergens).toEqual([7]);
    expect(preview.nutrition).toEqual([expect.objectContaining({ ageGroup: 3, energyKcal: 128 })]);
  });

  it('leaves a line without quantities out of the preview instead of counting it as nothing', () => {
    const v = newRecipe('book');
    v.lines = [
      {
        productId: 'milk',
        unit: String(Unit.Millilitre),
        amounts: [0, 1, 2].map(() => ({ gross: '', net: '' })),
      },
    ];
    expect(previewOf(v, new Map([['milk', milk as never]])).allergens).toEqual([]);
  });
});
