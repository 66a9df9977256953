import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import { sessionCan } from '../../platform/auth/effective-rights';
import {
  moveSessionsOffSchoolYear,
  rolesWithoutKindergarten,
  schoolYearNotFoundMessage,
} from '../../platform/auth/session-context';
import { sofiaToday } from '../../platform/clock';
import { pageOf } from '../../platform/db/query';
import { checkVersion, requireVersion, versionOf } from '../../platform/db/versioned-update';
import { schoolYearsOf, schoolYearView } from '../../platform/frame/shell-reads';
import { badRequest, conflict, forbidden, notFound, refuseInvalid } from '../../platform/http/errors';
import { saved } from '../../platform/http/replies';
import type { TenantRouteSession } from '../../platform/http/route-session';
import {
  groupSchoolYears,
  isMember,
  kindergartenProfile,
  removeSchoolYear,
  type SchoolYearItem,
  schoolYearOf,
  writeSchoolYear,
} from './items';

export type { SchoolYearItem } from './items';

export interface SchoolYearInput {
  id?: string;
  yearFrom: number;
  yearTo?: number;
  fromDate: string;
  toDate: string;
  active: boolean;
  /** The version the editor loaded (required with `id`). */
  version?: number;
}

export const staleYearsMessage =
  'Учебните години на детската градина бяха променени междувременно от друг потребител. Опитайте отново.';

/**
 * What makes a school year valid beside the others of its kindergarten: two consecutive years, dates in
 * them and in order, no second year with the same start and no overlapping dates (the daily rollover picks
 * the year covering today, so two must never cover the same day). Field errors are 400; clashes are 409.
 */
export function checkSchoolYear(
  input: SchoolYearInput,
  others: readonly SchoolYearItem[],
): { errors: FieldError[]; clash?: string; yearTo: number } {
  const yearTo = input.yearTo ?? input.yearFrom + 1;
  const errors: FieldError[] = [];
  if (yearTo !== input.yearFrom + 1)
    errors.push({ field: 'yearTo', message: 'Крайната година трябва да е следващата след началната.' });
  if (!input.fromDate.startsWith(`${input.yearFrom}-`))
    errors.push({ field: 'fromDate', message: `Началната дата трябва да е през ${input.yearFrom} г.` });
  if (!input.toDate.startsWith(`${yearTo}-`))
    errors.push({ field: 'toDate', message: `Крайната дата трябва да е през ${yearTo} г.` });
  if (input.fromDate >= input.toDate)
    errors.push({ field: 'toDate', message: 'Крайната дата трябва да е след началната.' });
  if (errors.length > 0) return { errors, yearTo };
  const rest = others.filter((p) => p.id !== input.id);
  const same = rest.find((p) => Number(p.yearFrom) === input.yearFrom);
  if (same) return { errors, yearTo, clash: `Учебната година ${same.name} вече съществува.` };
  const overlap = rest.find((p) => p.fromDate <= input.toDate && input.fromDate <= p.toDate);
  if (overlap) return { errors, yearTo, clash: `Датите се застъпват с учебна година ${overlap.name}.` };
  return { errors, yearTo };
}

const kindergartenNotFound = 'Детската градина не е намерена.';

export interface SchoolYearListQuery {
  kindergartenId?: string;
  active?: boolean;
  PageNumber?: number;
  PageSize?: number;
}

/** `GET /api/KindergartenPeriods`. */
export async function listSchoolYears(session: TenantRouteSession, q: SchoolYearListQuery) {
  const { kindergartenId } = session;
  const years = (await schoolYearsOf(kindergartenId))
    .filter((p) => q.active === undefined || (p.active === true) === q.active)
    .map((p) => schoolYearView(p, session));
  return pageOf(years, q.PageNumber, q.PageSize ?? (years.length || 1));
}

/** Groups per school year: one Query of the kindergarten's groups (only their `periodId`). */
async function groupsPerSchoolYear(kindergartenId: string): Promise<Map<string, number>> {
  const groups = await groupSchoolYears(kindergartenId);
  const counts = new Map<string, number>();
  for (const g of groups) if (g.periodId) counts.set(g.periodId, (counts.get(g.periodId) ?? 0) + 1);
  return counts;
}

/** `GET /api/KindergartenPeriods/overview-models`: with groups per year and whether it can go. */
export async function schoolYearOverview(session: TenantRouteSession, q: SchoolYearListQuery) {
  const { kindergartenId } = session;
  const [years, counts] = await Promise.all([
    schoolYearsOf(kindergartenId),
    groupsPerSchoolYear(kindergartenId),
  ]);
  const rows = years.map((p) => {
    const groupsCount = counts.get(p.id) ?? 0;
    return { ...schoolYearView(p, session), groupsCount, canDelete: p.active !== true && groupsCount === 0 };
  });
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

const loadSchoolYear = (kindergartenId: string, id: string) =>
  schoolYearOf(kindergartenId, id, schoolYearNotFoundMessage);

export async function getSchoolYear(session: TenantRouteSession, id: string) {
  return schoolYearView(await loadSchoolYear(session.kindergartenId, id), session);
}

/**
 * `POST /api/KindergartenPeriods`: creates (no id) or edits a school year. One transaction writes the
 * year, moves "active" from the previous one when it becomes active, and bumps the kindergarten's
 * `periodsVersion` read before the checks, so two concurrent edits can never leave two active years or
 * overlapping dates. The first year of a kindergarten becomes active by itself, and so does a year covering
 * today while the active one does not (what the daily rollover would do at 00:05 happens at once).
 */
function takesOverToday(
  year: { fromDate: string; toDate: string },
  years: readonly SchoolYearItem[],
  activeId: string | null,
): boolean {
  const today = sofiaToday();
  const covers = (p: { fromDate: string; toDate: string }) => p.fromDate <= today && today <= p.toDate;
  const active = years.find((p) => p.id === activeId);
  return covers(year) && !(active && covers(active));
}

export async function saveSchoolYear(
  session: TenantRouteSession,
  body: SchoolYearInput & { kindergartenId?: string },
) {
  const { kindergartenId } = session;
  if (!body.id && !sessionCan(session, 'KindergartenPeriods', 'create'))
    throw forbidden('Нямате права да създавате учебни години.');
  // The kindergarten (and its years' version) is read BEFORE the years, and the years consistently: a change
  // committed after the first read bumps the version this transaction is conditioned on, and one committed
  // before is in the years. Read side by side, the years could be older than the version, and two editors
  // of one version could both win.
  const kg = await kindergartenProfile(kindergartenId, kindergartenNotFound);
  const years = await schoolYearsOf(kindergartenId, { consistent: true });
  const existing = body.id ? years.find((p) => p.id === body.id) : undefined;
  if (body.id && !existing) throw notFound(schoolYearNotFoundMessage);
  // Atomic with the write: the transaction holds the kindergarten's years version read with this year.
  if (existing) checkVersion(existing, requireVersion(body.version));
  const { errors, clash, yearTo } = checkSchoolYear(body, years);
  refuseInvalid(errors);
  if (clash) throw conflict(clash);
  const currentActive = kg.activePeriodId ?? null;
  const id = body.id ?? randomUUID();
  if (currentActive === id && !body.active)
    throw badRequest(
      'Детската градина трябва да има активна учебна година: направете активна друга година вместо тази.',
      [{ field: 'active', message: 'Активната учебна година не може да стане неактивна.' }],
    );
  const makeActive = body.active || !currentActive || takesOverToday(body, years, currentActive);
  const item: SchoolYearItem = {
    id,
    kindergartenId,
    name: `${body.yearFrom}/${yearTo}`,
    yearFrom: body.yearFrom,
    yearTo,
    fromDate: body.fromDate,
    toDate: body.toDate,
    active: makeActive,
    version: versionOf(existing) + 1,
  };
  await writeSchoolYear(kindergartenId, kg, item, {
    isNew: !body.id,
    previousActive: currentActive,
    staleMessage: staleYearsMessage,
  });
  return saved(id);
}

/**
 * `DELETE /api/KindergartenPeriods/{id}`: never the active year, never a year groups (and so children)
 * belong to. Sessions working in it move to the active year.
 */
export async function deleteSchoolYear(session: TenantRouteSession, id: string) {
  const { kindergartenId } = session;
  const [year, kg, counts] = await Promise.all([
    loadSchoolYear(kindergartenId, id),
    kindergartenProfile(kindergartenId, kindergartenNotFound),
    groupsPerSchoolYear(kindergartenId),
  ]);
  if (year.active === true || kg.activePeriodId === id)
    throw conflict('Активната учебна година не може да бъде изтрита. Първо направете активна друга година.');
  const groups = counts.get(id) ?? 0;
  if (groups > 0)
    throw conflict(
      `Учебната година ${year.name} не може да бъде изтрита: в нея има ${groups} ${groups === 1 ? 'група' : 'групи'}.`,
    );
  await removeSchoolYear(kindergartenId, kg, id, staleYearsMessage);
  await moveSessionsOffSchoolYear(kindergartenId, id, kg.activePeriodId ?? null);
  return saved(id);
}

/**
 * `GET /api/KindergartenPeriods/years/{kindergartenId}`: the school years of one of the user's
 * kindergartens (the membership is checked with one GetItem).
 */
export async function schoolYearsOfKindergarten(session: TenantRouteSession, kindergartenId: string) {
  if (rolesWithoutKindergarten.has(session.role)) throw forbidden('Нямате достъп до тази детска градина.');
  if (kindergartenId !== session.kindergartenId) {
    if (!(await isMember(session.userId, kindergartenId)))
      throw forbidden('Нямате достъп до тази детска градина.');
  }
  const years = await schoolYearsOf(kindergartenId);
  return { kindergartenId, periods: years.map((p) => schoolYearView(p, session)) };
}
