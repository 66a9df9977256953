import { z } from 'zod';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The missed-topics report (issue #14): which days of a period each child missed, so the teacher knows what
 * to go over again. The group's weekly topics are not stored yet (the planning area's programs come later),
 * so the report names the missed days and the group; it reads the attendance grid's child-months.
 */

/** The longest period the report reads (at most four month partitions). */
export const missedTopicsMaxDays = 92;

export const missedTopicsRow = z.object({
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** Days away (excused or not) in the period. */
  missedDays: z.number().int(),
  /** Those days, ISO dates in order. */
  dates: z.array(z.string()),
});
export type MissedTopicsRow = z.infer<typeof missedTopicsRow>;

const dayIndex = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

const query = z
  .object({
    kindergartenId: kindergartenGuard(),
    classId: id('Група').optional(),
    fromDate: dateField('От дата'),
    toDate: dateField('До дата'),
  })
  .superRefine((q, ctx) => {
    const span = dayIndex(q.toDate) - dayIndex(q.fromDate) + 1;
    if (Number.isNaN(span)) return;
    if (span < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'Полето "До дата" не може да е преди "От дата"',
      });
    else if (span > missedTopicsMaxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: `Полето "До дата": справката обхваща най-много ${missedTopicsMaxDays} дни`,
      });
  });

export const planningMissedTopicRoutes = defineRoutes('planning', {
  missedTopicsReport: {
    method: 'GET',
    path: '/api/Lessons/missed-topics-report',
    permission: needs('Lessons', 'read'),
    request: { query },
    reply: { kind: 'json', schema: z.array(missedTopicsRow) },
    summary: 'Пропуснатите дни на всяко дете за период (до 92 дни) с групата му; учител само своите групи',
  },
  missedTopicsReportExport: {
    method: 'GET',
    path: '/api/Lessons/missed-topics-report/export',
    permission: needs('Lessons', 'read'),
    request: { query },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Пропуснатите дни като Excel',
  },
});
