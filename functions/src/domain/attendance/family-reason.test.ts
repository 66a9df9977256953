import { describe, expect, it } from 'vitest';
import {
  defaultFamilyLimitRules,
  familyDaysOf,
  familyLimitFor,
  familyReasonCount,
  gridLimitMessage,
  isLimited,
  leftText,
  overLimit,
  requestLimitMessage,
  schoolYearOf,
} from './family-reason';

describe('the limit in force for a school year', () => {
  it('is 10 days before 2024/25 and 15 from it on (the law’s rules)', () => {
    expect(familyLimitFor(2019)).toBe(10);
    expect(familyLimitFor(2023)).toBe(10);
    expect(familyLimitFor(2024)).toBe(15);
    expect(familyLimitFor(2026)).toBe(15);
  });

  it('was 20 for 2020/21 only (the 2020 transitional rule)', () => {
    expect(familyLimitFor(2020)).toBe(20);
    expect(familyLimitFor(2021)).toBe(10);
  });

  it('follows the Master’s rules, in any order, the first one also for years before it', () => {
    const rules = [
      { fromSchoolYear: 2027, days: 12 },
      { fromSchoolYear: 2024, days: 15 },
    ];
    expect(familyLimitFor(2026, rules)).toBe(15);
    expect(familyLimitFor(2027, rules)).toBe(12);
    expect(familyLimitFor(2030, rules)).toBe(12);
    expect(familyLimitFor(2010, rules)).toBe(15);
  });

  it('falls back to the law’s rules when none are saved', () => {
    expect(familyLimitFor(2026, [])).toBe(15);
    expect(defaultFamilyLimitRules.at(-1)).toEqual({ fromSchoolYear: 2024, days: 15 });
  });
});

describe('who is limited', () => {
  it('is a child of compulsory age for the whole school year (born in Y - 4 or earlier)', () => {
    expect(isLimited('2022-12-31', 2026)).toBe(true);
    expect(isLimited('2023-01-01', 2026)).toBe(false);
    expect(isLimited('2023-01-01', 2027)).toBe(true);
    expect(isLimited(undefined, 2026)).toBe(false);
  });

  it('takes the school year from 15 September to 14 September', () => {
    expect(schoolYearOf('2026-09-14')).toBe(2025);
    expect(schoolYearOf('2026-09-15')).toBe(2026);
    expect(schoolYearOf('2027-09-14')).toBe(2026);
  });
});

describe('the counter’s days', () => {
  const counter = {
    PK: 'KG#k#ATTCHILD#c',
    SK: 'FAMILYDAYS#2026',
    version: 3,
    'm2026-10-05': 'g1',
    'm2026-11-02': 'g2',
    'r2026-11-02': 'c_1',
    'r2026-12-14': 'c_1',
  };

  it('reads marked and requested dates from the attributes', () => {
    expect(familyDaysOf(counter)).toEqual({
      marked: ['2026-10-05', '2026-11-02'],
      requested: ['2026-11-02', '2026-12-14'],
    });
    expect(familyDaysOf(undefined)).toEqual({ marked: [], requested: [] });
  });

  it('counts distinct dates across groups, a day both marked and requested once', () => {
    const count = familyReasonCount(familyDaysOf(counter), true, 15);
    expect(count).toEqual({ maxAbsenceCount: 15, currentAbsenceCount: 3, left: 12, nearLimit: false });
  });

  it('warns within 2 days of the limit and shows no limit for a younger child', () => {
    const days = { marked: ['2026-10-01', '2026-10-02', '2026-10-05'], requested: [] };
    expect(familyReasonCount(days, true, 5).nearLimit).toBe(true);
    expect(familyReasonCount(days, true, 6).nearLimit).toBe(false);
    expect(familyReasonCount(days, false, 15)).toEqual({
      maxAbsenceCount: null,
      currentAbsenceCount: 3,
      left: null,
      nearLimit: false,
    });
  });
});

describe('over the limit', () => {
  const days = { marked: ['2026-10-01', '2026-10-02'], requested: ['2026-11-02'] };

  it('counts only the asked days not yet counted', () => {
    expect(overLimit(['2026-10-01', '2026-11-03'], days, 4)).toEqual({
      fresh: ['2026-11-03'],
      left: 1,
      over: false,
    });
    expect(overLimit(['2026-11-03', '2026-11-04'], days, 4)).toEqual({
      fresh: ['2026-11-03', '2026-11-04'],
      left: 1,
      over: true,
    });
  });

  it('frees the days the same marks clear', () => {
    expect(overLimit(['2026-11-03', '2026-11-04'], days, 4, ['2026-10-01']).over).toBe(false);
  });

  it('says in Bulgarian how many days were left and how many were asked', () => {
    expect(gridLimitMessage('Ива Петрова', 2, 3)).toBe(
      'Детето Ива Петрова има право на още 2 дни по семейни причини за учебната година; отбелязани са 3.',
    );
    expect(gridLimitMessage('Ива Петрова', 1, 1)).toContain('още 1 ден по семейни причини');
    expect(gridLimitMessage('Ива Петрова', 1, 1)).toContain('отбелязан е 1.');
    expect(requestLimitMessage(15, 0, 2)).toBe(
      'Отсъствията по семейни причини са до 15 дни в учебната година. Остават 0 дни, а заявлението е за 2.',
    );
    expect(leftText(1)).toBe('Остава 1 ден');
  });
});
