import { StudentAttendanceStatus as S } from '@gradina/shared';
import type { GroupAttendanceMonth } from '@gradina/shared/manifest/routes/attendance/grid';
import { describe, expect, it } from 'vitest';
import { bulkSummary, columnCells, planBulk, rowCells } from './bulk';

const dates = ['2026-11-24', '2026-11-25', '2026-11-26'];

/** Two children over three working days; the last day is after today. */
function month(marks: Record<string, (S | null)[]>, canLock = false): GroupAttendanceMonth {
  return {
    groupId: 'g',
    groupName: 'Слънце',
    year: 2026,
    month: 11,
    isMonthLocked: false,
    isKindergartenMonthLocked: false,
    workingDays: 3,
    attendanceRate: null,
    canMark: true,
    canLock,
    days: dates.map((date, i) => ({
      date,
      weekday: i + 2,
      isDayOff: false,
      reasons: [],
      dayOffType: null,
      isDayLocked: false,
      isFuture: i === 2,
      present: 0,
      absent: 0,
    })),
    students: Object.entries(marks).map(([studentId, types], i) => ({
      studentId,
      studentName: studentId,
      position: i + 1,
      isCompulsory: true,
      maxAbsenceCount: 10,
      currentAbsenceCount: 0,
      absencesLocked: false,
      showFamilyAbsenceWarningMessage: false,
      studentAttendanceRequests: [],
      presentDays: 0,
      absentDays: 0,
      unexcusedDays: 0,
      attendances: types.map((type, d) => ({
        id: `${studentId}#${dates[d]}`,
        forDate: dates[d]!,
        type,
        isDayOff: false,
        isDayLocked: studentId === 'locked',
        isEnrolled: true,
        medicalNotes: [],
      })),
    })),
  };
}

describe('bulk marks of the grid', () => {
  const grid = month({
    ana: [null, S.SicknessAbsence5, null],
    boris: [null, null, null],
    vera: [S.Attendance, null, null],
    locked: [null, null, null],
  });

  it('fills only the empty cells of a day and counts the other marks it left alone', () => {
    const plan = planBulk(columnCells(grid, '2026-11-25'), S.Attendance, false);
    expect(plan.write).toEqual([
      { studentId: 'boris', forDate: '2026-11-25', type: S.Attendance },
      { studentId: 'vera', forDate: '2026-11-25', type: S.Attendance },
    ]);
    expect(plan.leftAlone).toBe(1);
    expect(plan.undo.map((c) => c.type)).toEqual([null, null]);
    expect(bulkSummary(plan, 'Присъствие')).toBe(
      'Отбелязани като „Присъствие“: 2 клетки. 1 клетка с друг статус е оставена без промяна.',
    );
  });

  it('replaces the other marks only when asked, keeping them for the undo', () => {
    const plan = planBulk(columnCells(grid, '2026-11-25'), S.Attendance, true);
    expect(plan.write.map((c) => c.studentId)).toEqual(['ana', 'boris', 'vera']);
    expect(plan.undo.find((c) => c.studentId === 'ana')?.type).toBe(S.SicknessAbsence5);
    expect(plan.leftAlone).toBe(0);
  });

  it('never marks a day after today, nor a locked cell unless the caller may lock', () => {
    expect(columnCells(grid, '2026-11-26')).toEqual([]);
    expect(rowCells(grid, 'boris').map((c) => c.forDate)).toEqual(['2026-11-24', '2026-11-25']);
    expect(rowCells(grid, 'locked')).toEqual([]);
    expect(rowCells({ ...grid, canLock: true }, 'locked')).toHaveLength(2);
  });

  it('says when nothing was empty', () => {
    const plan = planBulk(rowCells(grid, 'vera').slice(0, 1), S.Attendance, false);
    expect(plan.write).toEqual([]);
    expect(bulkSummary(plan, 'Присъствие')).toBe('Няма празни клетки за отбелязване като „Присъствие“.');
  });
});
