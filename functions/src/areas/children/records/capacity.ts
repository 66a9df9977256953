import { type RosterStay, rosterOf, staysOf } from '../../../domain/groups/roster';
import { normOf } from '../../../domain/occupancy/occupancy';

/**
 * A group's capacity on enrolment and moves (issue #24, point 11). The places are the group's own capacity,
 * or the norm when it has none (domain/occupancy `normOf`, after Наредба № 5 от 03.06.2016 г.: 22 in a kindergarten
 * group, 16 in a nursery group). Plain functions over the group item and its roster.
 */

export interface CapacityGroup {
  id: string;
  name: string;
  ageKind: number;
  capacity?: number | null;
}

/** The places of a group: its own capacity, or the norm of its kind. */
export const placesOf = (g: CapacityGroup) =>
  g.capacity && g.capacity > 0 ? g.capacity : normOf(g.ageKind).maxChildren;

/**
 * The most children the group holds on any day from `fromDate` on, by the stays on its roster (the child
 * coming in left out): a child who leaves before that day takes no place, one whose move in is dated later
 * takes one from its day.
 */
export function peakFrom(group: Record<string, unknown>, groupId: string, childId: string, fromDate: string) {
  const stays: RosterStay[] = rosterOf(group)
    .filter((e) => e.id !== childId)
    .flatMap((e) => staysOf(e, groupId).filter((s) => s.groupId === groupId));
  const live = stays.filter((s) => s.toDate === null || s.toDate >= fromDate);
  const days = [fromDate, ...live.map((s) => s.fromDate).filter((d) => d > fromDate)];
  let peak = 0;
  for (const day of days) {
    const n = live.filter((s) => s.fromDate <= day && (s.toDate === null || day <= s.toDate)).length;
    peak = Math.max(peak, n);
  }
  return peak;
}

export type CapacityVerdict =
  | { ok: true; overCapacity?: { children: number; capacity: number } }
  | { ok: false; message: string };

/** „Групата е пълна: 22 от 22 места“ unless a place is free, or the director confirmed with a reason. */
export function checkCapacity(
  group: CapacityGroup & Record<string, unknown>,
  childId: string,
  fromDate: string,
  confirmed: boolean,
): CapacityVerdict {
  const places = placesOf(group);
  const taken = peakFrom(group, group.id, childId, fromDate);
  if (taken < places) return { ok: true };
  if (confirmed) return { ok: true, overCapacity: { children: taken + 1, capacity: places } };
  return {
    ok: false,
    message: `Групата е пълна: ${taken} от ${places} места. Директорът може да потвърди записването над капацитета с причина.`,
  };
}
