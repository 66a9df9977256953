import { describe, expect, it } from 'vitest';
import { groupOn, leave, move, type Stay } from './history';

const enrolled: Stay = { kind: 1, groupId: 'g1', fromDate: '2026-09-15', toDate: null };

describe("a child's group on a date", () => {
  const stays: Stay[] = [
    { kind: 1, groupId: 'g1', fromDate: '2025-09-15', toDate: '2026-01-11' },
    { kind: 2, groupId: 'g2', fromDate: '2026-01-12', toDate: '2026-06-30' },
  ];

  it('is the stay that covers the day, both ends included', () => {
    expect(groupOn(stays, '2025-09-15')).toBe('g1');
    expect(groupOn(stays, '2026-01-11')).toBe('g1');
    expect(groupOn(stays, '2026-01-12')).toBe('g2');
    expect(groupOn(stays, '2026-06-30')).toBe('g2');
  });

  it('is none before the enrolment and after the leave', () => {
    expect(groupOn(stays, '2025-09-14')).toBeUndefined();
    expect(groupOn(stays, '2026-07-01')).toBeUndefined();
  });

  it('is the open stay for any day from its start on', () => {
    expect(groupOn([enrolled], '2030-01-01')).toBe('g1');
  });
});

describe('a move', () => {
  it('closes the open stay the day before the new one starts', () => {
    const r = move([enrolled], 'g2', '2026-11-02');
    expect(r).toEqual({
      ok: true,
      value: {
        closed: { ...enrolled, toDate: '2026-11-01' },
        opened: { kind: 2, groupId: 'g2', fromDate: '2026-11-02', toDate: null },
      },
    });
  });

  it('closes it across a month and a leap day', () => {
    const r = move([{ ...enrolled, fromDate: '2027-09-15' }], 'g2', '2028-03-01');
    expect(r.ok && r.value.closed?.toDate).toBe('2028-02-29');
  });

  it('is refused on the open stay start day: two groups on one day', () => {
    const r = move([enrolled], 'g2', '2026-09-15');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe('fromDate');
      expect(r.error.message).toContain('две групи в един ден');
      expect(r.error.message).toContain('15.09.2026');
    }
  });

  it('is refused before the open stay started', () => {
    expect(move([enrolled], 'g2', '2026-01-01').ok).toBe(false);
  });

  it('into the group the child is in is refused naming the group', () => {
    const r = move([enrolled], 'g1', '2026-10-01');
    expect(!r.ok && r.error.field).toBe('groupId');
  });

  it('of a child who left enrols again only after the leave', () => {
    const left: Stay = { ...enrolled, toDate: '2026-12-18' };
    expect(move([left], 'g1', '2026-12-18').ok).toBe(false);
    const r = move([left], 'g1', '2027-01-04');
    expect(r).toEqual({
      ok: true,
      value: { opened: { kind: 1, groupId: 'g1', fromDate: '2027-01-04', toDate: null } },
    });
  });

  it('of a child without stays is the enrolment', () => {
    expect(move([], 'g1', '2026-09-15')).toEqual({
      ok: true,
      value: { opened: { kind: 1, groupId: 'g1', fromDate: '2026-09-15', toDate: null } },
    });
  });
});

describe('a leave', () => {
  it('closes the open stay on the last day', () => {
    expect(leave([enrolled], '2027-06-30')).toEqual({
      ok: true,
      value: { ...enrolled, toDate: '2027-06-30' },
    });
  });

  it('on the enrolment day itself is allowed (one day in the kindergarten)', () => {
    expect(leave([enrolled], '2026-09-15').ok).toBe(true);
  });

  it('before the enrolment is refused naming the date', () => {
    const r = leave([enrolled], '2026-09-14');
    expect(!r.ok && r.error.field).toBe('leftOn');
    expect(!r.ok && r.error.message).toContain('15.09.2026');
  });

  it('of a child who already left is refused', () => {
    expect(leave([{ ...enrolled, toDate: '2026-10-01' }], '2026-11-01').ok).toBe(false);
  });
});
