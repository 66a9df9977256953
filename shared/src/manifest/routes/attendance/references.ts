import { z } from 'zod';
import { AbsenceType, RequestStatus } from '../../../enums';
import { queryBoolean } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The attendance references (issue #14): per day, per child, per group, by months, days, absences,
 * family-reason days, НЕИСПУО codes, requests, and the monthly social-assistance (АСП) file. Each is read
 * from the grid's child-month items (one Query per kindergarten-month) or the group aggregates, shown as a
 * table and exported as Excel with Bulgarian headers. Directors see every group, teachers their own.
 */

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a reference table: its key in the rows and its Bulgarian header. */
export const referenceColumn = z.object({ key: z.string(), label: z.string(), numeric: z.boolean() });
const cell = z.union([z.string(), z.number(), z.null()]);

/** Every on-screen reference answers one table: what its Excel twin prints, row for row. */
export const referenceTable = z.object({
  title: z.string(),
  /** What the table covers, in words (`Група „Звездица“, ноември 2026`). */
  subtitle: z.string(),
  columns: z.array(referenceColumn),
  rows: z.array(z.record(z.string(), cell)),
  /** The totals line, when the reference has one. */
  totals: z.record(z.string(), cell).nullable(),
});
export type ReferenceTable = z.infer<typeof referenceTable>;
export type ReferenceColumn = z.infer<typeof referenceColumn>;

/** The references without a table call of the spec's own, shown through `table/{kind}`. */
export const ReferenceKind = [
  'per-day',
  'per-student',
  'family-absence',
  'absences',
  'groups',
  'neispuo',
  'smp',
] as const;
export type ReferenceKind = (typeof ReferenceKind)[number];

/** The references whose Excel file the spec has no call for, exported through `table/{kind}/export`. */
export const ExtraExportKind = ['by-months', 'groups', 'neispuo'] as const;
export type ExtraExportKind = (typeof ExtraExportKind)[number];

/** The longest date range a days reference reads (at most four month partitions). */
export const referenceMaxDays = 92;
/** The most months a by-months reference spans: a school year. */
export const referenceMaxMonths = 12;

const month = z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' });
const year = z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' });
const groupId = id('Група').optional();
const monthText = (title: string) =>
  z
    .string()
    .trim()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { error: `Полето "${title}" трябва да е месец във вида ГГГГ-ММ` })
    .meta({ title });

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const dayIndex = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

const dateRange = z
  .object({
    kindergartenId: kindergartenGuard(),
    groupId,
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
    else if (span > referenceMaxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: `Полето "До дата": справката обхваща най-много ${referenceMaxDays} дни`,
      });
  });

const monthRange = z
  .object({
    kindergartenId: kindergartenGuard(),
    groupId,
    fromMonth: monthText('От месец'),
    toMonth: monthText('До месец'),
  })
  .superRefine((q, ctx) => {
    if (!/^\d{4}-\d{2}$/.test(q.fromMonth) || !/^\d{4}-\d{2}$/.test(q.toMonth)) return;
    const span = monthIndex(q.toMonth) - monthIndex(q.fromMonth) + 1;
    if (span < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['toMonth'],
        message: 'Полето "До месец" не може да е преди "От месец"',
      });
    else if (span > referenceMaxMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['toMonth'],
        message: `Полето "До месец": справката обхваща най-много ${referenceMaxMonths} месеца`,
      });
  });

const monthQuery = z.object({ kindergartenId: kindergartenGuard(), groupId, month, year });
const dayQuery = z.object({ kindergartenId: kindergartenGuard(), groupId, date: dateField('Дата') });
const schoolYearQuery = z.object({
  kindergartenId: kindergartenGuard(),
  groupId,
  periodId: id('Учебна година').optional(),
});
const applicationType = z.coerce
  .number()
  .pipe(choice(AbsenceType, 'Вид заявление'))
  .meta({ title: 'Вид заявление' });
const applicationFilters = {
  kindergartenId: kindergartenGuard(),
  groupId,
  status: z.coerce.number().pipe(choice(RequestStatus, 'Статус')).optional().meta({ title: 'Статус' }),
  periodId: id('Учебна година').optional(),
};

/** Every filter a `table/{kind}` reference may take; each kind names the ones it needs (400 otherwise). */
const tableQuery = z.object({
  kindergartenId: kindergartenGuard(),
  groupId,
  date: dateField('Дата').optional(),
  month: month.optional(),
  year: year.optional(),
  periodId: id('Учебна година').optional(),
  fromMonth: monthText('От месец').optional(),
  toMonth: monthText('До месец').optional(),
});

/**
 * The АСП file's query: the director's confirmation that the file may go out with working days still unmarked
 * (without it, or from a teacher, the export is refused with the list of those days per group).
 */
const smpExportQuery = z.object({
  kindergartenId: kindergartenGuard(),
  confirmUnmarked: queryBoolean.optional().meta({ title: 'Потвърждение за неотбелязаните дни' }),
});

/** The working days still unmarked for the АСП file, per group (issue #24). */
export const smpUnmarkedGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  /** `YYYY-MM-DD`, in order. */
  dates: z.array(z.string()),
});
export const smpUnmarkedReply = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  groups: z.array(smpUnmarkedGroup),
  /** Whether the caller may confirm an export with unmarked days (the director). */
  canConfirm: z.boolean(),
});
export type SmpUnmarkedReply = z.infer<typeof smpUnmarkedReply>;

const read = needs('AttendanceReferences', 'read');
const json = { kind: 'json' as const, schema: referenceTable };

export const attendanceReferenceRoutes = defineRoutes('attendance', {
  referencePerDayExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/per-day/export',
    permission: read,
    request: { query: dayQuery },
    reply: fileReplyKind(xlsx),
    summary: 'Присъствието за един ден по групи и деца, като Excel',
  },
  referencePerStudentExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/per-student/export',
    permission: read,
    request: { query: monthQuery },
    reply: fileReplyKind(xlsx),
    summary: 'Месечната справка по деца (всеки ден с означението му и сборовете), като Excel',
  },
  referenceFamilyAbsenceExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/family-absence/export',
    permission: read,
    request: { query: schoolYearQuery },
    reply: fileReplyKind(xlsx),
    summary:
      'Отсъствията по семейни причини за учебната година (използвани и оставащи от дните, които позволява правилото за учебната година), като Excel',
  },
  referenceSmpExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/smp/export/{month}/{year}',
    permission: read,
    request: { path: z.object({ month, year }), query: smpExportQuery },
    reply: fileReplyKind('text/plain; charset=windows-1251'),
    summary:
      'Месечният файл за социално подпомагане (АСП): CP1251, 16 полета, разделени с „|“; 409 със списъка на неотбелязаните работни дни, докато не са отбелязани или директорът не потвърди',
  },
  referenceSmpUnmarked: {
    method: 'GET',
    path: '/api/AttendanceReferences/smp/unmarked/{month}/{year}',
    permission: read,
    request: { path: z.object({ month, year }), query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json' as const, schema: smpUnmarkedReply },
    summary: 'Неотбелязаните работни дни на децата от файла за АСП, по групи',
  },
  referenceSmpExcelExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/smp/excel-export/{month}/{year}',
    permission: read,
    request: { path: z.object({ month, year }), query: smpExportQuery },
    reply: fileReplyKind(xlsx),
    summary: 'Файлът за АСП като Excel със същите колони (със същата проверка за неотбелязани дни)',
  },
  referenceDaysAttendances: {
    method: 'GET',
    path: '/api/AttendanceReferences/days-attendances',
    permission: read,
    request: { query: dateRange },
    reply: json,
    summary: 'Присъствия и отсъствия по дни за период (до 92 дни)',
  },
  referenceDaysAttendancesExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/days-attendances/reference',
    permission: read,
    request: { query: dateRange },
    reply: fileReplyKind(xlsx),
    summary: 'Справката по дни като Excel',
  },
  referenceByMonths: {
    method: 'GET',
    path: '/api/AttendanceReferences/by-months',
    permission: read,
    request: { query: monthRange },
    reply: json,
    summary: 'Присъствия, извинени и неизвинени отсъствия на всяко дете по месеци (до 12 месеца)',
  },
  referenceAbsencesExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/absences/export',
    permission: read,
    request: { query: monthQuery },
    reply: fileReplyKind(xlsx),
    summary: 'Отсъствията за месец по деца (над 2 неизвинени при задължително обучение), като Excel',
  },
  referenceApplications: {
    method: 'GET',
    path: '/api/AttendanceReferences/applications',
    permission: read,
    request: { query: z.object({ ...applicationFilters, type: applicationType }) },
    reply: json,
    summary: 'Заявленията за отсъствие по семейни причини (вид 0) или за лятно посещение (вид 1)',
  },
  referenceApplicationsExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/applications/export/{type}',
    permission: read,
    request: { path: z.object({ type: applicationType }), query: z.object(applicationFilters) },
    reply: fileReplyKind(xlsx),
    summary: 'Заявленията като Excel',
  },
  referenceTable: {
    method: 'GET',
    path: '/api/AttendanceReferences/table/{kind}',
    permission: read,
    request: {
      path: z.object({ kind: z.enum(ReferenceKind).meta({ title: 'Справка' }) }),
      query: tableQuery,
    },
    reply: json,
    summary:
      'Справките без собствено извикване в спецификацията (по ден, по деца, по групи, отсъствия, НЕИСПУО, АСП) като таблица',
  },
  referenceTableExport: {
    method: 'GET',
    path: '/api/AttendanceReferences/table/{kind}/export',
    permission: read,
    request: {
      path: z.object({ kind: z.enum(ExtraExportKind).meta({ title: 'Справка' }) }),
      query: tableQuery,
    },
    reply: fileReplyKind(xlsx),
    summary: 'Excel файлът на справките по месеци, по групи и НЕИСПУО',
  },
});
