import { describe, expect, it } from 'vitest';
import type { ActivityItem, EnrollmentItem } from '../../../domain/activities/items';
import { firstLeaveDate, leaveRefusal, requestRefusal } from './rules';

const activity = {
  id: 'a1',
  enrollmentOpen: true,
  groupIds: ['g1'],
  fromDate: '2026-09-15',
  toDate: '2027-06-30',
  delistmentEnabled: true,
  delistmentNoticeDays: 14,
} as ActivityItem;

const enrolment = (periods: EnrollmentItem['periods']) => ({ periods }) as EnrollmentItem;

describe('requestRefusal', () => {
  it('lets a child of the activity’s group ask within the season', () => {
    expect(requestRefusal(activity, { groupId: 'g1' }, '2026-12-01', undefined)).toBeUndefined();
  });

  it('names the field: closed, another group, outside the season', () => {
    expect(
      requestRefusal({ ...activity, enrollmentOpen: false }, { groupId: 'g1' }, '2026-12-01', undefined)
        ?.field,
    ).toBe('activityId');
    expect(requestRefusal(activity, { groupId: 'g2' }, '2026-12-01', undefined)?.field).toBe('activityId');
    expect(requestRefusal(activity, { groupId: null }, '2026-12-01', undefined)?.field).toBe('activityId');
    expect(requestRefusal(activity, { groupId: 'g1' }, '2027-07-01', undefined)?.field).toBe('fromDate');
  });

  it('is a conflict while the child is or will still be enrolled, not after it left', () => {
    const open = enrolment([{ from: '2026-09-15', to: null }]);
    expect(requestRefusal(activity, { groupId: 'g1' }, '2026-12-01', open)?.kind).toBe('conflict');
    const leaving = enrolment([{ from: '2026-09-15', to: '2026-12-31' }]);
    expect(requestRefusal(activity, { groupId: 'g1' }, '2026-12-01', leaving)?.kind).toBe('conflict');
    expect(requestRefusal(activity, { groupId: 'g1' }, '2027-01-04', leaving)).toBeUndefined();
  });
});

describe('leaveRefusal', () => {
  const enrolled = enrolment([{ from: '2026-09-15', to: null }]);

  it('asks the notice days from today', () => {
    expect(firstLeaveDate(activity, '2026-11-21')).toBe('2026-12-05');
    expect(leaveRefusal(activity, enrolled, '2026-12-04', '2026-11-21')?.field).toBe('leaveDate');
    expect(leaveRefusal(activity, enrolled, '2026-12-05', '2026-11-21')).toBeUndefined();
  });

  it('refuses where the activity does not allow it or the child is not enrolled', () => {
    expect(
      leaveRefusal({ ...activity, delistmentEnabled: false }, enrolled, '2027-01-29', '2026-11-21')?.field,
    ).toBe('activityId');
    expect(leaveRefusal(activity, undefined, '2027-01-29', '2026-11-21')?.kind).toBe('conflict');
    const left = enrolment([{ from: '2026-09-15', to: '2026-10-31' }]);
    expect(leaveRefusal(activity, left, '2027-01-29', '2026-11-21')?.kind).toBe('conflict');
  });

  it('never before the period began', () => {
    const future = enrolment([{ from: '2027-02-01', to: null }]);
    expect(leaveRefusal(activity, future, '2027-01-29', '2026-11-21')?.field).toBe('leaveDate');
  });
});
