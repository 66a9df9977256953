import { describe, expect, it } from 'vitest';
import { workingMonthOf } from '../attendance/month-days';
import { checkMealCells, mealsMonthOf } from './meals';

/** A month of the shared calendar without national or own days off: weekends and official holidays. */
const monthDays = (year: number, month: number) => workingMonthOf('kg', year, month, []);

const november = monthDays(2026, 11);

describe('staff meals', () => {
  it('refuses a meal on a day off or in another month and a stranger, and allows clearing a day off', () => {
    const errors = checkMealCells(
      [
        { teacherId: 'a', forDate: '2026-11-02', eats: true },
        { teacherId: 'a', forDate: '2026-11-08', eats: true },
        { teacherId: 'a', forDate: '2026-11-08', eats: false },
        { teacherId: 'a', forDate: '2026-10-30', eats: true },
        { teacherId: 'x', forDate: '2026-11-02', eats: true },
      ],
      new Set(['a']),
      november,
    );
    expect(errors.map((e) => e.field)).toEqual(['cells.1.forDate', 'cells.3.forDate', 'cells.4.teacherId']);
  });

  it('shows every staff member of the month with the days they eat', () => {
    const month = mealsMonthOf(
      2026,
      11,
      [
        {
          userId: 'a',
          kindergartenId: 'kg',
          role: 9,
          position: 'готвач',
          firstName: 'Ана',
          lastName: 'Иванова',
        },
      ],
      [{ staffId: 'a', staffName: 'Ана Иванова', dates: ['2026-11-02'] }],
      november,
    );
    expect(month.teachers).toEqual([
      { teacherId: 'a', teacherName: 'Ана Иванова', position: 'готвач', dates: ['2026-11-02'] },
    ]);
  });
});
