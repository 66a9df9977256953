import { describe, expect, it } from 'vitest';
import { missedDaysRows } from './missed-topics';

const names = new Map([
  ['g1', 'Звездица'],
  ['g2', 'Бухалче'],
]);

/** A child's month of attendance: the day's status by day of the month. */
const attendance = (
  childId: string,
  groupId: string,
  month: string,
  name: string,
  days: Record<number, number>,
) => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { childId, groupId, month, firstName, lastName, days };
};

describe('the missed days of a period', () => {
  it('lists each child’s days away (excused or not) inside the period, by group and name', () => {
    const rows = missedDaysRows(
      [
        attendance('a', 'g1', '2026-10', 'Ана Петрова', { 30: 1 }),
        attendance('a', 'g1', '2026-11', 'Ана Петрова', { 2: 2, 3: 5, 4: 1, 20: 1 }),
        attendance('b', 'g2', '2026-11', 'Борис Иванов', { 3: 4, 5: 14, 6: 7 }),
        attendance('c', 'g2', '2026-11', 'Вера Колева', { 3: 2 }),
      ],
      names,
      '2026-10-30',
      '2026-11-10',
    );
    expect(rows).toEqual([
      {
        studentId: 'b',
        studentName: 'Борис Иванов',
        groupId: 'g2',
        groupName: 'Бухалче',
        missedDays: 1,
        dates: ['2026-11-03'],
      },
      {
        studentId: 'a',
        studentName: 'Ана Петрова',
        groupId: 'g1',
        groupName: 'Звездица',
        missedDays: 3,
        dates: ['2026-10-30', '2026-11-03', '2026-11-04'],
      },
    ]);
  });
});
