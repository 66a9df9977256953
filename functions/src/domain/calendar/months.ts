import type { CalendarDay, NationalDay } from '@gradina/shared/manifest/routes/kindergartens/days-off';
import { tenantPrefix } from '../../platform/db/keys';
import type { TransactOp } from '../../platform/db/transact';
import { calendarOf, monthBounds } from './calendar';
import type { StoredDayOff } from './reads';

/**
 * The calendar's month items, so a month screen reads its days off with the rest of its load in ONE
 * BatchGet (docs/areas/attendance-grid.md):
 *
 * - a kindergarten month `KG#<kg>#CALENDAR` / `MONTH#<YYYY-MM>`: one attribute `dayOff#<id>` per day off
 *   touching the month (type, name, dates, groups), written in the day off's own transaction;
 * - a national month `NATIONAL#CALENDAR` / `MONTH#<YYYY-MM>`: one attribute `day#<date>` per national day,
 *   written in the national day's transaction.
 *
 * One attribute per day off (not a list rewritten whole) so two saves of different days off touching the
 * same month never lose each other's entry: each SETs or REMOVEs only its own attribute. A missing item means
 * no days off that month.
 */
export const calendarMonthKeys = {
  kindergarten: (kindergartenId: string, month: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#CALENDAR`,
    SK: `MONTH#${month}`,
  }),
  national: (month: string) => ({ PK: 'NATIONAL#CALENDAR', SK: `MONTH#${month}` }),
} as const;

/** The two items a month's calendar is built from, to put into a caller's BatchGet. */
export const monthCalendarKeys = (kindergartenId: string, month: string) => [
  calendarMonthKeys.kindergarten(kindergartenId, month),
  calendarMonthKeys.national(month),
];

const dayOffPrefix = 'dayOff#';
const nationalPrefix = 'day#';

/** The months (`YYYY-MM`) a range touches: at most 13 for a day off of 366 days. */
export function monthsOfRange(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); ) {
    months.push(m);
    const [y, n] = m.split('-').map(Number) as [number, number];
    m = n === 12 ? `${y + 1}-01` : `${y}-${String(n + 1).padStart(2, '0')}`;
  }
  return months;
}

/**
 * The month items' writes for a day off saved (`after`) or deleted (`after` undefined) that was `before`:
 * its entry set on every month it touches now, removed from the months it touched before only.
 */
export function dayOffMonthWrites(
  kindergartenId: string,
  id: string,
  before: Pick<StoredDayOff, 'fromDate' | 'toDate'> | undefined,
  after: StoredDayOff | undefined,
): TransactOp[] {
  const now = after ? monthsOfRange(after.fromDate, after.toDate) : [];
  const old = before ? monthsOfRange(before.fromDate, before.toDate).filter((m) => !now.includes(m)) : [];
  const entry = after && {
    id,
    type: after.type,
    name: after.name,
    fromDate: after.fromDate,
    toDate: after.toDate,
    groupIds: [...after.groupIds],
  };
  return [
    ...now.map(
      (month): TransactOp => ({
        update: calendarMonthKeys.kindergarten(kindergartenId, month),
        changes: { set: { type: 'CalendarMonth', month, [`${dayOffPrefix}${id}`]: entry } },
      }),
    ),
    ...old.map(
      (month): TransactOp => ({
        update: calendarMonthKeys.kindergarten(kindergartenId, month),
        changes: { remove: [`${dayOffPrefix}${id}`] },
      }),
    ),
  ];
}

/** The national month's write for a national day added (`day`) or removed (only its date). */
export function nationalMonthWrite(date: string, day: NationalDay | undefined): TransactOp {
  const month = date.slice(0, 7);
  return {
    update: calendarMonthKeys.national(month),
    changes: day
      ? { set: { type: 'CalendarMonth', month, [`${nationalPrefix}${date}`]: { ...day } } }
      : { remove: [`${nationalPrefix}${date}`] },
  };
}

const entriesOf = <T>(item: Record<string, unknown> | undefined, prefix: string) =>
  Object.entries(item ?? {})
    .filter(([name]) => name.startsWith(prefix))
    .map(([, value]) => value as T);

const sameKey = (item: Record<string, unknown>, key: { PK: string; SK: string }) =>
  item.PK === key.PK && item.SK === key.SK;

/**
 * A month's calendar from the items a BatchGet answered (others among them are ignored; a missing month
 * item is a month without days off): every day with whether the kindergarten is closed and why. Pure.
 */
export function monthCalendarOf(
  kindergartenId: string,
  year: number,
  month: number,
  items: readonly Record<string, unknown>[],
): CalendarDay[] {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const own = items.find((i) => sameKey(i, calendarMonthKeys.kindergarten(kindergartenId, key)));
  const national = items.find((i) => sameKey(i, calendarMonthKeys.national(key)));
  const { fromDate, toDate } = monthBounds(year, month);
  return calendarOf(
    fromDate,
    toDate,
    entriesOf<NationalDay>(national, nationalPrefix).filter((d) => d.date >= fromDate && d.date <= toDate),
    entriesOf<StoredDayOff>(own, dayOffPrefix).filter((d) => d.toDate >= fromDate && d.fromDate <= toDate),
  );
}
