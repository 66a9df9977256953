import type { Product } from '@gradina/shared/manifest/routes/storage/products';
import { allergens, productCategories, storageConditions } from '@gradina/shared/storage/catalogue';
import { baseUnits, Unit, unitNames } from '@gradina/shared/storage/units';
import { parseDecimal, parseInteger } from '../../../ui/forms/numbers';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

/**
 * A product's form (own products and the Master's national list share it). Nutrition is typed in grams per
 * 100 g with one decimal and sent in milligrams (docs/decisions.md, issue #28); selects hold their numbers
 * as text.
 */

export const productLabels = {
  name: 'Наименование',
  categoryId: 'Категория',
  baseUnit: 'Основна мерна единица',
  storageConditionId: 'Условия на съхранение',
  allergens: 'Алергени',
  'conversions.*.unitOfMeasure': 'Мерна единица',
  'conversions.*.quantity': 'Количество в основна мерна единица',
  energyKcal: 'Енергия (kcal)',
  protein: 'Белтъчини (г)',
  fat: 'Мазнини (г)',
  carbohydrate: 'Въглехидрати (г)',
  salt: 'Сол (г)',
  shelfLifeDays: 'Срок на годност (дни)',
  manufacturerId: 'Производител',
  isActive: 'Активен',
} as const;

export interface ConversionValues {
  unitOfMeasure: string;
  quantity: string;
}

export interface ProductValues {
  id: string;
  version: number | undefined;
  name: string;
  categoryId: string;
  baseUnit: string;
  storageConditionId: string;
  allergens: string[];
  conversions: ConversionValues[];
  energyKcal: string;
  /** Grams per 100 g as typed. */
  protein: string;
  fat: string;
  carbohydrate: string;
  salt: string;
  shelfLifeDays: string;
  manufacturerId: string;
  isActive: boolean;
}

export const newProduct = (): ProductValues => ({
  id: '',
  version: undefined,
  name: '',
  categoryId: '',
  baseUnit: String(Unit.Gram),
  storageConditionId: '1',
  allergens: [],
  conversions: [],
  energyKcal: '',
  protein: '',
  fat: '',
  carbohydrate: '',
  salt: '',
  shelfLifeDays: '',
  manufacturerId: '',
  isActive: true,
});

const grams = (mg: number) => (mg / 1000).toFixed(1);
const milligrams = (text: string) => {
  const g = parseDecimal(text);
  return (g === undefined ? undefined : Math.round(g * 1000)) as number;
};

export const productValues = (p: Product): ProductValues => ({
  id: p.id,
  version: p.version,
  name: p.name,
  categoryId: String(p.categoryId),
  baseUnit: String(p.baseUnit),
  storageConditionId: String(p.storageConditionId),
  allergens: p.allergens.map(String),
  conversions: p.conversions.map((c) => ({
    unitOfMeasure: String(c.unitOfMeasure),
    quantity: String(c.quantity),
  })),
  energyKcal: String(p.nutrition.energyKcal),
  protein: grams(p.nutrition.proteinMg),
  fat: grams(p.nutrition.fatMg),
  carbohydrate: grams(p.nutrition.carbohydrateMg),
  salt: grams(p.nutrition.saltMg),
  shelfLifeDays: p.shelfLifeDays ? String(p.shelfLifeDays) : '',
  manufacturerId: p.manufacturerId ?? '',
  isActive: p.isActive,
});

/** The fields both lists save, as the routes take them. */
export function productBody(v: ProductValues) {
  return {
    name: given(v.name),
    categoryId: parseInteger(v.categoryId) as number,
    baseUnit: Number(v.baseUnit) as 1 | 2 | 4,
    storageConditionId: parseInteger(v.storageConditionId) as number,
    allergens: v.allergens.map(Number),
    conversions: v.conversions.map((c) => ({
      unitOfMeasure: Number(c.unitOfMeasure) as 1 | 2 | 3 | 4 | 5,
      quantity: parseDecimal(c.quantity) as number,
    })),
    nutrition: {
      energyKcal: parseInteger(v.energyKcal) as number,
      proteinMg: milligrams(v.protein),
      fatMg: milligrams(v.fat),
      carbohydrateMg: milligrams(v.carbohydrate),
      saltMg: milligrams(v.salt),
    },
    shelfLifeDays: parseInteger(v.shelfLifeDays) ?? null,
    isActive: v.isActive,
  };
}

/** The API names the nutrition's fields in milligrams; the form shows them in grams. */
const fieldOf = {
  'nutrition.energyKcal': 'energyKcal',
  'nutrition.proteinMg': 'protein',
  'nutrition.fatMg': 'fat',
  'nutrition.carbohydrateMg': 'carbohydrate',
  'nutrition.saltMg': 'salt',
} as const;

const check = (v: ProductValues) =>
  Object.fromEntries(
    (['protein', 'fat', 'carbohydrate', 'salt'] as const).map((k) => [
      k,
      v[k].trim() === '' ? `Полето "${productLabels[k]}" е задължително` : undefined,
    ]),
  );

export const ownProductSpec = (
  kindergartenId: string,
): ManifestFormSpec<ProductValues, 'storage.createProduct'> => ({
  labels: productLabels,
  fieldOf,
  check,
  toBody: (v) => ({ kindergartenId, ...productBody(v), manufacturerId: v.manufacturerId || null }),
});

export const ownProductEditSpec = (
  kindergartenId: string,
): ManifestFormSpec<ProductValues, 'storage.editProduct'> => ({
  labels: productLabels,
  fieldOf,
  check,
  toBody: (v) => ({
    kindergartenId,
    ...productBody(v),
    manufacturerId: v.manufacturerId || null,
    version: v.version as number,
  }),
});

export const nationalProductSpec = (): ManifestFormSpec<ProductValues, 'storage.createNationalProduct'> => ({
  labels: productLabels,
  fieldOf,
  check,
  toBody: productBody,
});

export const nationalProductEditSpec = (): ManifestFormSpec<
  ProductValues,
  'storage.editNationalProduct'
> => ({
  labels: productLabels,
  fieldOf,
  check,
  toBody: (v) => ({ ...productBody(v), version: v.version as number }),
});

export const categoryOptions = productCategories.map((c) => ({
  group: c.name,
  items: c.items.map((i) => ({ value: String(i.id), label: i.name })),
}));
export const allergenOptions = allergens.map((a) => ({ value: String(a.id), label: `${a.id}. ${a.name}` }));
export const storageConditionOptions = storageConditions.map((s) => ({ value: String(s.id), label: s.name }));
export const baseUnitOptions = baseUnits.map((u) => ({ value: String(u), label: unitNames[u] }));
export const conversionUnitOptions = [
  Unit.Quantity,
  Unit.Gram,
  Unit.Kilogram,
  Unit.Millilitre,
  Unit.Liter,
].map((u) => ({ value: String(u), label: unitNames[u] }));
