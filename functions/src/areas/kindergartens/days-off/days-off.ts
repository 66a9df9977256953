import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import { formatDate } from '@gradina/shared/format-dates';
import { type DayOff, dayOffMaxDays } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { pick } from '@gradina/shared/record-fields';
import { addDays, calendarOf, daysCount, monthBounds, monthsOf, weeksOf } from '../../../domain/calendar';
import { pageOf, versionOf } from '../../../platform/db';
import type { SchoolYearItem } from '../../../platform/frame/shell-reads';
import { createOrEditVersion } from '../../../platform/http/create-or-edit';
import { invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  createDayOff,
  type DayOffItem,
  dayOffNotFound,
  daysOffAround,
  daysOffOfSchoolYear,
  groupsOf,
  nationalDays,
  readDayOff,
  removeDayOff,
  replaceDayOff,
  schoolYearsOf,
} from './items';

/** A day off as the form sends it: the stored fields a person edits, the id and version of an edit. */
export type DayOffInput = Pick<
  DayOffItem,
  'periodId' | 'type' | 'name' | 'fromDate' | 'toDate' | 'groupIds'
> & {
  id?: string;
  version?: number;
};

type Year = Pick<SchoolYearItem, 'id' | 'name' | 'fromDate' | 'toDate'>;
type GroupRow = { id: string; name: string; periodId?: string };

const schoolYearNotFound = 'Учебната година не е намерена.';

/**
 * What makes a day off valid (each answer names its field): the school year it is filed under exists, the
 * range runs forward, spans at most 366 days and lies inside that year, and every group is one of the
 * kindergarten's groups of that year (`groups`: those found under the session's kindergarten).
 */
export function checkDayOff(
  input: DayOffInput,
  year: Year | undefined,
  groups: readonly GroupRow[],
): FieldError[] {
  if (!year) return [{ field: 'periodId', message: `Полето "Учебна година": ${schoolYearNotFound}` }];
  const errors: FieldError[] = [];
  if (input.toDate < input.fromDate)
    errors.push({ field: 'toDate', message: 'Полето "До дата" не може да е преди "От дата".' });
  else if (daysCount(input.fromDate, input.toDate) > dayOffMaxDays)
    errors.push({
      field: 'toDate',
      message: `Полето "До дата": периодът е по-дълъг от ${dayOffMaxDays} дни.`,
    });
  const inYear = `учебната година ${year.name} (${formatDate(year.fromDate)} – ${formatDate(year.toDate)})`;
  for (const [field, title] of [
    ['fromDate', 'От дата'],
    ['toDate', 'До дата'],
  ] as const)
    if (input[field] < year.fromDate || input[field] > year.toDate)
      errors.push({ field, message: `Полето "${title}" трябва да е в ${inYear}.` });
  const byId = new Map(groups.map((g) => [g.id, g]));
  const missing = input.groupIds.find((g) => !byId.has(g));
  const otherYear = input.groupIds.map((g) => byId.get(g)).find((g) => g && g.periodId !== year.id);
  if (missing)
    errors.push({ field: 'groupIds', message: 'Полето "Групи": групата не е от тази детска градина.' });
  else if (otherYear)
    errors.push({
      field: 'groupIds',
      message: `Полето "Групи": групата „${otherYear.name}“ не е от учебната година ${year.name}.`,
    });
  return errors;
}

export function dayOffView(item: DayOffItem): DayOff {
  return {
    id: item.id,
    kindergartenId: item.kindergartenId,
    periodId: item.periodId,
    type: item.type,
    name: item.name,
    fromDate: item.fromDate,
    toDate: item.toDate,
    daysCount: daysCount(item.fromDate, item.toDate),
    groupIds: item.groupIds ?? [],
    groupNames: item.groupNames ?? [],
    version: versionOf(item),
  };
}

/** The school year a request means: the one named, else the session's, else the active one. */
async function yearOf(session: TenantRouteSession, periodId?: string): Promise<SchoolYearItem> {
  const years = await schoolYearsOf(session.kindergartenId);
  const wanted = periodId ?? session.periodId;
  const year = wanted ? years.find((y) => y.id === wanted) : years.find((y) => y.active);
  if (!year) throw periodId ? invalidField('periodId', schoolYearNotFound) : notFound(schoolYearNotFound);
  return year;
}

/** `GET /api/DaysOff/overview-models`: a school year's days off by date (one Query when the year is known). */
export async function listDaysOff(
  session: TenantRouteSession,
  q: { periodId?: string; PageNumber?: number; PageSize?: number },
) {
  const periodId = q.periodId ?? session.periodId ?? (await yearOf(session)).id;
  const rows = (await daysOffOfSchoolYear(session.kindergartenId, periodId)).map(dayOffView);
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

export async function getDayOff(session: TenantRouteSession, id: string) {
  const item = await readDayOff(session.kindergartenId, id);
  if (!item) throw notFound(dayOffNotFound);
  return dayOffView(item);
}

/**
 * `POST /api/DaysOff`: creates (no id) or replaces a day off. `existing` is the item the pipeline loaded for
 * the object rule; the write checks its version again atomically (409 when someone saved in between).
 */
export async function saveDayOff(
  session: TenantRouteSession,
  body: DayOffInput,
  existing: DayOffItem | undefined,
) {
  const kindergartenId = session.kindergartenId;
  const expected = createOrEditVersion(session, body, 'DaysOff', 'Нямате права да добавяте почивни дни.');
  const [years, groups] = await Promise.all([
    schoolYearsOf(kindergartenId),
    groupsOf(kindergartenId, body.groupIds),
  ]);
  const errors = checkDayOff(
    body,
    years.find((y) => y.id === body.periodId),
    groups,
  );
  refuseInvalid(errors);
  const groupIds = [...new Set(body.groupIds)];
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const item: DayOffItem = {
    id: body.id ?? randomUUID(),
    kindergartenId,
    ...pick(body, 'periodId', 'type', 'name', 'fromDate', 'toDate'),
    groupIds,
    groupNames: groupIds.map((g) => names.get(g) ?? ''),
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  if (body.id) await replaceDayOff(item, expected);
  else await createDayOff(item);
  return saved(item.id);
}

/** `DELETE /api/DaysOff/{id}` (not in the spec: docs/decisions.md). */
export async function deleteDayOff(session: TenantRouteSession, id: string) {
  if (!(await removeDayOff(session.kindergartenId, id))) throw notFound(dayOffNotFound);
  return saved(id);
}

/** `GET /api/Dates/weeks`: the month's days in weeks (two Queries: the days off around it, the national days). */
export async function weeks(session: TenantRouteSession, q: { year: number; month: number }) {
  const { fromDate, toDate } = monthBounds(q.year, q.month);
  const [own, national] = await Promise.all([
    daysOffAround(session.kindergartenId, fromDate, toDate, addDays(toDate, -dayOffMaxDays)),
    nationalDays(fromDate, toDate),
  ]);
  return { year: q.year, month: q.month, weeks: weeksOf(calendarOf(fromDate, toDate, national, own)) };
}

/** `GET /api/Dates/months`: a school year's months (three Queries: the years, its days off, national days). */
export async function months(session: TenantRouteSession, q: { periodId?: string }) {
  const year = await yearOf(session, q.periodId);
  const [own, national] = await Promise.all([
    daysOffOfSchoolYear(session.kindergartenId, year.id),
    nationalDays(year.fromDate, year.toDate),
  ]);
  return {
    periodId: year.id,
    ...pick(year, 'fromDate', 'toDate'),
    months: monthsOf(calendarOf(year.fromDate, year.toDate, national, own)),
  };
}
