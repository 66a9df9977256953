import { describe, expect, it } from 'vitest';
import { attendanceChange } from './attendance-aggregates';
import type { TableChange } from './change';

const childMonth = (days: Record<string, number>) => ({
  type: 'ChildMonth',
  kindergartenId: 'kg1',
  groupId: 'g1',
  childId: 'c1',
  month: '2026-11',
  birthDate: '2020-03-01',
  ...days,
});

const change = (oldImage?: object, newImage?: object): TableChange => ({
  eventName: oldImage && newImage ? 'MODIFY' : newImage ? 'INSERT' : 'REMOVE',
  sequenceNumber: '1',
  keys: {},
  ...(oldImage ? { oldImage: oldImage as Record<string, unknown> } : {}),
  ...(newImage ? { newImage: newImage as Record<string, unknown> } : {}),
  expired: false,
});

describe('the attendance aggregates consumer', () => {
  it('adds a new child-month whole and a changed cell as its difference', () => {
    expect(attendanceChange(change(undefined, childMonth({ d02: 2 })))?.deltas).toEqual({
      childMonths: 1,
      s2: 1,
      compulsoryChildMonths: 1,
    });
    expect(attendanceChange(change(childMonth({ d02: 2 }), childMonth({ d02: 1 })))?.deltas).toEqual({
      s1: 1,
      s2: -1,
    });
  });

  it('sees the third unexcused day cross the limit, and not the fourth', () => {
    const two = childMonth({ d02: 1, d03: 1 });
    const three = childMonth({ d02: 1, d03: 1, d04: 1 });
    const four = childMonth({ d02: 1, d03: 1, d04: 1, d05: 1 });
    expect(attendanceChange(change(two, three))?.crossed).toBe(true);
    expect(attendanceChange(change(three, four))?.crossed).toBe(false);
  });

  it('ignores every other item', () => {
    expect(attendanceChange(change(undefined, { type: 'Child', id: 'c1' }))).toBeNull();
  });
});
