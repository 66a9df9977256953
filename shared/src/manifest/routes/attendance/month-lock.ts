import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { kindergartenGuard, text } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The kindergarten's month lock (issue #24, point 9; docs/areas/attendance-grid.md): besides a group's own
 * locks, the director locks a whole month for every group (after the АСП report is sent: the 1st-4th of the
 * next month), and may turn on an automatic lock on a chosen day (1-28) of the next month. A locked month
 * takes no marks from anyone, the director included, until the director unlocks it with a reason, which the
 * audit log keeps.
 */

const monthText = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .meta({ title: 'Месец' });

/** The automatic lock's day of the next month: 1-28 (every month has it); null: off. */
export const autoLockDayField = z
  .number()
  .int()
  .min(1)
  .max(28)
  .nullable()
  .meta({ title: 'Ден за автоматично заключване' });

export const monthLockState = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** No mark of the month may be written, by anyone. */
  isLocked: z.boolean(),
  /** Why: the director's lock, the automatic lock, or null (open). */
  lockedBy: z.enum(['director', 'automatic']).nullable(),
  /** When the director locked it (ISO), or the date the automatic lock applied from (`YYYY-MM-DD`). */
  lockedAt: z.string().nullable(),
  /** The last unlock's reason while the month stays open after it; null otherwise. */
  unlockReason: z.string().nullable(),
  /** The kindergarten's automatic lock day (1-28 of the next month); null: off. */
  autoLockDay: z.number().int().nullable(),
  /** The date the automatic lock closes this month (`YYYY-MM-DD`); null when off. */
  autoLockDate: z.string().nullable(),
  /** The caller may lock, unlock and change the setting (the director, the administrator). */
  canLock: z.boolean(),
});
export type MonthLockState = z.infer<typeof monthLockState>;

export const lockKindergartenMonthBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    month: monthText,
    locked: z.boolean().meta({ title: 'Заключен' }),
    /** Required to unlock: the audit log keeps it. */
    reason: text('Причина', 500).optional(),
  })
  .refine((b) => b.locked || (b.reason !== undefined && b.reason.length >= 3), {
    path: ['reason'],
    message: 'Полето "Причина" е задължително при отключване (поне 3 знака).',
  });
export type LockKindergartenMonthBody = z.infer<typeof lockKindergartenMonthBody>;

export const attendanceMonthLockRoutes = defineRoutes('attendance', {
  kindergartenMonthLock: {
    method: 'GET',
    path: '/api/StudentAttendances/month-lock/{year}/{month}',
    permission: needs('StudentAttendances', 'read'),
    request: {
      path: z.object({
        month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
        year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
      }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: monthLockState },
    summary:
      'Заключен ли е месецът за цялата детска градина (от директора или автоматично на избран ден от следващия месец) и настройката за автоматично заключване',
  },
  lockKindergartenMonth: {
    method: 'POST',
    path: '/api/StudentAttendances/month-lock',
    // The kindergarten's own setting: only who edits the kindergarten (the director, the administrator).
    permission: needs('Kindergartens', 'update'),
    request: { body: lockKindergartenMonthBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Заключва месеца за всички групи на детската градина или го отключва с причина (записва се в одита); заключен месец не приема отбелязвания от никого',
  },
  saveMonthAutoLock: {
    method: 'POST',
    path: '/api/StudentAttendances/month-lock/settings',
    permission: needs('Kindergartens', 'update'),
    request: {
      body: z.object({ kindergartenId: kindergartenGuard(), autoLockDay: autoLockDayField }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Автоматично заключване на всеки месец на избран ден (1-28) от следващия месец (срокът за АСП е 4-о число); празно: изключено',
  },
});
