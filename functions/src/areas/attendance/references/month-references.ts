import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { type ChildMonthCells, dateOf, daysInMonth, monthsBetween, tally } from './cells';
import { kindOf, statusLongLabel, statusShortLabel } from './statuses';
import { bgMonth, byGroupAndName, count, type Row, rate, text, totalsOf } from './tables';

/**
 * The references of what the grid holds for a day, a month, a range of days and a range of months: pure
 * functions of the child-months (cells.ts) and the group names.
 */

export type GroupNames = ReadonlyMap<string, string>;

export const groupName = (names: GroupNames, id: string) => names.get(id) ?? '';

/** A table of one day or month (`at`) from the children's child-months, their groups' names and the scope. */
export type MonthTable = (
  at: string,
  children: readonly ChildMonthCells[],
  names: GroupNames,
  scope: string,
) => ReferenceTable;

/** Per day: every child of the groups that day, with the status marked (or none yet). */
export const perDay: MonthTable = (date, children, names, scope) => {
  const day = Number(date.slice(8, 10));
  const columns = [
    text('groupName', 'Група'),
    text('name', 'Дете'),
    text('mark', 'Означение'),
    text('status', 'Присъствие'),
    count('present', 'Присъства'),
    count('absent', 'Отсъства'),
  ];
  const rows = children
    .map((c) => {
      const status = c.days[day];
      const kind = kindOf(status);
      return {
        groupName: groupName(names, c.groupId),
        name: c.name,
        mark: statusShortLabel(status),
        status: status === undefined ? 'Не е отбелязано' : statusLongLabel(status),
        present: kind === 'present' ? 1 : 0,
        absent: kind === 'excused' || kind === 'unexcused' ? 1 : 0,
      };
    })
    .sort(byGroupAndName);
  return {
    title: 'Справка за присъствие по ден',
    subtitle: `${scope}, ${formatDateDigits(date)}`,
    columns,
    rows,
    totals: totalsOf(columns, rows),
  };
};

/** Per child for a month: each day's mark and the child's totals; the totals line counts those present each day. */
export const perStudent: MonthTable = (month, children, names, scope) => {
  const days = Array.from({ length: daysInMonth(month) }, (_, i) => i + 1);
  const columns = [
    text('groupName', 'Група'),
    text('name', 'Дете'),
    ...days.map((d) => text(`d${d}`, String(d))),
    count('present', 'Присъствия'),
    count('excused', 'Извинени'),
    count('unexcused', 'Неизвинени'),
  ];
  const rows = children
    .map((c) => {
      const t = tally(c);
      const row: Row & { groupName: string; name: string } = {
        groupName: groupName(names, c.groupId),
        name: c.name,
      };
      for (const d of days) row[`d${d}`] = statusShortLabel(c.days[d]);
      return { ...row, present: t.present, excused: t.excused, unexcused: t.unexcused };
    })
    .sort(byGroupAndName);
  const totals = totalsOf(columns, rows);
  for (const d of days) totals[`d${d}`] = children.filter((c) => kindOf(c.days[d]) === 'present').length;
  return { title: 'Месечна справка по деца', subtitle: `${scope}, ${bgMonth(month)}`, columns, rows, totals };
};

/** Per day of a range: how many children were present, excused and unexcused, and the day's rate. */
/**
 * The open days off of the groups' calendars by date (a quarantine, flu break or vacation leaves the day open:
 * only `DayOff` closes it; G2's `WorkingDay.dayOffType`), their names joined, each once.
 */
export function openDaysOffOf(
  days: readonly { date: string; isWorkingDay: boolean; dayOffType?: number | null; reasons: string[] }[],
): Map<string, string> {
  const names = new Map<string, Set<string>>();
  for (const d of days) {
    if (!d.isWorkingDay || d.dayOffType === null || d.dayOffType === undefined) continue;
    const set = names.get(d.date) ?? new Set<string>();
    for (const r of d.reasons) set.add(r);
    names.set(d.date, set);
  }
  return new Map([...names].map(([date, set]) => [date, [...set].join(', ')]));
}

export function daysAttendances(
  fromDate: string,
  toDate: string,
  children: readonly ChildMonthCells[],
  scope: string,
  /** The open days off by date (quarantine, flu break, vacation: issue #24), as the calendar names them. */
  openDaysOff: ReadonlyMap<string, string> = new Map(),
): ReferenceTable {
  const byDate = new Map<string, { present: number; excused: number; unexcused: number }>();
  for (const c of children)
    for (const [day, status] of Object.entries(c.days)) {
      const date = dateOf(c.month, Number(day));
      if (date < fromDate || date > toDate) continue;
      const kind = kindOf(status);
      if (kind === 'none') continue;
      const t = byDate.get(date) ?? { present: 0, excused: 0, unexcused: 0 };
      t[kind] += 1;
      byDate.set(date, t);
    }
  const columns = [
    text('date', 'Дата'),
    count('present', 'Присъстващи'),
    count('excused', 'Извинено отсъстващи'),
    count('unexcused', 'Неизвинено отсъстващи'),
    count('rate', 'Присъствие, %'),
    // The second variant the spec gives the open days off: the day stays in the counts, named beside them.
    text('openDayOff', 'Карантина или ваканция'),
  ];
  const rows = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, t]) => ({
      date: formatDateDigits(date),
      ...t,
      rate: rate(t.present, t.excused + t.unexcused),
      openDayOff: openDaysOff.get(date) ?? '',
    }));
  const totals = totalsOf(columns, rows);
  totals.rate = rate(Number(totals.present), Number(totals.excused) + Number(totals.unexcused));
  return {
    title: 'Справка за присъствие по дни',
    subtitle: `${scope}, ${formatDateDigits(fromDate)} – ${formatDateDigits(toDate)}`,
    columns,
    rows,
    totals,
  };
}

/** Per child and month of a range: present, excused and unexcused days and the month's rate. */
export function byMonths(
  fromMonth: string,
  toMonth: string,
  children: readonly ChildMonthCells[],
  names: GroupNames,
  scope: string,
): ReferenceTable {
  const order = new Map(monthsBetween(fromMonth, toMonth).map((m, i) => [m, i]));
  const columns = [
    text('name', 'Дете'),
    text('groupName', 'Група'),
    text('month', 'Месец'),
    count('present', 'Присъствия'),
    count('excused', 'Извинени'),
    count('unexcused', 'Неизвинени'),
    count('rate', 'Присъствие, %'),
  ];
  const rows = children
    .filter((c) => order.has(c.month))
    .map((c) => ({ c, t: tally(c) }))
    .sort(
      (a, b) =>
        byGroupAndName({ groupName: '', name: a.c.name }, { groupName: '', name: b.c.name }) ||
        order.get(a.c.month)! - order.get(b.c.month)!,
    )
    .map(({ c, t }) => ({
      name: c.name,
      groupName: groupName(names, c.groupId),
      month: bgMonth(c.month),
      present: t.present,
      excused: t.excused,
      unexcused: t.unexcused,
      rate: rate(t.present, t.excused + t.unexcused),
    }));
  const totals = totalsOf(columns, rows);
  totals.rate = rate(Number(totals.present), Number(totals.excused) + Number(totals.unexcused));
  return {
    title: 'Справка за присъствие по месеци',
    subtitle: `${scope}, ${bgMonth(fromMonth)} – ${bgMonth(toMonth)}`,
    columns,
    rows,
    totals,
  };
}
