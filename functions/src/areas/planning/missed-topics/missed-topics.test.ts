import { describe, expect, it } from 'vitest';
import { missedDaysRows } from './missed-topics';

const names = new Map([
  ['g1', 'Звездица'],
  ['g2', 'Бухалче'],
]);

describe('the missed days of a period', () => {
  it('lists each child’s days away (excused or not) inside the period, by group and name', () => {
    const rows = missedDaysRows(
      [
        {
          childId: 'a',
          groupId: 'g1',
          month: '2026-10',
          firstName: 'Ана',
          lastName: 'Петрова',
          days: { 30: 1 },
        },
        {
          childId: 'a',
          groupId: 'g1',
          month: '2026-11',
          firstName: 'Ана',
          lastName: 'Петрова',
          days: { 2: 2, 3: 5, 4: 1, 20: 1 },
        },
        {
          childId: 'b',
          groupId: 'g2',
          month: '2026-11',
          firstName: 'Борис',
          lastName: 'Иванов',
          days: { 3: 4, 5: 14, 6: 7 },
        },
        {
          childId: 'c',
          groupId: 'g2',
          month: '2026-11',
          firstName: 'Вера',
          lastName: 'Колева',
          days: { 3: 2 },
        },
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
