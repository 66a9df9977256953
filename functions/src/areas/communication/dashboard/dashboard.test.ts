import { describe, expect, it } from 'vitest';
import { birthdaysOf } from './dashboard';

const child = (id: string, firstName: string, birthDate: string) => ({
  id,
  firstName,
  lastName: 'Иванов',
  birthDate,
  groupId: 'g1',
});

describe('the dashboard birthdays', () => {
  const children = [
    child('c1', 'Петър', '2021-11-20'),
    child('c2', 'Ана', '2021-11-05'),
    child('c3', 'Мария', '2021-12-05'),
  ];
  const groups = new Map([['g1', 'Звездички']]);

  it("lists this month's birthdays by day, today's marked, in full for staff", () => {
    const list = birthdaysOf(children, groups, '2026-11-20', true);
    expect(list.map((b) => [b.name, b.day, b.isToday])).toEqual([
      ['Ана Иванов', 5, false],
      ['Петър Иванов', 20, true],
    ]);
    expect(list[0]).toMatchObject({ groupName: 'Звездички', birthDate: '2021-11-05' });
  });

  it('shows a parent only the first names and no birth dates', () => {
    const list = birthdaysOf(children, groups, '2026-11-20', false);
    expect(list.map((b) => [b.name, b.birthDate])).toEqual([
      ['Ана', null],
      ['Петър', null],
    ]);
  });
});
