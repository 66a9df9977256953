import { ActivityEnrollmentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { EnrollmentItem } from '../domain/activities/items';
import { enrollmentAtLeave } from '../domain/activities/leave';
import { childLeave } from './child-left';
import { streamConsumers } from './handler';

const keys = { PK: 'KG#kg1#CHILD#c1', SK: 'PROFILE' };
const child = (leftOn: string | null, status = 2) => ({ id: 'c1', kindergartenId: 'kg1', status, leftOn });

describe('the leave a child record carries', () => {
  it('is the new leftOn of a child’s record', () => {
    expect(childLeave({ keys, oldImage: child(null, 1), newImage: child('2026-11-18') })).toEqual({
      kindergartenId: 'kg1',
      childId: 'c1',
      leftOn: '2026-11-18',
    });
    // relocated (status 3) alike
    expect(childLeave({ keys, newImage: child('2026-11-18', 3) })?.leftOn).toBe('2026-11-18');
  });

  it('is none for an unchanged leave, a child still enrolled, or another item', () => {
    expect(childLeave({ keys, oldImage: child('2026-11-18'), newImage: child('2026-11-18') })).toBeNull();
    expect(childLeave({ keys, oldImage: child(null, 1), newImage: child(null, 1) })).toBeNull();
    expect(
      childLeave({ keys: { ...keys, SK: 'PLACEMENT#2026-09-15' }, newImage: child('2026-11-18') }),
    ).toBeNull();
    expect(
      childLeave({ keys: { PK: 'KG#kg1#GROUPS', SK: 'PROFILE' }, newImage: child('2026-11-18') }),
    ).toBeNull();
  });

  it('is handled by a registered consumer', () => {
    expect(streamConsumers.map((c) => c.name)).toContain('child-left');
  });
});

describe('an enrolment at the leave', () => {
  const enrolment = (periods: EnrollmentItem['periods']): EnrollmentItem => ({
    kindergartenId: 'kg1',
    activityId: 'a1',
    activityName: 'Танци',
    providerId: 'p',
    childId: 'c1',
    childName: 'Ана',
    groupId: 'g1',
    status: ActivityEnrollmentStatus.Approved,
    periods,
    version: 4,
  });

  it('closes the open period on the leave date, the activity one child less', () => {
    expect(enrollmentAtLeave(enrolment([{ from: '2026-09-15', to: null }]), '2026-11-18')).toEqual({
      item: { ...enrolment([{ from: '2026-09-15', to: '2026-11-18' }]), version: 5 },
      enrolledDelta: -1,
    });
  });

  it('cuts a closed period that ran past it without moving the count, and drops one that began later', () => {
    expect(
      enrollmentAtLeave(
        enrolment([
          { from: '2026-09-15', to: '2026-12-20' },
          { from: '2027-01-10', to: null },
        ]),
        '2026-11-18',
      ),
    ).toMatchObject({ item: { periods: [{ from: '2026-09-15', to: '2026-11-18' }] }, enrolledDelta: -1 });
    expect(
      enrollmentAtLeave(enrolment([{ from: '2026-09-15', to: '2026-12-20' }]), '2026-11-18')?.enrolledDelta,
    ).toBe(0);
  });

  it('is nothing to do once ended (a replayed record writes nothing)', () => {
    expect(enrollmentAtLeave(enrolment([{ from: '2026-09-15', to: '2026-10-31' }]), '2026-11-18')).toBeNull();
  });
});
