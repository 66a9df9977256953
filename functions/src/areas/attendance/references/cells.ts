import { isCompulsoryAgeInMonth } from '@gradina/shared';
import { type DayKind, kindOf } from './statuses';

/**
 * The references' view of a child-month: who, in which group, and the status of each marked day. Items.ts
 * turns the grid's child-month items into these, so every reference is a pure function of plain data.
 */
export interface ChildMonthCells {
  childId: string;
  groupId: string;
  /** `YYYY-MM`. */
  month: string;
  /** First and last name, as the grid shows them. */
  name: string;
  birthDate: string;
  /** Status by day of month (1…31); unmarked days are absent. */
  days: Readonly<Record<number, number>>;
}

export interface Tally {
  present: number;
  excused: number;
  unexcused: number;
  /** Family-reason days (status 4), a part of `excused`. */
  familyReason: number;
}

export const emptyTally = (): Tally => ({ present: 0, excused: 0, unexcused: 0, familyReason: 0 });

/** `2026-11` and day 3 → `2026-11-03`. */
export const dateOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** `2026-11-03` → 3. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

export const daysInMonth = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** Counts the marked days of a child-month, of those days `take` keeps (every day by default). */
export function tally(
  cells: Pick<ChildMonthCells, 'days'>,
  take: (day: number) => boolean = () => true,
): Tally {
  const t = emptyTally();
  for (const [day, status] of Object.entries(cells.days)) {
    if (!take(Number(day))) continue;
    const kind: DayKind = kindOf(status);
    if (kind === 'present') t.present += 1;
    else if (kind === 'excused') t.excused += 1;
    else if (kind === 'unexcused') t.unexcused += 1;
    if (status === 4) t.familyReason += 1;
  }
  return t;
}

export const addTally = (a: Tally, b: Tally): Tally => ({
  present: a.present + b.present,
  excused: a.excused + b.excused,
  unexcused: a.unexcused + b.unexcused,
  familyReason: a.familyReason + b.familyReason,
});

/** Of compulsory age in the month (the shared rule: the school year the month's last day belongs to). */
export const isCompulsory = (birthDate: string, month: string): boolean =>
  isCompulsoryAgeInMonth(birthDate, month);

/** Months from `from` to `to` (`YYYY-MM`), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const end = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (y * 12 + m <= end) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
