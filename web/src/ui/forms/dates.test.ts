import { describe, expect, it } from 'vitest';
import { parseBgDate, periodOrder } from './dates';

describe('parseBgDate', () => {
  it.each([
    ['15.09.2026', '2026-09-15'],
    ['5.9.2026', '2026-09-05'],
    [' 29.02.2028 ', '2028-02-29'],
    ['01.03.2026 г.', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
  ])('reads %s', (text, iso) => {
    expect(parseBgDate(text)).toBe(iso);
  });

  it.each(['31.02.2026', '29.02.2026', '00.01.2026', '12.13.2026', '2026-09-15', '15.09.26', ''])(
    'refuses %s',
    (text) => {
      expect(parseBgDate(text)).toBeNull();
    },
  );
});

describe('periodOrder', () => {
  const labels = { fromDate: 'В сила от', toDate: 'В сила до' };
  it('refuses an end before the start, naming both fields', () => {
    expect(periodOrder({ fromDate: '2027-03-02', toDate: '2027-03-01' }, labels)).toBe(
      'Полето "В сила до" не може да е преди "В сила от".',
    );
  });
  it('takes the same day, a later end and a period not yet whole', () => {
    expect(periodOrder({ fromDate: '2027-03-01', toDate: '2027-03-01' }, labels)).toBeUndefined();
    expect(periodOrder({ fromDate: '2027-03-01', toDate: '2027-04-01' }, labels)).toBeUndefined();
    expect(periodOrder({ fromDate: '2027-03-01', toDate: '' }, labels)).toBeUndefined();
  });
});
