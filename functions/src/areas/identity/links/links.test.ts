import { Role } from '@gradina/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activationLink, recoveryLink } from './links';

describe('mail links', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends an administrator to the admin activation page with the kindergarten, others by role', () => {
    vi.stubEnv('PUBLIC_URL', 'https://test.gradina.bg/');
    expect(activationLink('admin-activation', Role.Director, 'tok', 'kg1')).toBe(
      'https://test.gradina.bg/admin-account-activation/tok/kg1',
    );
    expect(activationLink('account-activation', Role.Teacher, 'tok', 'kg1')).toBe(
      `https://test.gradina.bg/account-activation/${Role.Teacher}/tok`,
    );
  });

  it('escapes the user id of a recovery link', () => {
    vi.stubEnv('PUBLIC_URL', 'https://test.gradina.bg');
    expect(recoveryLink('a/b', 'tok')).toBe('https://test.gradina.bg/password-recovery/a%2Fb/tok');
  });
});
