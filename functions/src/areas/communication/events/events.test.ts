import { describe, expect, it } from 'vitest';
import { eventSpan, normalizeEventDates } from './events';

describe('event dates', () => {
  it('keeps dates for all-day events and UTC instants for timed ones', () => {
    expect(normalizeEventDates({ fromDate: '2026-12-24', toDate: '2026-12-31' })).toEqual({
      fromDate: '2026-12-24',
      toDate: '2026-12-31',
      allDay: true,
    });
    expect(normalizeEventDates({ fromDate: '2026-12-18T17:00', toDate: '2026-12-18T19:00' })).toEqual({
      fromDate: '2026-12-18T15:00:00.000Z',
      toDate: '2026-12-18T17:00:00.000Z',
      allDay: false,
    });
    const [start, end] = eventSpan({ fromDate: '2026-12-24', toDate: '2026-12-24', allDay: true });
    expect(end - start).toBe(86_400_000);
  });

  it('refuses an end before the start and events longer than half a year, naming toDate', () => {
    expect(() => normalizeEventDates({ fromDate: '2026-12-18T17:00', toDate: '2026-12-18T16:00' })).toThrow(
      /Краят/,
    );
    expect(() => normalizeEventDates({ fromDate: '2026-01-01', toDate: '2026-12-31' })).toThrow(/184/);
  });
});
