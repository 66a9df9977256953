import { describe, expect, it } from 'vitest';
import {
  eventDays,
  eventsByDay,
  loadRange,
  periodTitle,
  shiftAnchor,
  startTimeOn,
  visibleDays,
} from './calendar-dates';

const timed = (id: string, fromDate: string, toDate: string, title = id) => ({
  id,
  title,
  fromDate,
  toDate,
  allDay: false,
});

describe('calendar grids', () => {
  it('show whole weeks around a month, Monday to Sunday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const days = visibleDays('month', '2026-11-18');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(42);
    // February 2027 fits four weeks exactly.
    expect(visibleDays('month', '2027-02-10')).toHaveLength(28);
    expect(visibleDays('week', '2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(loadRange('week', '2026-11-16')).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-22' });
  });

  it('move by a month (to its first day) or a week, across years', () => {
    expect(shiftAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
  });

  it('title the period in Bulgarian', () => {
    expect(periodTitle('month', '2026-11-05')).toBe('ноември 2026');
    expect(periodTitle('week', '2026-11-18')).toBe('16 – 22 ноември 2026');
    expect(periodTitle('week', '2026-12-01')).toBe('30 ноември – 6 декември 2026');
    expect(periodTitle('week', '2026-12-30')).toBe('28 декември 2026 – 3 януари 2027');
  });
});

describe('events on days', () => {
  it('place timed events on their Sofia days, whatever the UTC date', () => {
    // 23:30 UTC on 16 November is 01:30 on the 17th in Sofia (UTC+2).
    const late = timed('late', '2026-11-16T23:30:00.000Z', '2026-11-17T00:30:00.000Z');
    expect(eventDays(late)).toEqual({ first: '2026-11-17', last: '2026-11-17' });
  });

  it('put multi-day and all-day events on each of their days, first in the day', () => {
    const days = visibleDays('week', '2026-11-16');
    const trip = {
      id: 'trip',
      title: 'Екскурзия',
      fromDate: '2026-11-17',
      toDate: '2026-11-19',
      allDay: true,
    };
    const meeting = timed('meeting', '2026-11-18T08:00:00.000Z', '2026-11-18T09:00:00.000Z', 'Среща');
    // Ends at Sofia midnight: it does not spill into the next day.
    const evening = timed('evening', '2026-11-20T16:00:00.000Z', '2026-11-20T22:00:00.000Z');
    const byDay = eventsByDay([meeting, trip, evening], days);
    expect(byDay.get('2026-11-16')).toEqual([]);
    expect(byDay.get('2026-11-17')!.map((e) => e.id)).toEqual(['trip']);
    expect(byDay.get('2026-11-18')!.map((e) => e.id)).toEqual(['trip', 'meeting']);
    expect(byDay.get('2026-11-19')!.map((e) => e.id)).toEqual(['trip']);
    expect(byDay.get('2026-11-20')!.map((e) => e.id)).toEqual(['evening']);
    expect(byDay.get('2026-11-21')).toEqual([]);
    expect(startTimeOn(meeting, '2026-11-18')).toBe('10:00');
    expect(startTimeOn(trip, '2026-11-18')).toBeUndefined();
  });
});
