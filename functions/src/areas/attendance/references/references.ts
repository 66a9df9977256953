import type { ReferenceKind, ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { readMonthScopes } from '../../../domain/aggregates';
import { familyLimitFor } from '../../../domain/attendance/family-reason';
import { monthOf, monthWorkingDaysOf } from '../../../domain/calendar';
import { sofiaToday } from '../../../platform/clock';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readFamilyLimitRules } from '../requests/items';
import { absences, familyAbsence, groupsMonth, neispuoMonth } from './absence-references';
import { smpTable } from './asp-export';
import { type ChildMonthCells, dateOf, monthsBetween } from './cells';
import { readMonthCalendar, readMonths } from './items';
import type { MonthTable } from './month-references';
import { byMonths, daysAttendances, openDaysOffOf, perDay, perStudent } from './month-references';
import { referenceScope, required, schoolYearOf } from './scope';
import { tableXlsx } from './tables';

/** One function per reference: the scope, the reads (items.ts), the pure computation, the table. */

/** Keeps only the days from `from` to `to` (both included) of each child-month. */
function within(children: readonly ChildMonthCells[], from: string, to: string): ChildMonthCells[] {
  return children.map((c) => ({
    ...c,
    days: Object.fromEntries(
      Object.entries(c.days).filter(([d]) => {
        const date = dateOf(c.month, Number(d));
        return date >= from && date <= to;
      }),
    ),
  }));
}

type GroupFilter = { groupId?: string | undefined };
type MonthFilter = GroupFilter & { month: number; year: number };

export async function perDayTable(session: TenantRouteSession, q: GroupFilter & { date: string }) {
  const scope = await referenceScope(session, q.groupId);
  const children = await readMonths(session.kindergartenId, [q.date.slice(0, 7)], scope.groupIds);
  return perDay(q.date, children, scope.names, scope.label);
}

/** A month's table of the children in the scope, from their child-months (one read per group). */
async function monthTable(session: TenantRouteSession, q: MonthFilter, table: MonthTable) {
  const scope = await referenceScope(session, q.groupId);
  const month = monthOf(q.year, q.month);
  const children = await readMonths(session.kindergartenId, [month], scope.groupIds);
  return table(month, children, scope.names, scope.label);
}

export const perStudentTable = (session: TenantRouteSession, q: MonthFilter) =>
  monthTable(session, q, perStudent);

export async function daysTable(
  session: TenantRouteSession,
  q: GroupFilter & { fromDate: string; toDate: string },
) {
  const scope = await referenceScope(session, q.groupId);
  const months = monthsBetween(q.fromDate.slice(0, 7), q.toDate.slice(0, 7));
  const [children, calendars] = await Promise.all([
    readMonths(session.kindergartenId, months, scope.groupIds),
    Promise.all(months.map((m) => readMonthCalendar(session.kindergartenId, m))),
  ]);
  const openDays = months.flatMap((m, i) =>
    scope.groupIds.flatMap((g) =>
      monthWorkingDaysOf(
        session.kindergartenId,
        Number(m.slice(0, 4)),
        Number(m.slice(5, 7)),
        calendars[i]!,
        g,
      ),
    ),
  );
  return daysAttendances(q.fromDate, q.toDate, children, scope.label, openDaysOffOf(openDays));
}

export async function byMonthsTable(
  session: TenantRouteSession,
  q: GroupFilter & { fromMonth: string; toMonth: string },
) {
  const scope = await referenceScope(session, q.groupId);
  const children = await readMonths(
    session.kindergartenId,
    monthsBetween(q.fromMonth, q.toMonth),
    scope.groupIds,
  );
  return byMonths(q.fromMonth, q.toMonth, children, scope.names, scope.label);
}

export const absencesTable = (session: TenantRouteSession, q: MonthFilter) =>
  monthTable(session, q, absences);

/** The school year's months up to this one (a school year not begun yet has none to read). */
export async function familyAbsenceTable(
  session: TenantRouteSession,
  q: GroupFilter & { periodId?: string | undefined },
) {
  const [scope, year, rules] = await Promise.all([
    referenceScope(session, q.groupId),
    schoolYearOf(session, q.periodId),
    readFamilyLimitRules(),
  ]);
  const until = [year.toDate, sofiaToday()].sort()[0]!;
  const months = until < year.fromDate ? [] : monthsBetween(year.fromDate.slice(0, 7), until.slice(0, 7));
  const children = within(
    await readMonths(session.kindergartenId, months, scope.groupIds),
    year.fromDate,
    year.toDate,
  );
  const limit = familyLimitFor(year.yearFrom, rules?.rules);
  return familyAbsence(children, scope.names, scope.label, `${year.yearFrom + 1}-01`, year.name, limit);
}

/** The groups' month from the group aggregates (one Query: the kindergarten-month and its group items). */
export async function groupsTable(session: TenantRouteSession, q: MonthFilter) {
  const scope = await referenceScope(session, q.groupId);
  const month = monthOf(q.year, q.month);
  const scopes = await readMonthScopes('attendance', session.kindergartenId, month);
  const visible = new Map(scope.groups.map((g) => [g.id, g.name]));
  return groupsMonth(month, scopes, visible, scope.label);
}

export interface TableQuery extends GroupFilter {
  date?: string | undefined;
  month?: number | undefined;
  year?: number | undefined;
  periodId?: string | undefined;
  fromMonth?: string | undefined;
  toMonth?: string | undefined;
}

const monthFilter = (q: TableQuery): MonthFilter => ({
  groupId: q.groupId,
  month: required(q.month, 'month', 'Месец'),
  year: required(q.year, 'year', 'Година'),
});

/** `table/{kind}` and `table/{kind}/export`: each kind with the filters it needs. */
export function referenceOfKind(
  session: TenantRouteSession,
  kind: ReferenceKind | 'by-months',
  q: TableQuery,
): Promise<ReferenceTable> {
  switch (kind) {
    case 'per-day':
      return perDayTable(session, { groupId: q.groupId, date: required(q.date, 'date', 'Дата') });
    case 'per-student':
      return perStudentTable(session, monthFilter(q));
    case 'family-absence':
      return familyAbsenceTable(session, q);
    case 'absences':
      return absencesTable(session, monthFilter(q));
    case 'groups':
      return groupsTable(session, monthFilter(q));
    case 'neispuo':
      return monthTable(session, monthFilter(q), neispuoMonth);
    case 'smp': {
      const m = monthFilter(q);
      return smpTable(session, m.month, m.year);
    }
    case 'by-months':
      return byMonthsTable(session, {
        groupId: q.groupId,
        fromMonth: required(q.fromMonth, 'fromMonth', 'От месец'),
        toMonth: required(q.toMonth, 'toMonth', 'До месец'),
      });
  }
}

const fileNames: Record<ReferenceKind | 'by-months' | 'days', string> = {
  'per-day': 'spravka-po-den',
  'per-student': 'spravka-po-deca',
  'family-absence': 'semeyni-prichini',
  absences: 'otsastviya',
  groups: 'spravka-po-grupi',
  neispuo: 'neispuo-otsastviya',
  smp: 'ASP',
  'by-months': 'spravka-po-meseci',
  days: 'spravka-po-dni',
};

/** A table as its Excel twin. */
export const tableFile = async (kind: keyof typeof fileNames, table: Promise<ReferenceTable>) =>
  tableXlsx(await table, `${fileNames[kind]}.xlsx`);
