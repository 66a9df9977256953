import { describe, expect, it } from 'vitest';
import { byGroup, groupOfDay } from './placements';
import type { RosterStay } from './roster';

/** A child in „A“ from 15.09 to 15.11.2026, moved to „B“ on Monday 16.11. */
const stays: RosterStay[] = [
  { groupId: 'A', groupName: 'Мечо', fromDate: '2026-09-15', toDate: '2026-11-15' },
  { groupId: 'B', groupName: 'Зайо', fromDate: '2026-11-16', toDate: null },
];

describe('the dates of a child by the group of each day', () => {
  it('splits a period over a move: the days before it in the old group, from it in the new', () => {
    const dates = ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-20'];
    expect(Object.fromEntries(byGroup(stays, dates))).toEqual({
      A: ['2026-11-12', '2026-11-13'],
      B: ['2026-11-16', '2026-11-20'],
    });
  });

  it('leaves out the days in no stay, and names the group of a day', () => {
    expect(Object.fromEntries(byGroup(stays, ['2026-09-14', '2026-09-15']))).toEqual({ A: ['2026-09-15'] });
    const of = groupOfDay(stays);
    expect([of('2026-09-14'), of('2026-11-15'), of('2026-11-16')]).toEqual([undefined, 'A', 'B']);
  });
});
