import { z } from 'zod';
import { TeacherAttendanceKind } from '../../../enums';
import { saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, kindergartenGuard } from '../../../schemas/fields';
import { staffId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/**
 * Staff attendance: the month grid (staff down, days across, a kind 0-11 per cell with optional hours),
 * the director's month lock, and the monthly reference on screen, as the printed form (Word) and as Excel.
 */

/** The longest working day a cell may book (Labour Code art. 136: 8 hours a day). */
export const staffWorkdayHours = 8;

/** Each kind's Bulgarian name and the short label a grid cell shows (spec kinds 0-11). */
export const staffAttendanceKinds: Record<TeacherAttendanceKind, { name: string; short: string }> = {
  [TeacherAttendanceKind.Locked]: { name: 'Заключен', short: 'З' },
  [TeacherAttendanceKind.Shift1]: { name: 'Първа смяна', short: 'I' },
  [TeacherAttendanceKind.Shift2]: { name: 'Втора смяна', short: 'II' },
  [TeacherAttendanceKind.PaidLeave]: { name: 'Платен отпуск', short: 'ПО' },
  [TeacherAttendanceKind.UnpaidLeave]: { name: 'Неплатен отпуск', short: 'НО' },
  [TeacherAttendanceKind.MaternityLeave]: { name: 'Майчинство', short: 'М' },
  [TeacherAttendanceKind.SickLeave]: { name: 'Болничен', short: 'Б' },
  [TeacherAttendanceKind.Absence]: { name: 'Отсъствие', short: 'О' },
  [TeacherAttendanceKind.Attendance]: { name: 'Присъствие', short: 'П' },
  [TeacherAttendanceKind.OfficialLeave]: { name: 'Служебен отпуск', short: 'СО' },
  [TeacherAttendanceKind.Lecturing]: { name: 'Лекторски часове', short: 'Л' },
  [TeacherAttendanceKind.BusinessTrip]: { name: 'Командировка', short: 'К' },
};

/** The kinds that count as at work: a shift, presence, lecturing, a business trip. */
export const staffPresentKinds: readonly TeacherAttendanceKind[] = [
  TeacherAttendanceKind.Shift1,
  TeacherAttendanceKind.Shift2,
  TeacherAttendanceKind.Attendance,
  TeacherAttendanceKind.Lecturing,
  TeacherAttendanceKind.BusinessTrip,
];

const monthPath = z.object({
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
});

export const staffAttendanceCell = z.object({
  /** `<staffId>#<date>`: a cell has no record of its own, the staff member's month item holds it. */
  id: z.string(),
  forDate: z.string(),
  type: z.enum(TeacherAttendanceKind),
  /** Hours worked or taught that day (lecturing, hourly staff); null: the whole working day. */
  hours: z.number().nullable(),
});
export type StaffAttendanceCell = z.infer<typeof staffAttendanceCell>;

export const staffAttendanceRow = z.object({
  teacherId: z.string(),
  teacherName: z.string(),
  position: z.string(),
  attendances: z.array(staffAttendanceCell),
});
export type StaffAttendanceRow = z.infer<typeof staffAttendanceRow>;

export const staffMonthDay = z.object({ date: z.string(), weekday: z.number().int(), isDayOff: z.boolean() });

export const staffAttendanceMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The director locked the month: nobody marks it until they unlock it. */
  isLocked: z.boolean(),
  days: z.array(staffMonthDay),
  teachers: z.array(staffAttendanceRow),
});
export type StaffAttendanceMonth = z.infer<typeof staffAttendanceMonth>;

/** One staff member's month in the reference: days per kind, working days, hours. */
export const staffReferenceRow = z.object({
  teacherId: z.string(),
  teacherName: z.string(),
  position: z.string(),
  /** Days per kind, by the kind's number ("1".."11"). */
  kinds: z.record(z.string(), z.number().int()),
  workedDays: z.number().int(),
  absentDays: z.number().int(),
  unmarkedDays: z.number().int(),
  hours: z.number(),
});

/** One working day of the month in the reference: how many staff had each kind. */
export const staffReferenceDay = z.object({
  date: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
  unmarked: z.number().int(),
});

export const staffAttendanceReference = z.object({
  year: z.number().int(),
  month: z.number().int(),
  workingDays: z.number().int(),
  isLocked: z.boolean(),
  rows: z.array(staffReferenceRow),
  days: z.array(staffReferenceDay),
});
export type StaffAttendanceReference = z.infer<typeof staffAttendanceReference>;

const monthQuery = z.object({ kindergartenId: kindergartenGuard() });

export const staffAttendanceRoutes = defineRoutes('staff', {
  staffAttendanceCurrent: {
    method: 'GET',
    path: '/api/TeacherAttendances',
    permission: needs('TeacherAttendances', 'read'),
    request: { query: monthQuery },
    reply: { kind: 'json', schema: staffAttendanceMonth },
    summary: 'Присъствията на персонала за текущия месец (по часовника на София)',
  },
  staffAttendanceMonth: {
    method: 'GET',
    path: '/api/TeacherAttendances/{month}/{year}',
    permission: needs('TeacherAttendances', 'read'),
    request: { path: monthPath, query: monthQuery },
    reply: { kind: 'json', schema: staffAttendanceMonth },
    summary: 'Месечната таблица на присъствията на персонала: служители, дни, вид и часове на всяка клетка',
  },
  markStaffAttendance: {
    method: 'POST',
    path: '/api/TeacherAttendances',
    permission: needs('TeacherAttendances', 'update'),
    // object: the cells name staff members of the session's kindergarten, each checked against its staff list
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        cells: z
          .array(
            z.object({
              teacherId: staffId(),
              forDate: dateField('Дата'),
              /** null clears the cell. */
              type: choice(TeacherAttendanceKind, 'Вид').nullable(),
              hours: z
                .number()
                .min(0.5)
                .max(staffWorkdayHours)
                .nullable()
                .optional()
                .meta({ title: 'Часове' }),
            }),
          )
          .min(1)
          .max(400)
          .meta({ title: 'Клетки' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Отбелязва клетки от месечната таблица (вид 1-11, часове до 8; празна стойност изчиства); почивен ден или заключен месец: 400',
  },
  lockStaffAttendanceMonth: {
    method: 'POST',
    path: '/api/TeacherAttendances/{month}/{year}',
    permission: needs('TeacherAttendances', 'update'),
    // object: the month of the session's kindergarten; the handler lets only its director (or administrator) lock it
    object: 'none',
    request: {
      path: monthPath,
      body: z.object({
        kindergartenId: kindergartenGuard(),
        locked: z.boolean().meta({ title: 'Заключен' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Заключва (вид 0 "Заключен") или отключва месеца на присъствията на персонала; само директорът',
  },
  staffAttendanceReference: {
    method: 'GET',
    path: '/api/TeacherAttendances/reference/{month}/{year}',
    permission: needs('TeacherAttendances', 'read'),
    request: { path: monthPath, query: monthQuery },
    reply: { kind: 'json', schema: staffAttendanceReference },
    summary: 'Месечна справка за присъствията на персонала: дни по вид на служител и присъстващи по дни',
  },
  exportStaffAttendanceForm: {
    method: 'GET',
    path: '/api/TeacherAttendances/reference/export/{month}/{year}',
    permission: needs('TeacherAttendances', 'read'),
    request: { path: monthPath, query: monthQuery },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    summary: 'Присъствената форма на персонала за месеца за печат (Word, .docx)',
  },
  exportStaffAttendanceExcel: {
    method: 'GET',
    path: '/api/TeacherAttendances/reference/export/excel/{month}/{year}',
    permission: needs('TeacherAttendances', 'read'),
    request: { path: monthPath, query: monthQuery },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Месечната справка за присъствията на персонала като Excel (.xlsx)',
  },
});
