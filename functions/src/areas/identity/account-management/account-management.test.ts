import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../accounts/items';
import { accountSummary } from './account-management';

const profile = (o: Partial<Profile>) =>
  ({
    id: 'u1',
    firstName: 'Иван',
    lastName: 'Петров',
    email: 'i@example.bg',
    baseRole: Role.Teacher,
    ...o,
  }) as Profile;

describe('an account as the Master finds it', () => {
  it("shows a municipality's code, active only when activated", () => {
    const summary = accountSummary(
      profile({ baseRole: Role.Municipality, jurisdiction: { municipalityCode: 'SOF46' }, active: true }),
    );
    expect(summary).toMatchObject({ userType: Role.Municipality, isActive: true, municipalityCode: 'SOF46' });
  });

  it('shows any other account without a code and inactive until activated', () => {
    expect(accountSummary(profile({}))).toMatchObject({ isActive: false, municipalityCode: null });
  });
});
