import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { ChildMonthItem } from '../grid/items';
import { excusePlan } from './excuse';

const item = (month: string, extra: Record<string, unknown>) =>
  ({
    type: 'ChildMonth',
    kindergartenId: 'k',
    groupId: 'g',
    childId: 'c',
    month,
    firstName: 'Ива',
    lastName: 'Петрова',
    birthDate: '2021-05-12',
    ...extra,
  }) as ChildMonthItem;

describe('which days of a medical notice an excuse changes', () => {
  it('excuses empty and unexcused days, keeps present and already excused ones', () => {
    const months = new Map([
      ['2026-11', item('2026-11', { d02: S.Attendance, d03: S.Absence, d04: S.Excused })],
    ]);
    expect(excusePlan(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'], months)).toEqual({
      open: ['2026-11-03', '2026-11-05'],
      locked: [],
    });
  });

  it('sets the locked days apart: a locked day, a locked month, a cell marked "Заключен"', () => {
    const months = new Map<string, ChildMonthItem | undefined>([
      ['2026-10', item('2026-10', { monthLocked: true })],
      ['2026-11', item('2026-11', { lockedDays: [2], d03: S.Locked })],
    ]);
    expect(excusePlan(['2026-10-30', '2026-11-02', '2026-11-03', '2026-11-04'], months)).toEqual({
      open: ['2026-11-04'],
      locked: ['2026-10-30', '2026-11-02', '2026-11-03'],
    });
  });

  it('sets apart every day of a month the director locked for the whole kindergarten', () => {
    const months = new Map([
      ['2026-10', item('2026-10', {})],
      ['2026-11', undefined],
    ]);
    expect(excusePlan(['2026-10-30', '2026-11-02'], months, new Set(['2026-10']))).toEqual({
      open: ['2026-11-02'],
      locked: ['2026-10-30'],
    });
  });

  it('treats a month with no item yet as open', () => {
    expect(excusePlan(['2026-12-01'], new Map([['2026-12', undefined]]))).toEqual({
      open: ['2026-12-01'],
      locked: [],
    });
  });
});
