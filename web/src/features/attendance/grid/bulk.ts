import type { StudentAttendanceStatus } from '@gradina/shared';
import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';

/**
 * Bulk marks of the grid (issue #26, docs/ui.md "Bulk actions"): a day's column or a child's row fills only
 * the cells nobody marked yet and tells how many it left alone; replacing the marked ones is a choice of its
 * own, and every bulk change keeps the marks it overwrote so one „Отмени" writes them back.
 */

export type Cell = { studentId: string; forDate: string; type: StudentAttendanceStatus | null };

export interface BulkPlan {
  /** The cells to write, with the new status. */
  write: Cell[];
  /** The same cells with the marks they had: writing these undoes the change. */
  undo: Cell[];
  /** Marked cells with another status that the fill did not touch. */
  leftAlone: number;
}

type Student = GroupAttendanceMonth['students'][number];
type Mark = Student['attendances'][number];

/**
 * A cell the caller may mark now: a working day of the child's stay in the group, not after today (the server
 * refuses later days), and not locked unless the caller may lock (the director).
 */
export function isMarkable(grid: GroupAttendanceMonth, a: Mark): boolean {
  const day = grid.days.find((d) => d.date === a.forDate);
  return !a.isDayOff && a.isEnrolled && !day?.isFuture && (grid.canLock || !a.isDayLocked);
}

const cellOf = (s: Student, a: Mark): Cell => ({ studentId: s.studentId, forDate: a.forDate, type: a.type });

/** The markable cells of a day: every child's. */
export const columnCells = (grid: GroupAttendanceMonth, date: string): Cell[] =>
  grid.students.flatMap((s) =>
    s.attendances.filter((a) => a.forDate === date && isMarkable(grid, a)).map((a) => cellOf(s, a)),
  );

/** The markable cells of a child: every day of the month up to today. */
export const rowCells = (grid: GroupAttendanceMonth, studentId: string): Cell[] =>
  grid.students
    .filter((s) => s.studentId === studentId)
    .flatMap((s) => s.attendances.filter((a) => isMarkable(grid, a)).map((a) => cellOf(s, a)));

/** What marking `cells` with `status` writes: the empty cells only, or with `replace` every other mark too. */
export function planBulk(
  cells: readonly Cell[],
  status: StudentAttendanceStatus,
  replace: boolean,
): BulkPlan {
  const changed = cells.filter((c) => c.type !== status && (replace || c.type === null));
  return {
    write: changed.map((c) => ({ ...c, type: status })),
    undo: changed.map((c) => ({ ...c })),
    leftAlone: replace ? 0 : cells.filter((c) => c.type !== null && c.type !== status).length,
  };
}

const cellsWord = (n: number) => (n === 1 ? '1 клетка' : `${n} клетки`);

/** The confirmation of a bulk change, as its toast says it. */
export function bulkSummary(plan: BulkPlan, statusName: string): string {
  const done =
    plan.write.length === 0
      ? `Няма празни клетки за отбелязване като „${statusName}“.`
      : `Отбелязани като „${statusName}“: ${cellsWord(plan.write.length)}.`;
  if (plan.leftAlone === 0) return done;
  const left =
    plan.leftAlone === 1
      ? '1 клетка с друг статус е оставена без промяна.'
      : `${plan.leftAlone} клетки с друг статус са оставени без промяна.`;
  return `${done} ${left}`;
}
