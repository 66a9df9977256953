import { z } from 'zod';
import { DayOffType } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, id, kindergartenGuard, text } from '../../../schemas/fields';
import { groupId, referenceIds, schoolYearId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Days off: a kindergarten's own (a type, a date range, optionally some groups), the Master's national
 * calendar (bridge days and the Saturdays worked to make up for them), and the calendar both give together
 * with the official holidays computed by `shared/src/holidays.ts` (`/api/Dates/weeks` and `/months`).
 */

/** The most days one kindergarten day off may span (a leap year's school year). */
export const dayOffMaxDays = 366;

export const dayOff = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  /** The school year it is filed under; its dates lie inside that year. */
  periodId: z.string(),
  type: z.enum(DayOffType),
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Calendar days from `fromDate` to `toDate`, both included. */
  daysCount: z.number().int(),
  /** The groups it closes; empty: the whole kindergarten. */
  groupIds: z.array(z.string()),
  groupNames: z.array(z.string()),
  version: z.number().int(),
});
export type DayOff = z.infer<typeof dayOff>;

/** A day of the Master's national calendar: a bridge day off, or a weekend day worked instead of one. */
export const nationalDay = z.object({
  id: z.string(),
  date: z.string(),
  /** true: a Saturday or Sunday the government made a working day; false: a weekday it made a day off. */
  isWorkingDay: z.boolean(),
  name: z.string(),
});
export type NationalDay = z.infer<typeof nationalDay>;

export const holiday = z.object({
  date: z.string(),
  kind: z.enum(['official', 'easter', 'moved', 'education']),
  name: z.string(),
});

/** Why a day is off (or, for `national` with `isWorkingDay`, why a weekend day is worked). */
export const dayReason = z.object({
  source: z.enum(['holiday', 'national', 'kindergarten']),
  name: z.string(),
  /** The kindergarten day off's type; null for holidays and national days. */
  type: z.enum(DayOffType).nullable(),
  /** The groups a kindergarten day off closes; empty: all of them. */
  groupIds: z.array(z.string()),
  /** The kindergarten day off's id (the list links to it); null otherwise. */
  dayOffId: z.string().nullable(),
});

export const calendarDay = z.object({
  date: z.string(),
  /** 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  /** Closed for the whole kindergarten: a weekend not worked, a holiday, a national or a whole-kindergarten day off. */
  isDayOff: z.boolean(),
  /** The groups closed while the kindergarten is open (a quarantine of one group). */
  closedGroupIds: z.array(z.string()),
  reasons: z.array(dayReason),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const calendarWeek = z.object({
  /** Monday of the week (it may lie in the month before). */
  monday: z.string(),
  /** The week's days inside the month, Monday first. */
  days: z.array(calendarDay),
});

export const calendarMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The month's part inside the school year. */
  fromDate: z.string(),
  toDate: z.string(),
  workingDays: z.number().int(),
  daysOff: z.number().int(),
});

const yearQuery = (title: string) => z.coerce.number().int().min(1900).max(2099).meta({ title });
const dayOffTitle = 'Почивен ден';

export const kindergartenDaysOffRoutes = defineRoutes('kindergartens', {
  daysOffOverview: {
    method: 'GET',
    path: '/api/DaysOff/overview-models',
    permission: needs('DaysOff', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        periodId: id('Учебна година').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(dayOff), paged: true },
    summary: 'Почивните дни на детската градина в учебна година (по подразбиране: тази на сесията), по дата',
  },
  dayOff: {
    method: 'GET',
    path: '/api/DaysOff/{id}',
    permission: needs('DaysOff', 'read'),
    request: { path: z.object({ id: id(dayOffTitle) }) },
    reply: { kind: 'json', schema: dayOff },
    summary: 'Един почивен ден на детската градина (с версията за редакция)',
  },
  saveDayOff: {
    method: 'POST',
    path: '/api/DaysOff',
    permission: needs('DaysOff', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(dayOffTitle).optional(),
          kindergartenId: kindergartenGuard(),
          periodId: schoolYearId(),
          type: choice(DayOffType, 'Вид'),
          name: text('Наименование', 200),
          fromDate: dateField('От дата'),
          toDate: dateField('До дата'),
          groupIds: referenceIds(groupId(), 'Групи', 100).default([]),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира почивен ден: вид, период до 366 дни в учебната година, по избор само някои групи (остаряла версия: 409)',
  },
  dayOffGroups: {
    method: 'GET',
    path: '/api/DaysOff/group-options',
    permission: needs('DaysOff', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), periodId: id('Учебна година') }) },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.string(), name: z.string() })) },
    summary:
      'Групите на учебна година, от които формата избира (добавено от продукта: групите още нямат свой списък; docs/decisions.md)',
  },
  deleteDayOff: {
    method: 'DELETE',
    path: '/api/DaysOff/{id}',
    permission: needs('DaysOff', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(dayOffTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива почивен ден на детската градина (спецификацията няма изтриване: docs/decisions.md)',
  },
  dateWeeks: {
    method: 'GET',
    path: '/api/Dates/weeks',
    permission: needs('DaysOff', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        year: yearQuery('Година'),
        month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
      }),
    },
    reply: {
      kind: 'json',
      schema: z.object({ year: z.number().int(), month: z.number().int(), weeks: z.array(calendarWeek) }),
    },
    summary:
      'Седмиците на месец с всеки ден: почивен ли е, за кои групи и защо (празници, национални, на градината)',
  },
  dateMonths: {
    method: 'GET',
    path: '/api/Dates/months',
    permission: needs('DaysOff', 'read'),
    request: {
      query: z.object({ kindergartenId: kindergartenGuard(), periodId: id('Учебна година').optional() }),
    },
    reply: {
      kind: 'json',
      schema: z.object({
        periodId: z.string(),
        fromDate: z.string(),
        toDate: z.string(),
        months: z.array(calendarMonth),
      }),
    },
    summary: 'Месеците на учебна година (по подразбиране: тази на сесията) с работните и почивните им дни',
  },
  nationalCalendar: {
    method: 'GET',
    path: '/api/administration/daysoff',
    permission: needs('NationalDaysOff', 'read', false),
    request: { query: z.object({ year: yearQuery('Година') }) },
    reply: {
      kind: 'json',
      schema: z.object({ year: z.number().int(), holidays: z.array(holiday), days: z.array(nationalDay) }),
    },
    summary: 'Календарът на година за цялата страна: изчислените официални празници и добавените дни',
  },
  nationalDaysOverview: {
    method: 'GET',
    path: '/api/administration/daysoff/overview-models',
    permission: needs('NationalDaysOff', 'read', false),
    request: { query: z.object({ year: yearQuery('Година'), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(nationalDay), paged: true },
    summary: 'Добавените от главния администратор дни на година, по дата',
  },
  saveNationalDay: {
    method: 'POST',
    path: '/api/administration/daysoff',
    permission: needs('NationalDaysOff', 'create', false),
    request: {
      body: z.object({
        date: dateField('Дата'),
        isWorkingDay: z.boolean().default(false).meta({ title: 'Отработва се (работен ден)' }),
        name: text('Наименование', 200),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Добавя ден за цялата страна: делничен почивен ден (мост) или събота/неделя, обявена за работна; по един на дата (409)',
  },
  deleteNationalDay: {
    method: 'DELETE',
    path: '/api/administration/daysoff/{guid}',
    permission: needs('NationalDaysOff', 'delete', false),
    // object: the national calendar belongs to no kindergarten; the Master's right alone decides
    object: 'none',
    request: { path: z.object({ guid: id('Ден') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Премахва добавен ден от календара на страната',
  },
});
