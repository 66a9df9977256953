import { z } from 'zod';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { id, ids, kindergartenGuard, nullable, optionalText, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { allergenIds, categoryLeafIds, storageConditionIds } from '../../../storage/catalogue';
import { baseUnitField, quantityField, unitField } from '../../../storage/units';
import { defineRoutes, kindergartenObject, needs, signedIn } from '../../route';

/**
 * The store's catalogue of products (issue #28): the national list (the Master's, ids `nat-…`) and the
 * kindergarten's own products, their fixed lists (allergens, categories, storage conditions), substitutions
 * and recommended quantities per category. Quantities: shared/src/storage/units.ts.
 */

const intIn = (title: string, allowed: readonly number[]) =>
  z
    .number({ error: `Полето "${title}" е задължително` })
    .int()
    .refine((v) => allowed.includes(v), {
      error: `Полето "${title}" трябва да е една от позволените стойности`,
    })
    .meta({ title });

const amount = (title: string, max: number) => z.number().int().min(0).max(max).meta({ title });

/** Nutrition per 100 g (100 ml): energy in kcal, the rest in milligrams (3.2 g of protein = 3200). */
export const nutrition = z
  .object({
    energyKcal: amount('Енергия (kcal на 100 г)', 900),
    proteinMg: amount('Белтъчини (мг на 100 г)', 100_000),
    fatMg: amount('Мазнини (мг на 100 г)', 100_000),
    carbohydrateMg: amount('Въглехидрати (мг на 100 г)', 100_000),
    saltMg: amount('Сол (мг на 100 г)', 100_000),
  })
  .refine((n) => n.proteinMg + n.fatMg + n.carbohydrateMg + n.saltMg <= 100_000, {
    path: ['proteinMg'],
    message:
      'Полето "Белтъчини (мг на 100 г)": белтъчините, мазнините, въглехидратите и солта са повече от 100 г.',
  })
  .meta({ title: 'Хранителна стойност' });

export const conversion = z.object({
  unitOfMeasure: unitField('Мерна единица на превръщането'),
  quantity: quantityField('Количество в основна мерна единица'),
});

/** The fields a product is saved with, by a kindergarten or the Master. */
export const productFields = {
  name: text('Наименование', 200),
  categoryId: intIn('Категория', categoryLeafIds),
  baseUnit: baseUnitField(),
  conversions: z.array(conversion).max(5).default([]).meta({ title: 'Превръщания' }),
  allergens: z.array(intIn('Алерген', allergenIds)).max(14).default([]).meta({ title: 'Алергени' }),
  storageConditionId: intIn('Условия на съхранение', storageConditionIds),
  nutrition,
  shelfLifeDays: nullable(
    z.number().int().min(1).max(3650).meta({ title: 'Срок на годност (дни)' }),
    'Срок на годност (дни)',
  ),
  isActive: z.boolean().default(true).meta({ title: 'Активен' }),
};
const ownProductFields = {
  kindergartenId: kindergartenGuard(),
  ...productFields,
  manufacturerId: nullable(id('Производител'), 'Производител'),
};

export const product = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  baseUnit: z.number().int(),
  conversions: z.array(z.object({ unitOfMeasure: z.number().int(), quantity: z.number() })),
  allergens: z.array(z.number().int()),
  storageConditionId: z.number().int(),
  nutrition: z.object({
    energyKcal: z.number().int(),
    proteinMg: z.number().int(),
    fatMg: z.number().int(),
    carbohydrateMg: z.number().int(),
    saltMg: z.number().int(),
  }),
  manufacturerId: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  shelfLifeDays: z.number().int().nullable(),
  /** A national product (the Master's list), which kindergartens use but do not edit. */
  isNational: z.boolean(),
  /** For a kindergarten: whether it offers the product (national ones can be switched off per kindergarten). */
  isActive: z.boolean(),
  version: z.number().int(),
});
export type Product = z.infer<typeof product>;

export const productFilter = {
  name: optionalText('Търсене', 100),
  categoryId: z.coerce.number().int().min(1).max(100_000).optional().meta({ title: 'Категория' }),
  /** national: only the Master's list; own: only the kindergarten's; empty: both. */
  source: z.enum(['national', 'own']).optional().meta({ title: 'Източник' }),
  onlyActive: queryBoolean.optional().meta({ title: 'Само активните' }),
  ...pageQuery,
};

export const substitution = z.object({
  productId: z.string(),
  productName: z.string(),
  /** A national substitution (the Master's), which a kindergarten reads but does not change. */
  isNational: z.boolean(),
  productSubstitutions: z.array(z.object({ productId: z.string(), productName: z.string() })),
});

export const substitutionBody = {
  productId: id('Продукт'),
  substituteIds: ids('Заместители', 'Заместител', 20),
};

const named = z.object({ id: z.number().int(), name: z.string() });
const withKindergarten = z.object({ kindergartenId: kindergartenGuard() });

export const storageProductRoutes = defineRoutes('storage', {
  productsOverview: {
    method: 'GET',
    path: '/api/Products/overview-models',
    permission: needs('Products', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...productFilter }) },
    reply: { kind: 'json', schema: paged(product), paged: true },
    summary: 'Продуктите на детската градина с националния списък: търсене по име, категория и източник',
  },
  products: {
    method: 'GET',
    path: '/api/Products',
    permission: needs('Products', 'read'),
    request: { query: withKindergarten },
    reply: { kind: 'json', schema: z.array(product) },
    summary: 'Всички активни продукти (национални и собствени), по азбучен ред: за избор в документите',
  },
  product: {
    method: 'GET',
    path: '/api/Products/{id}',
    permission: needs('Products', 'read'),
    request: { path: z.object({ id: id('Продукт') }), query: withKindergarten },
    reply: { kind: 'json', schema: product },
    summary: 'Един продукт (собствен или от националния списък)',
  },
  storageConditions: {
    method: 'GET',
    path: '/api/Products/storage-conditions',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(named) },
    summary: 'Условията на съхранение на продуктите',
  },
  categories: {
    method: 'GET',
    path: '/api/Products/categories',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(named.extend({ items: z.array(named) })) },
    summary: 'Категориите продукти в две нива (групите храни на Наредба № 6/2011)',
  },
  recommendedQuantityTypes: {
    method: 'GET',
    path: '/api/Products/categories/recommended-quantity-types',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(named) },
    summary: 'Видовете препоръчително количество: на дете на ден или на седмица',
  },
  recommendedQuantities: {
    method: 'GET',
    path: '/api/Products/categories/recommended-quantity',
    permission: needs('Products', 'read'),
    request: { query: withKindergarten },
    reply: {
      kind: 'json',
      schema: z.array(
        z.object({ categoryId: z.number().int(), type: z.number().int(), quantity: z.number() }),
      ),
    },
    summary: 'Препоръчителните количества по категории на детската градина (в грамове)',
  },
  saveRecommendedQuantity: {
    method: 'POST',
    path: '/api/Products/categories/recommended-quantity/save/{categoryId}',
    permission: needs('Products', 'update'),
    // The category is a fixed list, the same for all; the setting is the session's kindergarten's by key.
    object: 'none',
    request: {
      path: z.object({
        categoryId: z.coerce.number().int().min(1).max(100_000).meta({ title: 'Категория' }),
      }),
      body: z.object({
        kindergartenId: kindergartenGuard(),
        type: intIn('Вид количество', [1, 2]),
        quantity: nullable(quantityField('Количество (г)'), 'Количество (г)'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва препоръчителното количество за категория (празно: изтрива го); важи последният запис',
  },
  allergens: {
    method: 'GET',
    path: '/api/Products/allergens',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(named) },
    summary: 'Четиринадесетте алергена на Регламент (ЕС) № 1169/2011, Приложение II, с номерата им',
  },
  productSubstitutions: {
    method: 'GET',
    path: '/api/Products/product-substitutions',
    permission: needs('Products', 'read'),
    request: {
      query: z.object({ kindergartenId: kindergartenGuard(), productId: id('Продукт').optional() }),
    },
    reply: { kind: 'json', schema: z.array(substitution) },
    summary: 'Замените на продукти: националните и тези на детската градина (по продукт, ако е посочен)',
  },
  saveProductSubstitutions: {
    method: 'POST',
    path: '/api/Products/product-substitutions',
    permission: needs('Products', 'update'),
    // The substitutions are the session's kindergarten's own list, keyed by the product: no record to own.
    object: 'none',
    request: { body: z.object({ kindergartenId: kindergartenGuard(), ...substitutionBody }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва с какво може да се замени продукт в рецепта в детската градина (празен списък: изтрива)',
  },
  createProduct: {
    method: 'POST',
    path: '/api/Products',
    permission: needs('Products', 'create'),
    // A new product: categoryId and storageConditionId are national lists, and the manufacturer is read
    // under the session's kindergarten (another kindergarten's answers 400), so the right alone decides.
    object: 'none',
    request: {
      body: z.object(ownProductFields),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя собствен продукт на детската градина',
  },
  editProduct: {
    method: 'POST',
    path: '/api/Products/{id}',
    permission: needs('Products', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id('Продукт') }),
      body: z.object({ ...ownProductFields, version: versionField() }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Редактира собствен продукт (националните се редактират от администратора на платформата)',
  },
  productActivity: {
    method: 'POST',
    path: '/api/Products/activity/{id}',
    permission: needs('Products', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id('Продукт') }),
      body: z.object({
        kindergartenId: kindergartenGuard(),
        isActive: z.boolean().meta({ title: 'Активен' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Включва или изключва продукт за детската градина (и национален: скрива го от избора)',
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/api/Products/{id}',
    permission: needs('Products', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Продукт') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива собствен продукт, който не се използва в наличности, документи или замени',
  },
});
