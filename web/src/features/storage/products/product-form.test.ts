import { describe, expect, it } from 'vitest';
import { newProduct, productBody, productValues } from './product-form';

describe('the product form', () => {
  it('sends grams per 100 g as milligrams and conversions as numbers', () => {
    const body = productBody({
      ...newProduct(),
      name: ' Яйца ',
      categoryId: '401',
      allergens: ['3'],
      conversions: [{ unitOfMeasure: '1', quantity: '50' }],
      energyKcal: '143',
      protein: '12,6',
      fat: '9.5',
      carbohydrate: '0.7',
      salt: '0.35',
    });
    expect(body).toMatchObject({
      name: 'Яйца',
      categoryId: 401,
      baseUnit: 2,
      allergens: [3],
      conversions: [{ unitOfMeasure: 1, quantity: 50 }],
      nutrition: { energyKcal: 143, proteinMg: 12_600, fatMg: 9_500, carbohydrateMg: 700, saltMg: 350 },
      shelfLifeDays: null,
    });
  });

  it('reads a stored product back into the same values', () => {
    const values = productValues({
      id: 'p1',
      name: 'Мляко',
      categoryId: 101,
      categoryName: 'Прясно мляко',
      baseUnit: 2,
      conversions: [{ unitOfMeasure: 5, quantity: 1030 }],
      allergens: [7],
      storageConditionId: 2,
      nutrition: { energyKcal: 50, proteinMg: 3_300, fatMg: 2_000, carbohydrateMg: 4_800, saltMg: 100 },
      manufacturerId: null,
      manufacturerName: null,
      shelfLifeDays: 7,
      isNational: false,
      isActive: true,
      version: 3,
    });
    expect(values).toMatchObject({
      protein: '3.3',
      salt: '0.1',
      shelfLifeDays: '7',
      allergens: ['7'],
      version: 3,
    });
    expect(productBody(values).nutrition.proteinMg).toBe(3_300);
  });
});
