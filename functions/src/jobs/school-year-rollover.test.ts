import { describe, expect, it } from 'vitest';
import { schoolYearCovering, sofiaToday } from './school-year-rollover';

describe('school year rollover', () => {
  const years = [
    { id: 'a', fromDate: '2025-09-15', toDate: '2026-09-14' },
    { id: 'b', fromDate: '2026-09-15', toDate: '2027-09-14' },
  ];
  it('picks the school year covering the day, 15 September starting the new one', () => {
    expect(schoolYearCovering(years, '2026-09-14')?.id).toBe('a');
    expect(schoolYearCovering(years, '2026-09-15')?.id).toBe('b');
    expect(schoolYearCovering(years, '2027-10-01')).toBeUndefined();
  });
  it('reads the date in Sofia, not UTC', () => {
    // 22:30 UTC on 14 September is already 15 September in Sofia (UTC+3 in summer).
    expect(sofiaToday(new Date('2026-09-14T22:30:00Z'))).toBe('2026-09-15');
  });
});
