import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { absencesToNotify } from './parent-toasts';

const cells = [
  { studentId: 'a', forDate: '2026-11-23', type: S.Absence as S | null },
  { studentId: 'b', forDate: '2026-11-23', type: S.Attendance as S | null },
  { studentId: 'c', forDate: '2026-11-20', type: S.SicknessAbsence5 as S | null },
  { studentId: 'd', forDate: '2026-11-23', type: null },
];

describe('a parent’s toast for an absence marked in the morning', () => {
  it('is for today’s absences marked before 10:00 Sofia time', () => {
    // 09:59 in Sofia (UTC+2 in November).
    expect(absencesToNotify(cells, new Date('2026-11-23T07:59:00Z')).map((c) => c.studentId)).toEqual(['a']);
  });

  it('is not sent from 10:00 on', () => {
    expect(absencesToNotify(cells, new Date('2026-11-23T08:00:00Z'))).toEqual([]);
  });
});
