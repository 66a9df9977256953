import { Audience } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { isExplicit, nameOf, normalizeSpec } from './recipients';

describe('recipient specs', () => {
  it('fills what the sender left out and drops repeated ids', () => {
    expect(normalizeSpec({ groupIds: ['g1', 'g1', 'g2'], userIds: ['u1'] })).toEqual({
      audience: null,
      groupIds: ['g1', 'g2'],
      childIds: [],
      userIds: ['u1'],
    });
  });

  it('is explicit only when the sender chose users and nothing that needs an index', () => {
    expect(isExplicit(normalizeSpec({ userIds: ['u1'] }))).toBe(true);
    expect(isExplicit(normalizeSpec({ userIds: ['u1'], groupIds: ['g1'] }))).toBe(false);
    expect(isExplicit(normalizeSpec({ audience: Audience.OnlyStaff }))).toBe(false);
  });

  it('names a user by first and last name, and nobody by an empty name', () => {
    expect(nameOf({ firstName: 'Мария', lastName: 'Иванова' })).toBe('Мария Иванова');
    expect(nameOf(undefined)).toBe('');
  });
});
