import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { markableStatuses, statusOfKey, statusShort } from './statuses';

describe('the grid’s keys', () => {
  it('sets the everyday statuses by Latin and Cyrillic letters and 1-9 by number', () => {
    expect(statusOfKey('p')).toBe(S.Attendance);
    expect(statusOfKey('П')).toBe(S.Attendance);
    expect(statusOfKey('n')).toBe(S.Absence);
    expect(statusOfKey('р')).toBe(S.FamilyReasonAbsence);
    expect(statusOfKey('5')).toBe(S.SicknessAbsence5);
    expect(statusOfKey('Delete')).toBeNull();
    expect(statusOfKey('x')).toBeUndefined();
    expect(statusOfKey('0')).toBeUndefined();
  });

  it('offers every status but the director’s lock, with the spec’s short labels', () => {
    expect(markableStatuses).not.toContain(S.Locked);
    expect(markableStatuses).toHaveLength(14);
    expect(statusShort(S.Attendance)).toBe('П');
    expect(statusShort(S.SicknessAbsence6)).toBe('МБП');
  });
});
