import { z } from 'zod';
import { kitchenOpenPeriod } from '../../../kitchen/queries';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, groupReadObject, kindergartenObject, needs } from '../../route';

/**
 * The day's meal calculation (калкулация, issue #35): for a date, the head count per meal type and group from
 * the attendance marked that morning and the staff meals, the products the menu's recipes need for them,
 * confirmed into a completed request to the store (the stock goes out at the average price). One calculation
 * per kindergarten and day: its id is the date. The spec lists the reads and the two edits; creating,
 * confirming and deleting a draft are the product's (docs/decisions.md, "Issue #35: meal calculations").
 */

/**
 * A day's calculation is read by the kitchen and the store (and the director), and by a teacher when one of
 * their groups eats that day (the object rule: the pipeline checks the groups of the day's head counts).
 */
const dayRead = needs('MealCalculations', 'read');

/** A calculation is named by its day (YYYY-MM-DD); any other id is one that does not exist (404). */
const dayPath = z.object({ id: id('Калкулация') });

export const mealTypeOption = z.object({ mealType: z.number().int(), name: z.string() });

export const calculationSummary = z.object({
  id: z.string(),
  date: z.string(),
  /** 1 draft, 2 confirmed. */
  status: z.number().int(),
  menuName: z.string(),
  warehouseName: z.string(),
  /** Children fed (the largest head count of a meal type). */
  children: z.number().int(),
  staff: z.number().int(),
  /** Cents; 0 until confirmed. */
  totalValue: z.number().int(),
  /** Cents per child for the day (children's portions only); 0 until confirmed. */
  costPerChild: z.number().int(),
  requestNumber: z.number().int().nullable(),
  portionBookId: z.string().nullable(),
  portionBookNumber: z.number().int().nullable(),
});
export type CalculationSummary = z.infer<typeof calculationSummary>;

export const calculationDetail = calculationSummary.extend({
  menuId: z.string(),
  warehouseId: z.string(),
  requestId: z.string().nullable(),
  mealTypes: z.array(mealTypeOption),
  dishes: z.array(
    z.object({
      mealType: z.number().int(),
      ageGroup: z.number().int(),
      recipeId: z.string(),
      recipeName: z.string(),
    }),
  ),
  version: z.number().int(),
});

export const headCountRow = z.object({
  groupId: z.string(),
  groupName: z.string(),
  /** The kitchen age group (1 nursery, 2 3-4 years, 3 5-7 years); 0 the staff. */
  ageGroup: z.number().int(),
  preparatory: z.boolean(),
  mealType: z.number().int(),
  count: z.number().int(),
});

export const calculationAttendances = z.object({
  id: z.string(),
  status: z.number().int(),
  mealTypes: z.array(mealTypeOption),
  rows: z.array(headCountRow),
  version: z.number().int(),
});

export const calculationProductLine = z.object({
  mealType: z.number().int(),
  ageGroup: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  baseUnit: z.number().int(),
  /** Base units (grams, millilitres, pieces). */
  quantity: z.number().int(),
  /** Cents once confirmed, else null. */
  value: z.number().int().nullable(),
});

export const calculationProducts = z.object({
  id: z.string(),
  status: z.number().int(),
  mealTypes: z.array(mealTypeOption),
  lines: z.array(calculationProductLine),
  /** Per product over the day: what the store issues, what it holds now and the value at today's average. */
  totals: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      baseUnit: z.number().int(),
      quantity: z.number().int(),
      available: z.number().int(),
      /** Cents: issued value once confirmed, else the estimate at the current average price. */
      value: z.number().int(),
    }),
  ),
  totalValue: z.number().int(),
  version: z.number().int(),
});

const count = (title: string) => z.number().int().min(0).max(10_000).meta({ title });
const quantity = (title: string) => z.number().int().min(0).max(100_000_000).meta({ title });

export const kitchenMealCalculationRoutes = defineRoutes('kitchen', {
  calculation: {
    method: 'GET',
    path: '/api/Meals/calculations',
    permission: dayRead,
    object: groupReadObject,
    request: { query: z.object({ kindergartenId: kindergartenGuard(), date: dateField('Дата') }) },
    reply: { kind: 'json', schema: calculationDetail },
    summary: 'Калкулацията на един ден (404, ако за деня няма калкулация)',
  },
  calculationsOverview: {
    method: 'GET',
    path: '/api/Meals/calculations/overview-models',
    permission: dayRead,
    request: {
      query: kitchenOpenPeriod.extend(pageQuery),
    },
    reply: { kind: 'json', schema: paged(calculationSummary), paged: true },
    summary:
      'Калкулациите за период (по подразбиране: текущият месец), най-новите първи; учител – дните, в които се хранят негови групи',
  },
  calculationAttendances: {
    method: 'GET',
    path: '/api/Meals/attendances/{id}',
    permission: dayRead,
    object: groupReadObject,
    request: { path: dayPath },
    reply: { kind: 'json', schema: calculationAttendances },
    summary: 'Броят хранени по вид хранене и група (и персоналът) на калкулацията',
  },
  calculationProducts: {
    method: 'GET',
    path: '/api/Meals/products/{id}',
    permission: dayRead,
    object: groupReadObject,
    request: { path: dayPath },
    reply: { kind: 'json', schema: calculationProducts },
    summary:
      'Продуктите на калкулацията по вид хранене и възрастова група и общо за деня с наличността в склада',
  },
  calculationPrint: {
    method: 'GET',
    path: '/api/Meals/receipt/{id}',
    permission: dayRead,
    object: groupReadObject,
    request: { path: dayPath },
    reply: fileReplyKind('application/pdf'),
    summary: 'Калкулацията за печат (PDF, A4): хранени, продукти, стойност и цена на дете',
  },
  mealMenuTypes: {
    method: 'GET',
    path: '/api/Meals/menu-types',
    permission: needs('StockReferences', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(mealTypeOption) },
    summary: 'Видовете хранене на деня, по реда на сервиране',
  },
  createCalculation: {
    method: 'POST',
    path: '/api/Meals/calculations',
    permission: needs('StockRequests', 'create'),
    object: kindergartenObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        date: dateField('Дата'),
        warehouseId: id('Склад'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава калкулацията на деня от менюто, сутрешните присъствия и храненето на персонала (добавено от продукта)',
  },
  editCalculationAttendances: {
    method: 'POST',
    path: '/api/Meals/calculations/edit-attendances/{id}',
    permission: needs('StockRequests', 'update'),
    object: kindergartenObject,
    request: {
      path: dayPath,
      body: z.object({
        kindergartenId: kindergartenGuard(),
        rows: z
          .array(
            z.object({
              groupId: groupId(),
              mealType: z.number().int().min(1).max(9).meta({ title: 'Вид хранене' }),
              count: count('Брой хранени'),
            }),
          )
          .min(1)
          .max(500)
          .meta({ title: 'Хранени' }),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Поправя броя хранени на чернова; продуктите се изчисляват отново',
  },
  editCalculationProducts: {
    method: 'POST',
    path: '/api/Meals/calculations/edit-products/{id}',
    permission: needs('StockRequests', 'update'),
    object: kindergartenObject,
    request: {
      path: dayPath,
      body: z.object({
        kindergartenId: kindergartenGuard(),
        lines: z
          .array(
            z.object({
              mealType: z.number().int().min(1).max(9).meta({ title: 'Вид хранене' }),
              ageGroup: z.number().int().min(0).max(9).meta({ title: 'Възрастова група' }),
              productId: id('Продукт'),
              quantity: quantity('Количество'),
            }),
          )
          .max(2000)
          .meta({ title: 'Продукти' }),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Поправя количествата на продуктите на чернова (в основни единици: г, мл, бр.); 0 маха реда',
  },
  confirmCalculation: {
    method: 'POST',
    path: '/api/Meals/calculations/confirm/{id}',
    permission: needs('StockRequests', 'update'),
    object: kindergartenObject,
    request: {
      path: dayPath,
      body: z.object({ kindergartenId: kindergartenGuard(), version: versionField() }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Потвърждава калкулацията: създава и приключва искане за отпуск (стоката излиза по средна цена); при недостиг отказва (добавено от продукта)',
  },
  deleteCalculation: {
    method: 'DELETE',
    path: '/api/Meals/calculations/{id}',
    permission: needs('StockRequests', 'delete'),
    object: kindergartenObject,
    request: { path: dayPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива чернова на калкулация; потвърдената остава (добавено от продукта)',
  },
});
