import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { activityId, childId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/**
 * An extra activity's attendance of a month (docs/areas/activity-enrollment.md): the session days (the
 * activity's weekdays that are working days of the kindergarten), the children enrolled on each, a mark per
 * cell (1 present, 2 absent), autofill from the kindergarten's attendance. The activity's teacher and the
 * managers mark; parents read their own children's rows.
 */

export const activityMarks = { present: 1, absent: 2 } as const;

const monthPath = {
  activityId: id('Дейност'),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
};

const monthBody = {
  kindergartenId: kindergartenGuard(),
  activityId: activityId(),
  month: z.number().int().min(1).max(12).meta({ title: 'Месец' }),
  year: z.number().int().min(2000).max(2099).meta({ title: 'Година' }),
};

export const activityAttendanceCell = z.object({
  date: z.string(),
  /** 1 present, 2 absent, null not marked. */
  mark: z.number().int().nullable(),
  /** The child is enrolled that day (only then may the cell be marked). */
  isEnrolled: z.boolean(),
});

export const activityAttendanceRow = z.object({
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string().nullable(),
  /** The child's fee of the month is paid (in part or in progress): its marks no longer change. */
  isLocked: z.boolean(),
  presentDays: z.number().int(),
  absentDays: z.number().int(),
  cells: z.array(activityAttendanceCell),
});
export type ActivityAttendanceRow = z.infer<typeof activityAttendanceRow>;

export const activityAttendanceMonth = z.object({
  activityId: z.string(),
  activityName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  /** The month's session days: the activity's weekdays that are working days of the kindergarten. */
  sessionDays: z.array(z.string()),
  /** The caller may mark (the activity's teacher or a manager). */
  canMark: z.boolean(),
  students: z.array(activityAttendanceRow),
  presentCount: z.number().int(),
  absentCount: z.number().int(),
});
export type ActivityAttendanceMonth = z.infer<typeof activityAttendanceMonth>;

export const activityMarksBody = z.object({
  ...monthBody,
  marks: z
    .array(
      z.object({
        studentId: childId(),
        day: z.number().int().min(1).max(31).meta({ title: 'Ден' }),
        /** 1 present, 2 absent, null: clear the mark. */
        mark: z
          .union([z.literal(1), z.literal(2), z.null()], {
            error: 'Полето "Отметка" трябва да е "Присъствал", "Отсъствал" или празно.',
          })
          .meta({ title: 'Отметка' }),
      }),
    )
    .min(1)
    .max(500)
    .meta({ title: 'Отметки' }),
});
export type ActivityMarksBody = z.infer<typeof activityMarksBody>;

export const autofillReply = z.object({ filled: z.number().int() });

export const activityAttendanceRoutes = defineRoutes('activities', {
  activityAttendance: {
    method: 'GET',
    path: '/api/Activities/attendance/{activityId}/{month}/{year}',
    permission: needs('ActivityAttendances', 'read'),
    request: { path: z.object(monthPath), query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: activityAttendanceMonth },
    summary:
      'Присъствието в дейност за месец: дните с занимания, записаните деца по дни, отметките и общо; родителят вижда само своите деца',
  },
  markActivityAttendance: {
    method: 'POST',
    path: '/api/Activities/attendance',
    permission: needs('ActivityAttendances', 'update'),
    // The handler decides by the activity: its teacher or a manager (403 otherwise).
    object: 'none',
    request: { body: activityMarksBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Отбелязва присъствие или отсъствие в дни с занимания, в които детето е записано (всяка клетка е отделен атрибут: нищо не се губи); платен месец е заключен',
  },
  autofillActivityAttendance: {
    method: 'POST',
    path: '/api/Activities/attendance/autofill',
    permission: needs('ActivityAttendances', 'update'),
    // The handler decides by the activity: its teacher or a manager (403 otherwise).
    object: 'none',
    request: { body: z.object(monthBody) },
    reply: { kind: 'json', schema: autofillReply },
    summary:
      'Попълва неотбелязаните дни с занимания от присъствието в детската градина (присъствал там: присъствал; отсъствал: отсъствал); не променя отметки',
  },
});
