import { describe, expect, it } from 'vitest';
import { monthsBetween } from './class-book';

describe('the months of a diary’s period', () => {
  it('runs across the new year', () => {
    expect(monthsBetween('2026-11-15', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-01', '2026-11-20')).toEqual(['2026-11']);
  });
});
