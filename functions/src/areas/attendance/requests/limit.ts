import { AbsenceType, RequestStatus, StudentAttendanceStatus } from '@gradina/shared';
import { familyDaysLimit } from '@gradina/shared/manifest/routes/attendance/requests';

/**
 * The family-reason limit (DOMAIN-NOTES "Attendance rules"): a child of compulsory preschool age may be
 * absent for family reasons at most 10 working days a school year. The days counted are a SET of dates: the
 * grid's family-reason cells (status 4) and the working days of every pending or approved request, so a day
 * both approved and marked counts once, and splitting a period into several requests changes nothing.
 * Plain functions over ISO dates; the calendar decides which days are working days.
 */

const dayMs = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = utc(from); t <= utc(to); t += dayMs) out.push(iso(t));
  return out;
}

/** The school year a date falls in, by its first calendar year (15 September to 14 September). */
export const schoolYearOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= '09-15' ? year : year - 1;
};

export const schoolYearBounds = (schoolYear: number) => ({
  fromDate: `${schoolYear}-09-15`,
  toDate: `${schoolYear + 1}-09-14`,
});

/** The months (`YYYY-MM`) a school year touches: September to September. */
export const schoolYearMonths = (schoolYear: number) =>
  Array.from({ length: 13 }, (_, i) => {
    const m = 9 + i;
    const year = schoolYear + Math.floor((m - 1) / 12);
    return `${year}-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
  });

export { isCompulsoryAge } from '../../../platform/attendance';

export interface CountedRequest {
  absenceType: number;
  status: number;
  days: readonly string[];
}

/** The family-reason days a child has used in a school year: grid cells with status 4 and live requests. */
export function familyDaysUsed(
  gridDays: Readonly<Record<string, number>>,
  requests: readonly CountedRequest[],
  schoolYear: number,
): Set<string> {
  const { fromDate, toDate } = schoolYearBounds(schoolYear);
  const used = new Set<string>();
  for (const [date, status] of Object.entries(gridDays))
    if (status === StudentAttendanceStatus.FamilyReasonAbsence && date >= fromDate && date <= toDate)
      used.add(date);
  for (const r of requests) {
    if (r.absenceType !== AbsenceType.AbsenceFamilyReason || r.status === RequestStatus.Rejected) continue;
    for (const d of r.days) if (d >= fromDate && d <= toDate) used.add(d);
  }
  return used;
}

/** How many family-reason days are left of the limit. */
export const daysLeft = (used: ReadonlySet<string>) => Math.max(0, familyDaysLimit - used.size);

/** "Остават N дни" with the right number. */
export const leftText = (left: number) => (left === 1 ? 'Остава 1 ден' : `Остават ${left} дни`);

/**
 * Why the working days asked for would pass the limit, or undefined when they fit. Days already counted
 * (the same day in the grid as status 4) do not count twice.
 */
export function limitRefusal(asked: readonly string[], used: ReadonlySet<string>): string | undefined {
  const fresh = asked.filter((d) => !used.has(d));
  const left = daysLeft(used);
  if (fresh.length <= left) return undefined;
  return `Отсъствията по семейни причини са до ${familyDaysLimit} работни дни в учебната година. ${leftText(left)}, а заявлението е за ${fresh.length}.`;
}

/** The live request of the same kind whose dates overlap `from`-`to`, if any. */
export function overlapping<
  T extends { absenceType: number; status: number; fromDate: string; toDate: string },
>(requests: readonly T[], absenceType: number, from: string, to: string): T | undefined {
  return requests.find(
    (r) =>
      r.absenceType === absenceType &&
      r.status !== RequestStatus.Rejected &&
      r.fromDate <= to &&
      r.toDate >= from,
  );
}

/** The grid's marked days of child-months by ISO date (`d01`…`d31` of `YYYY-MM`). */
export function gridDaysByDate(items: readonly object[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items as readonly Record<string, unknown>[]) {
    const month = String(item.month);
    for (const [name, value] of Object.entries(item)) {
      const m = /^d(\d\d)$/.exec(name);
      if (m && typeof value === 'number') out[`${month}-${m[1]}`] = value;
    }
  }
  return out;
}

/** The working days of a period, by the calendar's verdict on each date. */
export const workingDaysOf = (from: string, to: string, isWorking: (date: string) => boolean) =>
  datesBetween(from, to).filter(isWorking);
