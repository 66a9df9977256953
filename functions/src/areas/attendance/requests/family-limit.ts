import { StudentAttendanceStatus } from '@gradina/shared';
import {
  familyLimitFor,
  gridLimitMessage,
  isLimited,
  overLimit,
  schoolYearOf,
} from '../../../domain/attendance/family-reason';
import { conflict } from '../../../platform/http/errors';
import { dayOfDate, daysOf } from '../grid/items';
import { familyCounters, recordMarkedDays } from './items';

/**
 * The family-reason limit where the grid writes status 4 (issue #24, point 4): a director or teacher who
 * marks a compulsory-age child's day past the school year's limit gets a 409 saying how many days were left,
 * and every mark that sets or clears status 4 keeps the child's counter in step. The grid calls
 * `checkFamilyMarks` (with the group-month's child items it read) before it writes, and the answer's
 * `record(childId)` after each child's write.
 */

const familyStatus = StudentAttendanceStatus.FamilyReasonAbsence;

export interface FamilyMark {
  studentId: string;
  forDate: string;
  type: number | null;
}

export interface MarkedChild {
  firstName: string;
  lastName: string;
  birthDate: string;
}

interface ChildChange {
  /** Dates the marks make status 4 (also those already 4: setting them again is harmless). */
  marked: string[];
  /** Dates that were 4 and are marked otherwise (or cleared). */
  cleared: string[];
  /** Dates newly 4: what the limit is checked for. */
  asked: string[];
}

/** What the marks change for each child's family-reason days, from the statuses stored before them. */
export function familyChanges(
  cells: readonly FamilyMark[],
  statusBefore: (childId: string, date: string) => number | undefined,
): Map<string, ChildChange> {
  const out = new Map<string, ChildChange>();
  const of = (id: string) => {
    const c = out.get(id) ?? { marked: [], cleared: [], asked: [] };
    out.set(id, c);
    return c;
  };
  for (const cell of cells) {
    const before = statusBefore(cell.studentId, cell.forDate);
    if (cell.type === familyStatus) {
      of(cell.studentId).marked.push(cell.forDate);
      if (before !== familyStatus) of(cell.studentId).asked.push(cell.forDate);
    } else if (before === familyStatus) of(cell.studentId).cleared.push(cell.forDate);
  }
  return out;
}

/**
 * Checks the marks against the limit (ONE BatchGet of the limited children's counters and the national rules,
 * per school year the marks touch; none when no mark newly sets status 4) and answers how to record them.
 */
export async function checkFamilyMarks(
  kindergartenId: string,
  groupId: string,
  cells: readonly FamilyMark[],
  children: ReadonlyMap<string, MarkedChild>,
  stored: readonly { childId: string }[],
): Promise<{ record: (childId: string) => Promise<void> }> {
  const before = new Map(stored.map((i) => [i.childId, daysOf(i)]));
  const changes = familyChanges(cells, (childId, date) => before.get(childId)?.[dayOfDate(date)]);
  const bySchoolYear = new Map<number, string[]>();
  for (const [childId, change] of changes)
    for (const d of change.asked) {
      const year = schoolYearOf(d);
      const child = children.get(childId);
      if (!child || !isLimited(child.birthDate, year)) continue;
      const ids = bySchoolYear.get(year) ?? [];
      if (!ids.includes(childId)) bySchoolYear.set(year, [...ids, childId]);
    }
  for (const [year, childIds] of bySchoolYear) {
    const { days, rules } = await familyCounters(kindergartenId, childIds, year);
    const limit = familyLimitFor(year, rules);
    for (const childId of childIds) {
      const change = changes.get(childId)!;
      const inYear = (d: string) => schoolYearOf(d) === year;
      const check = overLimit(
        change.asked.filter(inYear),
        days.get(childId)!,
        limit,
        change.cleared.filter(inYear),
      );
      if (check.over) {
        const c = children.get(childId)!;
        throw conflict(
          gridLimitMessage(`${c.firstName} ${c.lastName}`.trim(), check.left, check.fresh.length),
        );
      }
    }
  }
  return {
    record: async (childId) => {
      const change = changes.get(childId);
      if (!change || (change.marked.length === 0 && change.cleared.length === 0)) return;
      await recordMarkedDays(kindergartenId, childId, groupId, change.marked, change.cleared, schoolYearOf);
    },
  };
}
