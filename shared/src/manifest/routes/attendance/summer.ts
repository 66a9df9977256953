import { z } from 'zod';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The summer head count (docs/areas/attendance-requests.md): from the parents' summer declarations
 * (`AbsenceType` 1 requests), how many children are expected each working day of June to September, for the
 * director and the kitchen (the manciple reads attendance for meal counts). Not a spec call: the spec's
 * summer screen shows it, and the manciple holds no right on the requests themselves.
 */
export const summerDay = z.object({
  date: z.string(),
  expected: z.number().int(),
  /** Per group: the group's id and its expected children. */
  groups: z.array(z.object({ groupId: z.string(), groupName: z.string(), expected: z.number().int() })),
});
export type SummerDay = z.infer<typeof summerDay>;

export const attendanceSummerRoutes = defineRoutes('attendance', {
  summerHeadCounts: {
    method: 'GET',
    path: '/api/StudentAttendances/summer-head-counts',
    permission: needs('StudentAttendances', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
        groupId: id('Група').optional(),
      }),
    },
    reply: { kind: 'json', schema: z.object({ days: z.array(summerDay), declarations: z.number().int() }) },
    summary:
      'Очакваният брой деца за всеки работен ден от юни до септември според летните декларации на родителите (директор и домакин)',
  },
});
