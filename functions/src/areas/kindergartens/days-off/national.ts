import { randomUUID } from 'node:crypto';
import { bgMessages, type FieldError } from '@gradina/shared';
import { formatDate } from '@gradina/shared/format-dates';
import { holidaysOf } from '@gradina/shared/holidays';
import { holidayYears, weekdayOf } from '../../../domain/calendar';
import { pageOf } from '../../../platform/db';
import { conflict, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { RouteSession } from '../../../platform/http/route-session';
import { addNationalDay, nationalDateOf, nationalDays, removeNationalDay } from './items';

/**
 * The Master's national calendar: the days the government adds to the computed holidays, for every
 * kindergarten of the country. A weekday made a day off (a bridge day), or a Saturday or Sunday made a
 * working day to make up for one; one entry per date.
 */

export interface NationalDayInput {
  date: string;
  isWorkingDay: boolean;
  name: string;
}

/** A bridge day falls on a weekday that is not a holiday already; a worked day on a weekend that is not one. */
export function checkNationalDay(input: NationalDayInput): FieldError[] {
  const year = Number(input.date.slice(0, 4));
  if (year < holidayYears.min || year > holidayYears.max)
    return [{ field: 'date', message: bgMessages.dateYears('Дата', holidayYears.min, holidayYears.max) }];
  const holiday = holidaysOf(year).find((h) => h.date === input.date);
  if (holiday)
    return [
      {
        field: 'date',
        message: `Полето "Дата": ${formatDate(input.date)} е официален празник (${holiday.name}).`,
      },
    ];
  const weekend = weekdayOf(input.date) >= 6;
  if (input.isWorkingDay && !weekend)
    return [
      {
        field: 'isWorkingDay',
        message: `Полето "Дата": ${formatDate(input.date)} е делничен ден и вече е работен.`,
      },
    ];
  if (!input.isWorkingDay && weekend)
    return [
      {
        field: 'date',
        message: `Полето "Дата": ${formatDate(input.date)} е събота или неделя и вече е почивен.`,
      },
    ];
  return [];
}

const yearRange = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/** `GET /api/administration/daysoff`: the year's computed holidays and the national days added to them. */
export async function nationalCalendar(q: { year: number }) {
  return { year: q.year, holidays: holidaysOf(q.year), days: await nationalDays(...yearRange(q.year)) };
}

/** `GET /api/administration/daysoff/overview-models`: the year's national days by date (one Query). */
export async function nationalDaysOverview(q: { year: number; PageNumber?: number; PageSize?: number }) {
  const days = await nationalDays(...yearRange(q.year));
  return pageOf(days, q.PageNumber, q.PageSize ?? (days.length || 1));
}

/** `POST /api/administration/daysoff`: adds a day; a date that already has one answers 409. */
export async function saveNationalDay(session: RouteSession, body: NationalDayInput) {
  const errors = checkNationalDay(body);
  refuseInvalid(errors);
  const id = randomUUID();
  if (!(await addNationalDay({ id, ...body }, session.userId)))
    throw conflict(`За ${formatDate(body.date)} вече има добавен ден. Премахнете го, за да добавите друг.`);
  return saved(id);
}

const nationalNotFound = 'Денят не е намерен в календара на страната.';

/** `DELETE /api/administration/daysoff/{guid}`. */
export async function deleteNationalDay(guid: string) {
  const date = await nationalDateOf(guid);
  if (!date || !(await removeNationalDay(date, guid))) throw notFound(nationalNotFound);
  return saved(guid);
}
