import { AbsenceType } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { familyFormSpec, summerFormSpec, summerWeeks } from './request-form';

describe('request forms', () => {
  it('sends a family-reason request with the reason only when typed', () => {
    const body = familyFormSpec('kg').toBody({
      studentId: 'c1',
      fromDate: '2026-11-23',
      toDate: '2026-11-27',
      reason: '  ',
    });
    expect(body).toEqual({
      kindergartenId: 'kg',
      studentId: 'c1',
      absenceType: AbsenceType.AbsenceFamilyReason,
      fromDate: '2026-11-23',
      toDate: '2026-11-27',
      attendingWeeks: [],
    });
  });

  it('names the end date when it is before the start', () => {
    const check = familyFormSpec('kg').check!;
    expect(
      check({ studentId: 'c', fromDate: '2026-11-27', toDate: '2026-11-23', reason: '' }).toDate,
    ).toContain('До дата');
  });

  it('offers the Mondays of June to mid-September and declares the summer', () => {
    const weeks = summerWeeks(2027);
    expect(weeks[0]).toBe('2027-05-31');
    expect(weeks.at(-1)).toBe('2027-09-13');
    const body = summerFormSpec('kg').toBody({
      studentId: 'c',
      year: '2027',
      attendingWeeks: ['2027-06-07'],
    });
    expect(body).toMatchObject({
      fromDate: '2027-06-01',
      toDate: '2027-09-14',
      absenceType: AbsenceType.Attendance,
    });
  });
});
