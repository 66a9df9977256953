import { GroupAgeKinds, StudentAttendanceStatus as S, TeacherAttendanceKind } from '@gradina/shared';
import { staffPresentKinds } from '@gradina/shared/manifest/routes/staff/attendance';

/**
 * Occupancy: children present in each group against the group's teachers at work, day by day, flagged
 * where a norm breaks. Pure functions; `index.ts` reads the month's two grids.
 *
 * The norms (docs/areas/staff-attendance.md):
 * - a kindergarten group holds at most 22 children, a nursery group at most 16 (Наредба № 5 от 03.06.2016 г.
 *   за предучилищното образование; Наредба № 26 от 18.11.2008 г. за детските ясли);
 * - a kindergarten group works in two shifts with one teacher each (Наредба № 4 от 20.04.2017 г. за
 *   нормиране и заплащане на труда: two teachers per full-day group), so one teacher at work stands for
 *   at most the group's maximum; a nursery group needs one carer at work per 8 children;
 * - children present and nobody of the group's staff at work is always flagged.
 *
 * Issue #24: a group's own capacity (its item's field) is its maximum, the norm only when it has none; a
 * kindergarten group's teacher stands for that capacity. A nursery counts its care staff (nurses and
 * assistant teachers, the group's `staffIds`) with its teachers; a kindergarten group counts teachers only
 * (an assistant does not replace the teacher). A substitute counts as at work for the group they substitute
 * in on each date of the substitution (the substituted hours of that day: occupancy is counted by day), once
 * even when they are also the group's own staff.
 */
export interface OccupancyNorm {
  maxChildren: number;
  childrenPerStaff: number;
}

export const occupancyNorms: Record<'nursery' | 'kindergarten', OccupancyNorm> = {
  nursery: { maxChildren: 16, childrenPerStaff: 8 },
  kindergarten: { maxChildren: 22, childrenPerStaff: 22 },
};

export const normOf = (ageKind: number): OccupancyNorm =>
  ageKind === GroupAgeKinds.Nursery ? occupancyNorms.nursery : occupancyNorms.kindergarten;

/** The children's statuses that mean the child was in the group that day (whole or part of it). */
export const childPresentStatuses: ReadonlySet<number> = new Set([
  S.Attendance,
  S.Hourly1,
  S.Hourly2,
  S.Hourly3,
]);
const staffPresent: ReadonlySet<number> = new Set<number>(staffPresentKinds);

export interface OccupancyGroup {
  id: string;
  name: string;
  ageKind: number;
  teacherIds: readonly string[];
  /** Nurses and assistant teachers: counted for a nursery group. */
  staffIds?: readonly string[];
  /** The group's own capacity; missing or 0: the norm's maximum. */
  capacity?: number;
}

/** A substitution as occupancy needs it (staff/substitutions' items). */
export interface OccupancySubstitution {
  substituteId: string;
  groupId: string;
  dates: readonly string[];
}

/** The norm of one group: its own capacity, else the norm's maximum (a kindergarten teacher stands for it). */
export function groupNormOf(group: Pick<OccupancyGroup, 'ageKind' | 'capacity'>): OccupancyNorm {
  const norm = normOf(group.ageKind);
  const maxChildren = group.capacity && group.capacity > 0 ? group.capacity : norm.maxChildren;
  return group.ageKind === GroupAgeKinds.Nursery
    ? { ...norm, maxChildren }
    : { maxChildren, childrenPerStaff: maxChildren };
}

/** Who counts as the group's staff: teachers, and for a nursery its nurses and assistant teachers too. */
export const carersOf = (group: OccupancyGroup): string[] => [
  ...new Set([
    ...group.teacherIds,
    ...(group.ageKind === GroupAgeKinds.Nursery ? (group.staffIds ?? []) : []),
  ]),
];

export interface MonthPresence {
  /** Children present per group and day number. */
  children: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** The days each staff member was at work. */
  staff: ReadonlyMap<string, ReadonlySet<number>>;
  /** The substitutes covering each group per day number. */
  substitutes?: ReadonlyMap<string, ReadonlyMap<number, ReadonlySet<string>>>;
}

/** The substitutes of a month by group and day number (`month`: `YYYY-MM`). */
export function substitutesOf(month: string, substitutions: readonly OccupancySubstitution[]) {
  const byGroup = new Map<string, Map<number, Set<string>>>();
  for (const s of substitutions)
    for (const date of s.dates) {
      if (date.slice(0, 7) !== month) continue;
      const days = byGroup.get(s.groupId) ?? new Map<number, Set<string>>();
      const day = Number(date.slice(8, 10));
      days.set(day, (days.get(day) ?? new Set<string>()).add(s.substituteId));
      byGroup.set(s.groupId, days);
    }
  return byGroup;
}

export type OccupancyFlag = 'noStaff' | 'overMax' | 'overRatio';

export interface OccupancyDay {
  date: string;
  groupId: string;
  groupName: string;
  children: number;
  staff: number;
  maxChildren: number;
  childrenPerStaff: number;
  flags: OccupancyFlag[];
}

/** Counts a month's presence from the items of the two grids (`dNN` attributes). */
export function presenceOf(
  childMonths: readonly Record<string, unknown>[],
  staffMonths: readonly Record<string, unknown>[],
): MonthPresence {
  const children = new Map<string, Map<number, number>>();
  for (const item of childMonths) {
    const groupId = String(item.groupId ?? '');
    const days = children.get(groupId) ?? new Map<number, number>();
    for (const [name, value] of Object.entries(item)) {
      const m = /^d(\d\d)$/.exec(name);
      if (m && typeof value === 'number' && childPresentStatuses.has(value))
        days.set(Number(m[1]), (days.get(Number(m[1])) ?? 0) + 1);
    }
    children.set(groupId, days);
  }
  const staff = new Map<string, Set<number>>();
  for (const item of staffMonths) {
    const days = new Set<number>();
    for (const [name, value] of Object.entries(item)) {
      const m = /^d(\d\d)$/.exec(name);
      if (m && typeof value === 'number' && value !== TeacherAttendanceKind.Locked && staffPresent.has(value))
        days.add(Number(m[1]));
    }
    staff.set(String(item.staffId ?? ''), days);
  }
  return { children, staff };
}

/** Each group's days with children present, up to `lastDate` of the month `month` (`YYYY-MM`). */
export function occupancyOf(
  month: string,
  lastDate: string,
  groups: readonly OccupancyGroup[],
  presence: MonthPresence,
): OccupancyDay[] {
  const days: OccupancyDay[] = [];
  for (const g of groups) {
    const norm = groupNormOf(g);
    const carers = carersOf(g);
    for (const [day, children] of [...(presence.children.get(g.id) ?? [])].sort(([a], [b]) => a - b)) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      if (date > lastDate || children === 0) continue;
      const atWork = carers.filter((t) => presence.staff.get(t)?.has(day));
      const substitutes = [...(presence.substitutes?.get(g.id)?.get(day) ?? [])];
      const staff = new Set([...atWork, ...substitutes]).size;
      const flags: OccupancyFlag[] = [];
      if (staff === 0) flags.push('noStaff');
      if (children > norm.maxChildren) flags.push('overMax');
      if (staff > 0 && children > staff * norm.childrenPerStaff) flags.push('overRatio');
      days.push({ date, groupId: g.id, groupName: g.name, children, staff, ...norm, flags });
    }
  }
  return days.sort((a, b) => b.date.localeCompare(a.date) || a.groupName.localeCompare(b.groupName, 'bg'));
}
