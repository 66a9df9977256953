import { DayOffType } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { monthWorkingDaysOf } from '.';
import { calendarMonthKeys, dayOffMonthWrites, monthsOfRange, nationalMonthWrite } from './months';

const quarantine = {
  id: 'q',
  type: DayOffType.Quarantine,
  name: 'Карантина',
  fromDate: '2026-11-30',
  toDate: '2027-01-04',
  groupIds: ['g1'],
};

/** The month items as the writes leave them: each op's SET applied to its key. */
function applied(ops: ReturnType<typeof dayOffMonthWrites>) {
  return ops.flatMap((op) =>
    'update' in op && op.changes.set ? [{ ...op.update, ...op.changes.set } as Record<string, unknown>] : [],
  );
}

describe('the calendar month items', () => {
  it('lists the months a range touches, across a year', () => {
    expect(monthsOfRange('2026-11-30', '2027-01-04')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsOfRange('2026-12-01', '2027-11-30')).toHaveLength(12);
  });

  it('sets a day off on every month it touches and removes it from those an edit left', () => {
    const saved = dayOffMonthWrites('kg', 'q', undefined, quarantine);
    expect(saved.map((op) => ('update' in op ? op.update.SK : ''))).toEqual([
      'MONTH#2026-11',
      'MONTH#2026-12',
      'MONTH#2027-01',
    ]);
    const edited = dayOffMonthWrites('kg', 'q', quarantine, { ...quarantine, toDate: '2026-12-03' });
    const removed = edited.filter((op) => 'update' in op && op.changes.remove);
    expect(removed.map((op) => ('update' in op ? op.update.SK : ''))).toEqual(['MONTH#2027-01']);
    const deleted = dayOffMonthWrites('kg', 'q', quarantine, undefined);
    expect(deleted.every((op) => 'update' in op && op.changes.remove?.[0] === 'dayOff#q')).toBe(true);
  });

  it('closes a group on its day off, the whole kindergarten on a national one, and ignores other months', () => {
    const items = [
      ...applied(dayOffMonthWrites('kg', 'q', undefined, quarantine)),
      ...applied([
        nationalMonthWrite('2026-12-31', {
          id: 'n',
          date: '2026-12-31',
          isWorkingDay: false,
          name: 'Мост',
        }),
      ]),
    ];
    const forGroup = monthWorkingDaysOf('kg', 2026, 12, items, 'g1');
    const forOther = monthWorkingDaysOf('kg', 2026, 12, items, 'g2');
    const day = (days: typeof forGroup, date: string) => days.find((d) => d.date === date)!;
    // A quarantine leaves the group's day open, typed (only a DayOff closes: issue #24, point 3).
    expect(day(forGroup, '2026-12-02')).toMatchObject({
      isWorkingDay: true,
      dayOffType: DayOffType.Quarantine,
      reasons: ['Карантина'],
    });
    expect(day(forOther, '2026-12-02')).toMatchObject({ isWorkingDay: true, dayOffType: null, reasons: [] });
    expect(day(forOther, '2026-12-31')).toMatchObject({ isWorkingDay: false, reasons: ['Мост'] });
    // Another kindergarten's month item with the same day off is not this one's.
    const closed = { ...quarantine, type: DayOffType.DayOff };
    expect(
      day(
        monthWorkingDaysOf('kg', 2026, 12, applied(dayOffMonthWrites('kg', 'q', undefined, closed)), 'g1'),
        '2026-12-02',
      ).isWorkingDay,
    ).toBe(false);
    const foreign = applied(dayOffMonthWrites('other', 'q', undefined, closed));
    expect(day(monthWorkingDaysOf('kg', 2026, 12, foreign, 'g1'), '2026-12-02').isWorkingDay).toBe(true);
  });

  it('reads a month without items as one without days off: weekends and holidays only', () => {
    const days = monthWorkingDaysOf('kg', 2026, 12, []);
    expect(days).toHaveLength(31);
    expect(days.filter((d) => !d.isWorkingDay).map((d) => d.date)).toContain('2026-12-24');
    expect(days.find((d) => d.date === '2026-12-02')?.isWorkingDay).toBe(true);
    expect(calendarMonthKeys.national('2026-12')).toEqual({ PK: 'NATIONAL#CALENDAR', SK: 'MONTH#2026-12' });
  });
});
