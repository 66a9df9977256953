import { describe, expect, it } from 'vitest';
import { autoLockDateOf, type KindergartenMonthItem, monthLockOf, nextMonth } from './rules';

const item = (state: 'locked' | 'unlocked', reason?: string): KindergartenMonthItem => ({
  type: 'KindergartenMonth',
  kindergartenId: 'kg',
  month: '2026-11',
  state,
  changedAt: '2026-12-02T08:00:00.000Z',
  changedBy: 'director',
  reason: reason ?? null,
});

describe('the kindergarten month lock', () => {
  it('computes the automatic lock day in the next month, across the year end', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(autoLockDateOf('2026-12', 5)).toBe('2027-01-05');
    expect(autoLockDateOf('2026-12', null)).toBeNull();
  });

  it('locks a month automatically from the chosen day of the next month, not before', () => {
    expect(monthLockOf('2026-11', undefined, 5, '2026-12-04')).toMatchObject({
      isLocked: false,
      lockedBy: null,
      autoLockDate: '2026-12-05',
    });
    expect(monthLockOf('2026-11', undefined, 5, '2026-12-05')).toMatchObject({
      isLocked: true,
      lockedBy: 'automatic',
      lockedAt: '2026-12-05',
    });
    // Months long past lock too once the setting is on; without it nothing locks by itself.
    expect(monthLockOf('2025-01', undefined, 5, '2026-12-05').isLocked).toBe(true);
    expect(monthLockOf('2025-01', undefined, null, '2026-12-05').isLocked).toBe(false);
  });

  it("lets the director's last word win over the automatic lock", () => {
    expect(monthLockOf('2026-11', item('locked'), null, '2026-11-10')).toMatchObject({
      isLocked: true,
      lockedBy: 'director',
      lockedAt: '2026-12-02T08:00:00.000Z',
    });
    expect(monthLockOf('2026-11', item('unlocked', 'Корекция след проверка'), 5, '2027-03-01')).toMatchObject(
      {
        isLocked: false,
        unlockReason: 'Корекция след проверка',
      },
    );
  });
});
