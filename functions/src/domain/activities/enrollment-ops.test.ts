import { ActivityEnrollmentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { enrolledOn, enrollmentEndOps, enrollmentStartOps, openPeriodOf } from './enrollment-ops';
import type { EnrollmentItem } from './items';

const activity = { kindergartenId: 'kg', id: 'a1', name: 'Английски', providerId: 'p1' };
const child = { id: 'c1', name: 'Иван Петров', groupId: 'g1' };

describe('enrollmentStartOps', () => {
  it('creates the item once (attribute_not_exists) and adds 1 to the activity', () => {
    const { ops, item } = enrollmentStartOps(activity, child, '2026-09-15', undefined);
    expect(item.periods).toEqual([{ from: '2026-09-15', to: null }]);
    expect(item.status).toBe(ActivityEnrollmentStatus.Approved);
    expect(item.version).toBe(1);
    expect(ops[0]).toMatchObject({
      put: {
        PK: 'KG#kg#ACTIVITY#a1',
        SK: 'CHILD#c1',
        GSI1PK: 'KG#kg#CHILD#c1#ACTIVITIES',
        GSI1SK: 'ACTIVITY#a1',
      },
      condition: { absent: true },
    });
    expect(ops[1]).toEqual({
      update: { PK: 'KG#kg#ACTIVITIES', SK: 'ACTIVITY#a1' },
      changes: { add: { enrolledCount: 1 } },
      condition: { exists: true },
    });
  });

  it('adds a period after a closed one, on the version read', () => {
    const { item: first } = enrollmentStartOps(activity, child, '2026-09-15', undefined);
    const { item: closed } = enrollmentEndOps(first, '2026-10-31');
    const { ops, item } = enrollmentStartOps(activity, child, '2026-11-02', closed);
    expect(item.periods).toEqual([
      { from: '2026-09-15', to: '2026-10-31' },
      { from: '2026-11-02', to: null },
    ]);
    expect(ops[0]).toMatchObject({ condition: { exists: true, equals: { version: 2 } } });
    expect(item.version).toBe(3);
  });

  it('refuses a child already enrolled (409) and a start inside the last period (400)', () => {
    const { item: open } = enrollmentStartOps(activity, child, '2026-09-15', undefined);
    expect(() => enrollmentStartOps(activity, child, '2026-10-01', open)).toThrow(/вече е записано/);
    const { item: closed } = enrollmentEndOps(open, '2026-10-31');
    expect(() => enrollmentStartOps(activity, child, '2026-10-31', closed)).toThrow(/31\.10\.2026/);
  });
});

describe('enrollmentStartOps for a child whose leave is known (issue #25)', () => {
  it('closes the new period on the leave date at once; the activity’s count does not move', () => {
    const { ops, item } = enrollmentStartOps(activity, child, '2026-11-02', undefined, '2026-11-25');
    expect(item.periods).toEqual([{ from: '2026-11-02', to: '2026-11-25' }]);
    expect(ops).toHaveLength(1);
    // a leave not yet known, or none: an open period as before
    expect(enrollmentStartOps(activity, child, '2026-11-02', undefined, null).ops).toHaveLength(2);
  });
});

describe('enrollmentEndOps', () => {
  const open: EnrollmentItem = enrollmentStartOps(activity, child, '2026-09-15', undefined).item;

  it('closes the open period with its last day and takes 1 off the activity', () => {
    const { ops, item } = enrollmentEndOps(open, '2026-11-30');
    expect(item.periods).toEqual([{ from: '2026-09-15', to: '2026-11-30' }]);
    expect(ops[1]).toMatchObject({ changes: { add: { enrolledCount: -1 } } });
    expect(openPeriodOf(item)).toBeNull();
    expect(enrolledOn(item, '2026-11-30')).toBe(true);
    expect(enrolledOn(item, '2026-12-01')).toBe(false);
  });

  it('refuses a child not enrolled and an end before the start', () => {
    expect(() => enrollmentEndOps(undefined, '2026-11-30')).toThrow(/не е записано/);
    expect(() => enrollmentEndOps(open, '2026-09-14')).toThrow(/15\.09\.2026/);
  });
});
