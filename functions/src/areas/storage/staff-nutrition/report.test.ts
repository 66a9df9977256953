import { describe, expect, it } from 'vitest';
import { nutritionReportOf } from './report';

describe('the staff nutrition report', () => {
  it('counts meals per day and per staff member, leaving out those who never ate', () => {
    const report = nutritionReportOf(2026, 11, [
      { staffId: 'b', staffName: 'Яна Петрова', dates: ['2026-11-02', '2026-11-03'] },
      { staffId: 'a', staffName: 'Ана Иванова', dates: ['2026-11-03'] },
      { staffId: 'c', staffName: 'Вера Колева', dates: [] },
    ]);
    expect(report.days).toEqual([
      { date: '2026-11-02', count: 1 },
      { date: '2026-11-03', count: 2 },
    ]);
    expect(report.rows.map((r) => [r.teacherName, r.meals])).toEqual([
      ['Ана Иванова', 1],
      ['Яна Петрова', 2],
    ]);
    expect(report.totalMeals).toBe(3);
  });
});
