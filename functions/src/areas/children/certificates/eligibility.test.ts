import { describe, expect, it } from 'vitest';
import { preschoolRefusal } from './eligibility';
import type { ChildRow } from './items';

const child = (o: Partial<ChildRow> = {}): ChildRow => ({
  id: 'c1',
  firstName: 'Ана',
  middleName: 'Петрова',
  lastName: 'Иванова',
  identifierType: 0,
  identifier: '',
  birthDate: '2020-03-01',
  gender: 2,
  groupId: 'g1',
  enrolledOn: '2024-09-15',
  ...o,
});
// 2026/27: the next school year starts in September 2027 (children born in 2020; 2021 early, 2019 deferred).
const year = { yearTo: 2027 };

describe('who gets the preschool certificate', () => {
  it('lets through a child enrolled by the issue date who may start school next year (at 7, 6 or deferred at 8)', () => {
    expect(preschoolRefusal(child(), year, '2027-05-31')).toBeUndefined();
    expect(preschoolRefusal(child({ birthDate: '2021-12-31' }), year, '2027-05-31')).toBeUndefined();
    expect(preschoolRefusal(child({ birthDate: '2019-11-30' }), year, '2027-05-31')).toBeUndefined();
  });

  it('refuses a child whose enrolment starts after the issue date', () => {
    expect(preschoolRefusal(child({ enrolledOn: '2027-06-01' }), year, '2027-05-31')).toBe(
      'Ана Петрова Иванова е записано от 01.06.2027, след датата на издаване',
    );
  });

  it('refuses a child a year short of their last preschool year (born in 2022: school in 2028 at the earliest)', () => {
    expect(preschoolRefusal(child({ birthDate: '2022-01-10' }), year, '2027-05-31')).toBe(
      'Ана Петрова Иванова не е в последната си предучилищна година (може да тръгне на училище най-рано през 2028 г.)',
    );
  });
});
