import { describe, expect, it } from 'vitest';
import type { ActivityItem, EnrollmentItem } from '../../../domain/activities/items';
import {
  attendanceSummaryOf,
  childrenFigures,
  daysOf,
  monthFigures,
  monthsBetween,
  rateOf,
} from './summaries';

const enrolment = (childId: string, periods: EnrollmentItem['periods']) =>
  ({ childId, periods }) as EnrollmentItem;
const activity = (id: string, name: string) =>
  ({ id, name, providerName: 'Ритъм', teacherName: null }) as ActivityItem;

describe('the activity summaries', () => {
  it('counts children in, joining, leaving and at the end of a period', () => {
    const { figures } = childrenFigures(
      [
        enrolment('a', [{ from: '2026-09-15', to: null }]),
        enrolment('b', [{ from: '2026-09-15', to: '2026-10-31' }]),
        enrolment('c', [{ from: '2026-12-01', to: null }]),
        enrolment('d', [
          { from: '2026-01-10', to: '2026-06-30' },
          { from: '2026-11-02', to: null },
        ]),
      ],
      '2026-10-01',
      '2026-11-30',
    );
    expect(figures).toEqual({ childrenCount: 3, joinedCount: 1, leftCount: 1, atEndCount: 2 });
  });

  it('reads a month of marks', () => {
    const { figures } = monthFigures({ 'a#a#03': 1, 'a#a#05': 1, 'a#b#05': 2, 'a#b#10': 1, PK: 'x' });
    expect(figures).toEqual({
      childrenCount: 2,
      sessionsCount: 3,
      presentCount: 3,
      absentCount: 1,
      attendanceRate: 75,
    });
    expect(monthFigures(undefined).figures.attendanceRate).toBeNull();
    expect(rateOf(2, 1)).toBe(66.7);
  });

  it('totals the months from the marks, children once', () => {
    const r = attendanceSummaryOf([
      { activity: activity('x', 'Танци'), month: '2026-11', item: { 'a#a#03': 1 } },
      { activity: activity('x', 'Танци'), month: '2026-10', item: { 'a#a#01': 2 } },
      { activity: activity('y', 'Английски'), month: '2026-11', item: undefined },
    ]);
    expect(r.rows.map((x) => `${x.activityName} ${x.month}`)).toEqual([
      'Английски 2026-11',
      'Танци 2026-10',
      'Танци 2026-11',
    ]);
    expect(r.totals).toEqual({
      childrenCount: 1,
      sessionsCount: 2,
      presentCount: 1,
      absentCount: 1,
      attendanceRate: 50,
    });
  });

  it('bounds the periods and names the field', () => {
    expect(monthsBetween({}, '2026-11-21')).toEqual(['2026-11']);
    expect(monthsBetween({ fromMonth: '2026-09', toMonth: '2027-08' }, '2026-11-21')).toHaveLength(12);
    expect(() => monthsBetween({ fromMonth: '2026-09', toMonth: '2027-09' }, '2026-11-21')).toThrow(
      /12 месеца/,
    );
    expect(() => monthsBetween({ fromMonth: '2026-09', toMonth: '2026-08' }, '2026-11-21')).toThrow(
      /До месец/,
    );
    expect(daysOf({}, '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(() => daysOf({ fromDate: '2025-01-01', toDate: '2026-11-21' }, '2026-11-21')).toThrow(
      /една година/,
    );
  });
});
