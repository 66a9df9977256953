import { z } from 'zod';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The class-book export (ClassBookExports): a group's diary for a period (the children's attendance day by
 * day, the weekly schedule) as one PDF ready to sign, per group and period. Once its receipt (the PDF) is
 * downloaded for signing, the export stays: its deletion is refused with the server's message.
 */

/** The longest period one export covers (a school year). */
export const classBookExportMaxDays = 366;

export const classBookExport = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  /** When the PDF was first downloaded for signing; null before. */
  downloadedAt: z.string().nullable(),
});
export type ClassBookExport = z.infer<typeof classBookExport>;

const dayIndex = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export const classBookExportBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    groupId: groupId(),
    fromDate: dateField('От дата'),
    toDate: dateField('До дата'),
  })
  .superRefine((b, ctx) => {
    const span = dayIndex(b.toDate) - dayIndex(b.fromDate) + 1;
    if (Number.isNaN(span)) return;
    if (span < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'Полето "До дата" не може да е преди "От дата"',
      });
    else if (span > classBookExportMaxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: `Полето "До дата": периодът е най-много ${classBookExportMaxDays} дни`,
      });
  });

const listQuery = z.object({
  kindergartenId: kindergartenGuard(),
  ClassIds: z
    .union([id('Група'), z.array(id('Група')).max(100)])
    .optional()
    .meta({ title: 'Групи' }),
  OrderByColumn: z.enum(['groupName', 'fromDate', 'createdAt']).optional().meta({ title: 'Подредба' }),
  OrderByDescending: queryBoolean.optional().meta({ title: 'Низходящо' }),
  ...pageQuery,
});

export const planningClassBookExportRoutes = defineRoutes('planning', {
  classBookExports: {
    method: 'GET',
    path: '/api/ClassBookExports/overview-models',
    permission: needs('ClassBooks', 'read'),
    request: { query: listQuery },
    reply: { kind: 'json', schema: paged(classBookExport), paged: true },
    summary: 'Изготвените дневници по групи и периоди (учител: своите групи)',
  },
  classBookExport: {
    method: 'GET',
    path: '/api/ClassBookExports',
    permission: needs('ClassBooks', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), id: id('Дневник') }) },
    reply: { kind: 'json', schema: classBookExport },
    summary: 'Един изготвен дневник',
  },
  createClassBookExport: {
    method: 'POST',
    path: '/api/ClassBookExports',
    permission: needs('ClassBooks', 'create'),
    object: 'none', // a new export: the handler lets a teacher make one only for a group they teach
    request: { body: classBookExportBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изготвя дневника на група за период (учител: своя група)',
  },
  classBookExportReceipt: {
    method: 'GET',
    path: '/api/ClassBookExports/receipt',
    permission: needs('ClassBooks', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        classBookExportId: id('Дневник'),
        fromDate: dateField('От дата').optional(),
        toDate: dateField('До дата').optional(),
      }),
    },
    reply: fileReplyKind('application/pdf'),
    summary: 'Дневникът като PDF за подпис (първото изтегляне го заключва срещу изтриване)',
  },
  deleteClassBookExport: {
    method: 'DELETE',
    path: '/api/ClassBookExports/{id}',
    permission: needs('ClassBooks', 'delete'),
    object: kindergartenObject, // deleting a diary is the managers' (teachers make and read them)
    request: { path: z.object({ id: id('Дневник') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива неизтеглен дневник; изтеглен за подпис: 409 със съобщението на сървъра',
  },
});
