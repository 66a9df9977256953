import { z } from 'zod';
import { paged, pageQuery } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { documentSummary } from '../../../storage/ledger';
import { Unit } from '../../../storage/units';
import { defineRoutes, needs } from '../../route';

/**
 * Stock availability: what is in the store on a date (today by default), per product and per warehouse,
 * with quantity (base units) and value (cents); products expiring within N days; the average price of a
 * product in a warehouse in any unit it can be counted in; what the kitchen may use on a date; and the
 * stock inbounds (every receipt and surplus) with who made them.
 */

export const productAvailability = z.object({
  productId: z.string(),
  productName: z.string(),
  baseUnit: z.number().int(),
  quantity: z.number().int(),
  /** Cents. */
  value: z.number().int(),
  /** Cents per base unit, 4 decimals. */
  averagePrice: z.number(),
  /** The earliest expiry date of what is on hand, or null. */
  nearestExpiry: z.string().nullable(),
});

export const stockAvailability = productAvailability.extend({
  warehouseId: z.string(),
  warehouseName: z.string(),
});

const availabilityQuery = z.object({
  kindergartenId: kindergartenGuard(),
  date: dateField('Към дата').optional(),
  warehouseId: id('Склад').optional(),
  search: z.string().trim().max(100).meta({ title: 'Търсене' }).optional(),
  /** Only products with something on hand expiring within this many days (today counts as 0). */
  expiringWithinDays: z.coerce
    .number()
    .int()
    .min(0)
    .max(3650)
    .meta({ title: 'Изтичащи до (дни)' })
    .optional(),
  ...pageQuery,
});

export const inboundSummary = documentSummary.extend({
  kind: z.enum(['receipt', 'inventory']),
  supplierName: z.string(),
  createdById: z.string(),
});

export const storageStockRoutes = defineRoutes('storage', {
  productAvailability: {
    method: 'GET',
    path: '/api/Stocks/product-availability',
    permission: needs('Stocks', 'read'),
    request: { query: availabilityQuery },
    reply: { kind: 'json', schema: paged(productAvailability), paged: true },
    summary:
      'Наличност по продукти (всички складове или един) към дата: количество, стойност, средна цена, най-близък срок',
  },
  stockAvailabilityDetailed: {
    method: 'GET',
    path: '/api/Stocks/stock-availability-detailed',
    permission: needs('Stocks', 'read'),
    request: { query: availabilityQuery },
    reply: { kind: 'json', schema: paged(stockAvailability), paged: true },
    summary: 'Наличност по продукти и складове към дата; по избор само изтичащите до N дни',
  },
  warehousesAvailability: {
    method: 'GET',
    path: '/api/Stocks/warehouses-availability/{productId}',
    permission: needs('Stocks', 'read'),
    request: {
      path: z.object({ productId: id('Продукт') }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: z.array(stockAvailability) },
    summary: 'Наличността на един продукт във всеки склад',
  },
  weightedAveragePrice: {
    method: 'GET',
    path: '/api/Stocks/weighted-average-price/{productId}/{warehouseId}/{unitOfMeasure}',
    permission: needs('Stocks', 'read'),
    request: {
      path: z.object({
        productId: id('Продукт'),
        warehouseId: id('Склад'),
        unitOfMeasure: z.coerce.number().pipe(z.enum(Unit)).meta({ title: 'Мерна единица' }),
      }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: {
      kind: 'json',
      schema: z.object({
        /** Cents per one unit of `unitOfMeasure`, 4 decimals. */
        averagePrice: z.number(),
        quantity: z.number(),
        value: z.number().int(),
      }),
    },
    summary:
      'Средно претеглената цена на продукт в склад за една мерна единица (мерна единица без превръщане: 400)',
  },
  availableForDate: {
    method: 'GET',
    path: '/api/Products/available-for-date/{date}',
    permission: needs('Stocks', 'read'),
    request: {
      path: z.object({ date: dateField('Дата') }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: z.array(productAvailability) },
    summary: 'Продуктите с наличност към дата (за менюто и искането на кухнята), по име',
  },
  inboundCreators: {
    method: 'GET',
    path: '/api/StockInbounds/creators',
    permission: needs('StockInbounds', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.string(), name: z.string() })) },
    summary: 'Потребителите, въвели заприхождавания през текущата година (филтър на списъка)',
  },
  inboundsOverview: {
    method: 'GET',
    path: '/api/StockInbounds/overview-models',
    permission: needs('StockInbounds', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        fromDate: dateField('От дата').optional(),
        toDate: dateField('До дата').optional(),
        createdById: id('Въвел').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(inboundSummary), paged: true },
    summary: 'Заприхождаванията за период: стокови разписки и излишъци от инвентаризация',
  },
});
