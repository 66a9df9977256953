import { TeacherAttendanceKind as K } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { kindOfKey, markableKinds } from './kinds';

describe('the staff grid keys', () => {
  it('sets kinds by number and letter, clears with Delete, ignores the rest', () => {
    expect(kindOfKey('8')).toBe(K.Attendance);
    expect(kindOfKey('л')).toBe(K.Lecturing);
    expect(kindOfKey('K')).toBe(K.BusinessTrip);
    expect(kindOfKey('Delete')).toBeNull();
    expect(kindOfKey('ArrowLeft')).toBeUndefined();
    expect(markableKinds).not.toContain(K.Locked);
    expect(markableKinds).toHaveLength(11);
  });
});
