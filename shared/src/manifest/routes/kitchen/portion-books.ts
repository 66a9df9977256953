import { z } from 'zod';
import { kitchenYear } from '../../../kitchen/queries';
import { saveReply } from '../../../schemas/common';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { headCountRow, mealTypeOption } from './meal-calculations';

/**
 * Portion books (порционна книга, issue #35): a confirmed day's calculation written down as the book's page,
 * numbered per kindergarten and calendar year without gaps (a deleted one is annulled and keeps its number): the portions per meal type and group and the
 * products issued per meal type with their value. Printed by the storage references
 * (`/api/StockReferences/portion-book/receipt/{id}`).
 */

const bookTitle = 'Порционна книга';

export const portionBookDetail = z.object({
  id: z.string(),
  number: z.number().int(),
  year: z.number().int(),
  date: z.string(),
  calculationId: z.string(),
  menuName: z.string(),
  mealTypes: z.array(mealTypeOption),
  heads: z.array(headCountRow),
  products: z.array(
    z.object({
      mealType: z.number().int(),
      productId: z.string(),
      productName: z.string(),
      baseUnit: z.number().int(),
      quantity: z.number().int(),
      value: z.number().int(),
    }),
  ),
  totalValue: z.number().int(),
  createdBy: z.string(),
  /** Deleted: annulled, its number kept (no gap in the year's series). */
  annulled: z.boolean(),
});
export type PortionBookDetail = z.infer<typeof portionBookDetail>;

export const kitchenPortionBookRoutes = defineRoutes('kitchen', {
  portionBookLastNumber: {
    method: 'GET',
    path: '/api/PortionBooks/last-number',
    permission: needs('PortionBooks', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        year: kitchenYear.optional(),
      }),
    },
    reply: { kind: 'json', schema: z.object({ year: z.number().int(), number: z.number().int() }) },
    summary: 'Последният номер на порционна книга за годината (0 преди първата)',
  },
  portionBook: {
    method: 'GET',
    path: '/api/PortionBooks/{id}',
    permission: needs('PortionBooks', 'read'),
    request: { path: z.object({ id: id(bookTitle) }) },
    reply: { kind: 'json', schema: portionBookDetail },
    summary: 'Една порционна книга: порциите по хранене и група и изписаните продукти',
  },
  createPortionBook: {
    method: 'POST',
    path: '/api/PortionBooks/create-portionbook',
    permission: needs('PortionBooks', 'create'),
    object: kindergartenObject,
    request: {
      body: z.object({ kindergartenId: kindergartenGuard(), calculationId: id('Калкулация') }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава порционната книга на потвърдена калкулация със следващия номер за годината (по една на ден)',
  },
  deletePortionBook: {
    method: 'DELETE',
    path: '/api/PortionBooks/{id}',
    permission: needs('PortionBooks', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(bookTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Анулира порционна книга: номерът ѝ остава (без пропуски в поредицата), денят може да получи нова книга',
  },
});
