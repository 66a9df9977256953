import { z } from 'zod';
import { kitchenOpenPeriod } from '../../../kitchen/queries';
import { fileReplyKind, id } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * Estimated quantities for a menu (issue #35): the products a menu's days need for a head count per age
 * group, over the menu or a part of it, beside what the store holds now and its value at the average price:
 * what to order before the menu starts.
 */

const heads = (title: string) => z.coerce.number().int().min(0).max(5000).default(0).meta({ title });

const estimateQuery = kitchenOpenPeriod.extend({
  menuId: id('Меню'),
  nursery: heads('Деца в яслена група'),
  young: heads('Деца 3-4 г.'),
  older: heads('Деца 5-7 г.'),
});

export const menuEstimate = z.object({
  menuId: z.string(),
  menuName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** The menu's days in the period (weekdays with meals). */
  days: z.number().int(),
  lines: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      baseUnit: z.number().int(),
      /** Base units needed (grams, millilitres, pieces). */
      quantity: z.number().int(),
      /** Base units in all the kindergarten's warehouses now. */
      available: z.number().int(),
      /** Base units to buy (0 when the store holds enough). */
      missing: z.number().int(),
      /** Cents at the store's current average price (0 for a product never received). */
      value: z.number().int(),
    }),
  ),
  totalValue: z.number().int(),
});
export type MenuEstimate = z.infer<typeof menuEstimate>;

export const kitchenMenuEstimateRoutes = defineRoutes('kitchen', {
  estimatedQuantities: {
    method: 'GET',
    path: '/api/Menus/estimated-quantities-per-menu',
    permission: needs('StockReferences', 'read'),
    request: { query: estimateQuery },
    reply: { kind: 'json', schema: menuEstimate },
    summary:
      'Очакваните количества продукти за меню при зададен брой деца по възрастови групи, с наличността и стойността по средна цена',
  },
  estimatedQuantitiesReport: {
    method: 'GET',
    path: '/api/Menus/estimated-quantities-per-menu/report',
    permission: needs('StockReferences', 'read'),
    request: { query: estimateQuery },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Очакваните количества за меню като Excel (.xlsx)',
  },
});
