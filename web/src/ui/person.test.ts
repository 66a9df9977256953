import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { roleLabels } from './format/labels';
import { fullName, initials } from './person';

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials('мария', 'Петрова')).toBe('МП');
    expect(initials(' Иван ', null)).toBe('И');
    expect(initials('', '')).toBe('?');
  });
});

describe('fullName', () => {
  it('joins the names that are present', () => {
    expect(fullName({ firstName: 'Мария', lastName: 'Петрова' })).toBe('Мария Петрова');
    expect(fullName({ firstName: 'Мария', lastName: null })).toBe('Мария');
  });
});

describe('roleLabels', () => {
  it('names every role of the spec', () => {
    for (const role of Object.values(Role)) expect(roleLabels[role]).toMatch(/\S/);
  });
});
