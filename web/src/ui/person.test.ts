import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { roleLabels } from './format/labels';
import { fullName, initials, personValues } from './person';

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

describe('personValues', () => {
  it('holds the identifier type as the select does, an ЕГН when the record has none', () => {
    const saved = {
      id: 'p1',
      version: 3,
      firstName: 'Ива',
      middleName: '',
      lastName: 'Нова',
      identifier: '1',
    };
    expect(personValues({ ...saved, identifierType: 1 }).identifierType).toBe('1');
    expect(personValues({ ...saved, identifierType: null })).toEqual({ ...saved, identifierType: '0' });
  });
});
