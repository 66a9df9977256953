import { z } from 'zod';
import { ClassSubjectType } from '../../../enums';
import { saveReply } from '../../../schemas/common';
import { choice, id, kindergartenGuard, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * The subjects (образователни направления) a kindergarten teaches, each of a ClassSubjectType: one list per
 * kindergarten, edited as a whole with its version (settings › subjects).
 */

export const subjectsMax = 60;

export const kindergartenSubject = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ClassSubjectType),
});
export type KindergartenSubject = z.infer<typeof kindergartenSubject>;

export const kindergartenSubjectRoutes = defineRoutes('kindergartens', {
  subjects: {
    method: 'GET',
    path: '/api/Kindergartens/subjects',
    permission: needs('Subjects', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(kindergartenSubject) },
    summary:
      'Направленията на детската градина по вид (задължителни, избираеми, факултативни, специализирани) и име',
  },
  editSubjects: {
    method: 'GET',
    path: '/api/Kindergartens/edit/subjects',
    // Read is enough: the settings page shows the list read-only to those who may not change it.
    permission: needs('Subjects', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: {
      kind: 'json',
      schema: z.object({ subjects: z.array(kindergartenSubject), version: z.number().int() }),
    },
    summary: 'Направленията на детската градина за редакция, с версията на списъка',
  },
  updateSubjects: {
    method: 'POST',
    path: '/api/Kindergartens/update/subjects',
    permission: needs('Subjects', 'update'),
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        subjects: z
          .array(
            z.object({
              id: id('Направление').optional(),
              name: text('Наименование', 100),
              type: choice(ClassSubjectType, 'Вид'),
            }),
          )
          .max(subjectsMax)
          .meta({ title: 'Направления' }),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва целия списък с направления на детската градина (едно име веднъж; остаряла версия: 409)',
  },
});
