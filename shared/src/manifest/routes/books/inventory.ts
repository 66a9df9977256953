import { z } from 'zod';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The kindergarten's asset register (инвентарна книга, `/administration/inventory`): each asset with its
 * inventory number (unique in the kindergarten), name, kind, quantity, unit value in euro cents, date of
 * acquisition, where it is and who answers for it, and its write-off (date and reason: the entry stays).
 * No spec calls: the routes are ours (docs/decisions.md, issue #29).
 */

/** The kinds of assets a kindergarten's inventory book keeps apart. */
export const inventoryKinds = [
  { id: 1, name: 'Дълготраен материален актив' },
  { id: 2, name: 'Малотраен предмет' },
  { id: 3, name: 'Книги и дидактични материали' },
  { id: 4, name: 'Обзавеждане' },
  { id: 5, name: 'Техника' },
] as const;
export const inventoryKindName = (kind: number) => inventoryKinds.find((k) => k.id === kind)?.name ?? '';

/** The largest unit value an asset may carry (one million euro, in cents). */
export const inventoryMaxValueCents = 100_000_000;

export const inventoryItem = z.object({
  id: z.string(),
  inventoryNumber: z.string(),
  name: z.string(),
  kind: z.number().int(),
  kindName: z.string(),
  quantity: z.number().int(),
  unitValueCents: z.number().int(),
  acquiredOn: z.string(),
  location: z.string(),
  responsible: z.string(),
  writtenOffOn: z.string().nullable(),
  writeOffReason: z.string(),
  version: z.number().int(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const inventoryBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    id: id('Актив').optional(),
    version: versionField().optional(),
    inventoryNumber: text('Инвентарен номер', 50),
    name: text('Наименование', 300),
    kind: z
      .number()
      .int()
      .pipe(z.literal(inventoryKinds.map((k) => k.id)))
      .meta({ title: 'Вид' }),
    quantity: z.number().int().min(1).max(100_000).meta({ title: 'Количество' }),
    unitValueCents: z.number().int().min(0).max(inventoryMaxValueCents).meta({ title: 'Единична стойност' }),
    acquiredOn: dateField('Дата на придобиване'),
    location: optionalText('Местонахождение', 200),
    responsible: optionalText('Материално отговорно лице', 200),
    writtenOffOn: dateField('Дата на отписване').optional(),
    writeOffReason: optionalText('Основание за отписване', 500),
  })
  .refine(editNamesVersion, versionRequired)
  .superRefine((b, ctx) => {
    if (b.writtenOffOn && b.writtenOffOn < b.acquiredOn)
      ctx.addIssue({
        code: 'custom',
        path: ['writtenOffOn'],
        message: 'Полето "Дата на отписване" не може да е преди датата на придобиване.',
      });
    if (b.writtenOffOn && !b.writeOffReason)
      ctx.addIssue({
        code: 'custom',
        path: ['writeOffReason'],
        message: 'Полето "Основание за отписване" е задължително при отписан актив.',
      });
  });

export const booksInventoryRoutes = defineRoutes('books', {
  inventory: {
    method: 'GET',
    path: '/api/AdministrationBooks/inventory',
    permission: needs('Inventory', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        search: z.string().trim().max(100).optional().meta({ title: 'Търсене' }),
        writtenOff: queryBoolean.optional().meta({ title: 'Отписани' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(inventoryItem), paged: true },
    summary: 'Инвентарната книга: активите по инвентарен номер (не е в спецификацията)',
  },
  inventoryItem: {
    method: 'GET',
    path: '/api/AdministrationBooks/inventory/{id}',
    permission: needs('Inventory', 'read'),
    request: { path: z.object({ id: id('Актив') }) },
    reply: { kind: 'json', schema: inventoryItem },
    summary: 'Един актив (не е в спецификацията)',
  },
  saveInventoryItem: {
    method: 'POST',
    path: '/api/AdministrationBooks/inventory',
    permission: needs('Inventory', 'create'),
    object: kindergartenObject,
    request: { body: inventoryBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов или редактиран актив; зает инвентарен номер: 409 (не е в спецификацията)',
  },
  deleteInventoryItem: {
    method: 'DELETE',
    path: '/api/AdministrationBooks/inventory/{id}',
    permission: needs('Inventory', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Актив') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива погрешно въведен актив; отписаният остава в книгата (не е в спецификацията)',
  },
});
