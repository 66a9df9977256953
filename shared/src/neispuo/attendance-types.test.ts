import { describe, expect, it } from 'vitest';
import { StudentAttendanceStatus as S } from '../enums';
import {
  NeispuoAttendanceType,
  NeispuoExcusedReason,
  neispuoAttendanceTable,
  neispuoMarkOf,
} from './attendance-types';

describe('the НЕИСПУО attendance table', () => {
  it('covers every Gradina status', () => {
    expect(
      Object.keys(neispuoAttendanceTable)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(S).sort((a, b) => a - b));
  });

  it('gives a reason only with an excused absence', () => {
    for (const mark of Object.values(neispuoAttendanceTable)) {
      if (!mark) continue;
      expect(mark.excusedReason !== null).toBe(mark.type === NeispuoAttendanceType.Excused);
    }
  });

  it('maps sickness to health, family to family and hourly to present', () => {
    expect(neispuoMarkOf(S.SicknessAbsence5)).toEqual({
      type: 3,
      excusedReason: NeispuoExcusedReason.Health,
    });
    expect(neispuoMarkOf(S.FamilyReasonAbsence)).toEqual({
      type: 3,
      excusedReason: NeispuoExcusedReason.Family,
    });
    expect(neispuoMarkOf(S.Hourly2)).toEqual({ type: 1, excusedReason: null });
    expect(neispuoMarkOf(S.Absence)).toEqual({ type: 2, excusedReason: null });
  });

  it('sends nothing for a locked or vacation day or an empty cell', () => {
    expect(neispuoMarkOf(S.Locked)).toBeNull();
    expect(neispuoMarkOf(S.Vacancy)).toBeNull();
    expect(neispuoMarkOf(undefined)).toBeNull();
    expect(neispuoMarkOf(99)).toBeNull();
  });
});
