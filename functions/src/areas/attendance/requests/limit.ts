import { RequestStatus } from '@gradina/shared';

/**
 * The requests' date rules: the days of a period, overlaps between requests. The family-reason limit itself
 * is the domain's (functions/src/domain/attendance/family-reason.ts), counted on the child's counter item.
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
export { schoolYearOf } from '../../../domain/attendance/family-reason';

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

/** The working days of a period, by the calendar's verdict on each date. */
export const workingDaysOf = (from: string, to: string, isWorking: (date: string) => boolean) =>
  datesBetween(from, to).filter(isWorking);
