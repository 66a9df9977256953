import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { familyChanges } from './family-limit';

describe('what grid marks change of the family-reason days', () => {
  const before: Record<string, number> = { 'a#2026-11-02': S.FamilyReasonAbsence, 'a#2026-11-03': S.Absence };
  const statusBefore = (childId: string, date: string) => before[`${childId}#${date}`];

  it('asks the limit only for days newly status 4, and clears days that stop being 4', () => {
    const changes = familyChanges(
      [
        { studentId: 'a', forDate: '2026-11-02', type: S.Attendance },
        { studentId: 'a', forDate: '2026-11-03', type: S.FamilyReasonAbsence },
        { studentId: 'b', forDate: '2026-11-03', type: S.FamilyReasonAbsence },
        { studentId: 'b', forDate: '2026-11-04', type: S.Attendance },
      ],
      statusBefore,
    );
    expect(changes.get('a')).toEqual({
      marked: ['2026-11-03'],
      cleared: ['2026-11-02'],
      asked: ['2026-11-03'],
    });
    expect(changes.get('b')).toEqual({ marked: ['2026-11-03'], cleared: [], asked: ['2026-11-03'] });
  });

  it('marks a day already 4 again without asking the limit, and a cleared cell (null) frees it', () => {
    const again = familyChanges(
      [{ studentId: 'a', forDate: '2026-11-02', type: S.FamilyReasonAbsence }],
      statusBefore,
    );
    expect(again.get('a')).toEqual({ marked: ['2026-11-02'], cleared: [], asked: [] });
    const cleared = familyChanges([{ studentId: 'a', forDate: '2026-11-02', type: null }], statusBefore);
    expect(cleared.get('a')).toEqual({ marked: [], cleared: ['2026-11-02'], asked: [] });
  });

  it('changes nothing for marks that never touch status 4', () => {
    expect(
      familyChanges([{ studentId: 'a', forDate: '2026-11-05', type: S.Attendance }], statusBefore).size,
    ).toBe(0);
  });
});
