import { describe, expect, it } from 'vitest';
import { calendarWeeks } from './weeks';

describe('calendarWeeks', () => {
  it('starts on Monday and pads the first and last week', () => {
    // 1 November 2026 is a Sunday: six blanks before it; 30 November is a Monday.
    const weeks = calendarWeeks(2026, 11);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('fits a February that starts on Monday in four weeks', () => {
    const weeks = calendarWeeks(2027, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });
});
