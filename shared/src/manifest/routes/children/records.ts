import { z } from 'zod';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * Children records (issue #13): the record of a child of the session's kindergarten, its placements in
 * groups as history, and the lists other screens pick children from.
 */

/** A child in a picker: the name and the current group (teachers see their groups' children only). */
export const childOption = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
});
export type ChildOption = z.infer<typeof childOption>;

export const childrenRecordRoutes = defineRoutes('children', {
  childDropdown: {
    method: 'GET',
    path: '/api/Students/dropdown',
    permission: needs('Students', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        groupId: id('Група').optional(),
      }),
    },
    reply: { kind: 'json', schema: z.array(childOption) },
    summary: 'Децата на детската градина (или на група) за падащ списък, по име',
  },
});
