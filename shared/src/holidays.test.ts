import { describe, expect, it } from 'vitest';
import { holidaysOf, isLegalDayOff, orthodoxEaster } from './holidays';

const datesOf = (year: number, kind?: string) =>
  holidaysOf(year)
    .filter((h) => !kind || h.kind === kind)
    .map((h) => h.date);

describe('Orthodox Easter', () => {
  it.each([
    [2021, '2021-05-02'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2030, '2030-04-28'],
  ])('%i: %s', (year, date) => expect(orthodoxEaster(year)).toBe(date));

  it('refuses years the 13-day difference does not hold for', () => {
    expect(() => orthodoxEaster(2100)).toThrow(RangeError);
  });
});

describe('days off of a year, as the government announced them', () => {
  it('2026: Easter Friday to Monday; 24 May and 6 Sep on Sundays and 26 Dec on a Saturday move to the next Mondays', () => {
    expect(datesOf(2026, 'easter')).toEqual(['2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13']);
    expect(datesOf(2026, 'moved')).toEqual(['2026-05-25', '2026-09-07', '2026-12-28']);
  });

  it('2021: 1 May on a Saturday with Easter Monday on 3 May moves to Tuesday 4 May; Christmas on a weekend gives 27 and 28 Dec', () => {
    expect(datesOf(2021, 'moved')).toEqual(['2021-05-04', '2021-12-27', '2021-12-28']);
  });

  it('2022: 1 Jan on a Saturday gives 3 Jan, 1 May on a Sunday 2 May; 24-25 Dec on the weekend give 27 and 28 Dec', () => {
    expect(datesOf(2022, 'moved')).toEqual(['2022-01-03', '2022-05-02', '2022-12-27', '2022-12-28']);
  });

  it('2025: 6 Sep and 24 May on Saturdays give the following Mondays', () => {
    expect(datesOf(2025, 'moved')).toEqual(['2025-05-26', '2025-09-08']);
  });

  it('every year has the ten fixed holidays, four Easter days and 1 November for education', () => {
    for (let year = 2020; year <= 2035; year++) {
      const all = holidaysOf(year);
      expect(all.filter((h) => h.kind === 'official')).toHaveLength(10);
      expect(all.filter((h) => h.kind === 'easter')).toHaveLength(4);
      expect(all.find((h) => h.kind === 'education')?.date).toBe(`${year}-11-01`);
      // An Easter day may fall on a fixed holiday (6 May 2024 was both); a day off never lands on another.
      const moved = all.filter((h) => h.kind === 'moved').map((h) => h.date);
      const others = new Set(all.filter((h) => h.kind !== 'moved').map((h) => h.date));
      expect(new Set(moved).size).toBe(moved.length);
      for (const date of moved) expect(others.has(date), date).toBe(false);
      for (const h of all.filter((x) => x.kind === 'moved')) {
        const day = new Date(`${h.date}T00:00:00Z`).getUTCDay();
        expect(day, h.date).not.toBe(0);
        expect(day, h.date).not.toBe(6);
      }
    }
  });

  it('names the days in Bulgarian', () => {
    expect(holidaysOf(2026).find((h) => h.date === '2026-03-03')?.name).toMatch(/^Ден на Освобождението/);
    expect(holidaysOf(2026).find((h) => h.date === '2026-05-25')?.name).toMatch(
      /^Почивен ден за Ден на светите/,
    );
  });
});

describe('isLegalDayOff', () => {
  it('weekends, holidays and moved days off; an ordinary weekday is not', () => {
    expect(isLegalDayOff('2026-11-21')).toBe(true); // Saturday
    expect(isLegalDayOff('2026-09-22')).toBe(true);
    expect(isLegalDayOff('2026-05-25')).toBe(true);
    expect(isLegalDayOff('2026-11-24')).toBe(false);
  });
});
