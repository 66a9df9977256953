import { describe, expect, it } from 'vitest';
import { lastMonth, periodText, statusText } from './labels';

describe('the settlements’ screen helpers', () => {
  it('takes the month before today as the period, across a year', () => {
    expect(lastMonth('2026-11-28')).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(lastMonth('2027-01-05')).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
    expect(lastMonth('2028-03-01')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });

  it('words the period and the state in Bulgarian', () => {
    expect(periodText({ fromDate: '2026-11-01', toDate: '2026-11-30', direction: null })).toBe(
      '01.11.2026\u00a0г. – 30.11.2026\u00a0г.',
    );
    expect(periodText({ fromDate: null, toDate: null, direction: 'toProvider' })).toBe('към доставчика');
    expect(statusText({ kind: 'invoice', cancelled: true, manual: false })).toBe('Анулирана');
    expect(statusText({ kind: 'protocol', cancelled: false, manual: true })).toBe('Ръчна сума');
  });
});
