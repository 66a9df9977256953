import { describe, expect, it } from 'vitest';
import type { MembershipRecord, UserRecord } from '../../../platform/frame/user-records';
import { mayWorkSomewhere, selectedMembership } from './user-records';

const membership = (kindergartenId: string) => ({ kindergartenId }) as MembershipRecord;

describe('sign-in records', () => {
  it('opens a session for a user who works somewhere or never had a kindergarten', () => {
    expect(mayWorkSomewhere({ memberships: [membership('kg1')], suspendedIn: ['kg2'] })).toBe(true);
    expect(mayWorkSomewhere({ memberships: [], suspendedIn: [] })).toBe(true);
    expect(mayWorkSomewhere({ memberships: [], suspendedIn: ['kg1'] })).toBe(false);
  });

  it('works in the selected kindergarten, else in the first', () => {
    const memberships = [membership('kg1'), membership('kg2')];
    const user = (selectedKindergartenId: string) => ({ selectedKindergartenId }) as UserRecord;
    expect(selectedMembership({ user: user('kg2'), memberships })?.kindergartenId).toBe('kg2');
    expect(selectedMembership({ user: user('gone'), memberships })?.kindergartenId).toBe('kg1');
    expect(selectedMembership({ user: user('kg1'), memberships: [] })).toBeUndefined();
  });
});
