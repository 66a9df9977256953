import { z } from 'zod';
import { paged, queryBoolean, saveReply } from '../../../schemas/common';
import { id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { childId, groupId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * Personal educational work (issue #30): the children of the caller's groups with whether they have special
 * educational needs (СОП, Наредба за приобщаващото образование) and the support given. The list takes the
 * spec's filters and defaults (page size 30, sorted by position: the child's number in its group by name);
 * a child's record is saved on its own (ours: the spec names the list only).
 */

export const personalWorkPageSize = 30;

export const personalWorkRow = z.object({
  childId: z.string(),
  childName: z.string(),
  classId: z.string(),
  className: z.string(),
  /** The child's number in its group, by name. */
  position: z.number().int(),
  isSop: z.boolean(),
  support: z.string(),
  version: z.number().int(),
});
export type PersonalWorkRow = z.infer<typeof personalWorkRow>;

export const personalWorkSort = ['position', 'name', 'className'] as const;

export const planningPersonalWorkRoutes = defineRoutes('planning', {
  personalEducationalWork: {
    method: 'GET',
    path: '/api/complex/Administration/students/personalEducationalWork',
    permission: needs('EducationalResults', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        classIds: z
          .union([id('Група'), z.array(id('Група')).max(50)])
          .optional()
          .meta({ title: 'Групи' }),
        isSop: queryBoolean.optional(),
        nameSearchTerm: optionalText('Търсене', 100),
        orderByColumn: z.enum(personalWorkSort).optional().meta({ title: 'Подреждане' }),
        orderByDescending: queryBoolean.optional(),
        pageNumber: z.coerce.number().int().min(1).max(100_000).optional(),
        pageSize: z.coerce.number().int().min(1).max(500).optional(),
      }),
    },
    reply: { kind: 'json', schema: paged(personalWorkRow), paged: true },
    summary:
      'Децата от групите на потребителя със специални образователни потребности и подкрепата им (по 30, по номер в групата)',
  },
  savePersonalEducationalWork: {
    method: 'POST',
    path: '/api/complex/Administration/students/personalEducationalWork',
    permission: needs('EducationalResults', 'update'),
    // The child's group decides (its teachers, resource specialists and the managers): the handler reads it.
    object: 'none',
    request: {
      body: z.object({
        classId: groupId(),
        childId: childId(),
        isSop: z.boolean().meta({ title: 'СОП' }),
        support: optionalText('Подкрепа', 4000),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва дали детето е със СОП и каква подкрепа получава (остаряла версия: 409)',
  },
});
