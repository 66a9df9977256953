import { RequestStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { comingSummer, headCounts } from './summer';

const declaration = (groupId: string, days: string[], status: number = RequestStatus.Pending) => ({
  groupId,
  groupName: groupId === 'g1' ? 'Звездички' : 'Пчелички',
  status: status as 0 | 1 | 2,
  days,
});

describe('summer head counts', () => {
  const days = ['2027-06-01', '2027-06-02'];

  it('counts the declared children of each working day, per group and in total', () => {
    const counts = headCounts(days, [
      declaration('g1', ['2027-06-01', '2027-06-02']),
      declaration('g2', ['2027-06-01'], RequestStatus.Approved),
      declaration('g2', ['2027-06-01', '2027-06-02'], RequestStatus.Rejected),
    ]);
    expect(counts).toEqual([
      {
        date: '2027-06-01',
        expected: 2,
        groups: [
          { groupId: 'g1', groupName: 'Звездички', expected: 1 },
          { groupId: 'g2', groupName: 'Пчелички', expected: 1 },
        ],
      },
      { date: '2027-06-02', expected: 1, groups: [{ groupId: 'g1', groupName: 'Звездички', expected: 1 }] },
    ]);
  });

  it('keeps to one group when asked', () => {
    const counts = headCounts(days, [declaration('g1', days), declaration('g2', days)], 'g2');
    expect(counts.map((c) => c.expected)).toEqual([1, 1]);
  });
});

describe('the coming summer', () => {
  it("is this year's until September and next year's from October", () => {
    expect(comingSummer('2026-09-30')).toBe(2026);
    expect(comingSummer('2026-10-01')).toBe(2027);
    expect(comingSummer('2027-01-15')).toBe(2027);
  });
});
