import { z } from 'zod';
import { paged, pageQuery } from '../../../schemas/common';
import { fileReplyKind } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The МОН and municipality references of children's attendance (issue #14) and staff (issue #15): figures per
 * kindergarten over a month range, read only from the kindergarten-month aggregates (never a child's or a
 * staff member's record), for the whole country (МОН) or the user's own municipality. Each has an Excel twin.
 */

/** The most months one reference spans: a school year, so its cost stays kindergartens × 12 at most. */
export const referenceMaxMonths = 12;

const monthShape = /^(\d{4})-(\d{2})$/;

/** A month `YYYY-MM` (01-12, a year of 1900-2100). */
export const monthField = (title: string) =>
  z
    .string()
    .trim()
    .max(7)
    .refine(
      (text) => {
        const m = monthShape.exec(text);
        return (
          Boolean(m) &&
          Number(m![2]) >= 1 &&
          Number(m![2]) <= 12 &&
          Number(m![1]) >= 1900 &&
          Number(m![1]) <= 2100
        );
      },
      { error: `Полето "${title}" трябва да е месец във вида ГГГГ-ММ` },
    )
    .meta({ title });

/** Months from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function monthSpan(from: string, to: string): number {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

const code = (title: string) => z.string().trim().min(1).max(20).meta({ title });

const filterShape = {
  fromMonth: monthField('От месец'),
  toMonth: monthField('До месец'),
  /** An oblast of the ЕКАТТЕ (`PDV`): the kindergartens whose municipality lies in it. */
  regionCode: code('Област').optional(),
  /** A municipality of the ЕКАТТЕ (`PDV22`); a municipality user may name only their own. */
  municipalityCode: code('Община').optional(),
};

const rangeChecked = <T extends { fromMonth: string; toMonth: string }>(q: T, ctx: z.RefinementCtx) => {
  if (!monthShape.test(q.fromMonth) || !monthShape.test(q.toMonth)) return;
  const span = monthSpan(q.fromMonth, q.toMonth);
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
};

/** The filters every reference takes: a month range of at most 12 months, a region or a municipality. */
export const referenceFilters = z.object(filterShape).superRefine(rangeChecked);
export type ReferenceFilters = z.infer<typeof referenceFilters>;

const listQuery = z.object({ ...filterShape, ...pageQuery }).superRefine(rangeChecked);

/** The АСП summary is of one month (the report social assistance asks for every month). */
const smpQuery = z.object({
  month: monthField('Месец'),
  regionCode: filterShape.regionCode,
  municipalityCode: filterShape.municipalityCode,
});

export const where = {
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  municipalityCode: z.string().nullable(),
  regionCode: z.string().nullable(),
  /** The ЕКАТТЕ names of the municipality and its oblast (issue #26); null for a code not in the lists. */
  municipalityName: z.string().nullable().optional(),
  regionName: z.string().nullable().optional(),
  /** Kindergarten-months with figures inside the range (0: the kindergarten has no data for the range). */
  months: z.number().int(),
};

/** A kindergarten's children's attendance over the range (day cells summed over its months). */
export const attendanceFigures = z.object({
  childMonths: z.number().int(),
  compulsoryChildMonths: z.number().int(),
  presentDays: z.number().int(),
  excusedDays: z.number().int(),
  unexcusedDays: z.number().int(),
  familyReasonDays: z.number().int(),
  /** Children of compulsory age with more than 2 unexcused days in a month, summed over the months. */
  unexcusedOver2: z.number().int(),
  /** Present days of the days marked present or absent, in percent with one decimal; null without any. */
  attendanceRate: z.number().nullable(),
  /** Day cells per `StudentAttendanceStatus`: index 0 is status 1, index 14 status 15. */
  statusDays: z.array(z.number().int()),
});
export const attendanceRow = z.object({ ...where, ...attendanceFigures.shape });
export type AttendanceRow = z.infer<typeof attendanceRow>;

export const substitutionFigures = z.object({
  count: z.number().int(),
  days: z.number().int(),
  hours: z.number(),
  /** Teachers who substituted, summed over the months (a teacher substituting in two months counts twice). */
  teachers: z.number().int(),
});
export const substitutionRow = z.object({ ...where, ...substitutionFigures.shape });
export type SubstitutionRow = z.infer<typeof substitutionRow>;

export const staffFigures = z.object({
  total: z.number().int(),
  pedagogical: z.number().int(),
  nonPedagogical: z.number().int(),
  directors: z.number().int(),
  /** Staff per `WorkingTime`: index 0 is full day (1), index 3 independent (4). */
  workingTimes: z.array(z.number().int()),
});
export const staffCountRow = z.object({
  ...where,
  /** The last month of the range with figures: staff counts are a head count, never summed over months. */
  month: z.string(),
  ...staffFigures.shape,
});
export type StaffCountRow = z.infer<typeof staffCountRow>;

const report = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) =>
  paged(row).extend({ fromMonth: z.string(), toMonth: z.string(), totals });

const xlsx = fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
const oversight = needs('AdministrativeReferences', 'read', false);

export const monReferenceRoutes = defineRoutes('references', {
  attendances: {
    method: 'GET',
    path: '/api/MONReferences/attendances',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(attendanceRow, attendanceFigures), paged: true },
    summary:
      'Посещаемост на децата по детски градини за период от месеци (МОН: цялата страна; община: своите), по име на градината',
  },
  exportAttendances: {
    method: 'GET',
    path: '/api/MONReferences/attendances/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Посещаемостта по детски градини като Excel (.xlsx) с български заглавия',
  },
  exportAbsences: {
    method: 'GET',
    path: '/api/MONReferences/absences/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary:
      'Отсъствията по детски градини и месеци (извинени, неизвинени, по семейни причини, деца с над 2 неизвинени дни) като Excel',
  },
  exportSmp: {
    method: 'GET',
    path: '/api/MONReferences/smp/export',
    permission: oversight,
    request: { query: smpQuery },
    reply: xlsx,
    summary:
      'Обобщение за АСП на един месец по детски градини (деца в задължителна възраст, нередовно посещаващи, извинени и неизвинени дни), без лични данни',
  },
  substitutions: {
    method: 'GET',
    path: '/api/MONReferences/substitutions',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(substitutionRow, substitutionFigures), paged: true },
    summary: 'Заместванията по детски градини за период от месеци: брой, дни, часове, заместващи учители',
  },
  exportSubstitutions: {
    method: 'GET',
    path: '/api/MONReferences/substitutions/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Заместванията по детски градини като Excel (.xlsx)',
  },
  kindergartenPeopleCounts: {
    method: 'GET',
    path: '/api/MONReferences/kindergarten-people-counts',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(staffCountRow, staffFigures), paged: true },
    summary:
      'Персоналът по детски градини (общо, педагогически, непедагогически, директори, по работно време) към последния месец на периода',
  },
  exportKindergartenPeopleCounts: {
    method: 'GET',
    path: '/api/MONReferences/kindergarten-people-counts/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Персоналът по детски градини като Excel (.xlsx)',
  },
});
