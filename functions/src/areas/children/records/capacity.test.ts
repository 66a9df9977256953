import { GroupAgeKinds } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { rosterAttribute } from '../../../domain/groups/roster';
import { checkCapacity, peakFrom, placesOf } from './capacity';

const entry = (stays: { groupId: string; fromDate: string; toDate: string | null }[]) => ({
  firstName: 'Дете',
  lastName: 'Тестово',
  birthDate: '2022-01-01',
  stays: stays.map((s) => ({ ...s, groupName: s.groupId })),
});

/** A group item with `n` children in it for the whole year, and the entries given. */
function group(capacity: number | null, n: number, extra: Record<string, ReturnType<typeof entry>> = {}) {
  const item: Record<string, unknown> = {
    id: 'g',
    name: 'Мечо',
    ageKind: GroupAgeKinds.Kindergarten,
    capacity,
  };
  for (let i = 0; i < n; i++)
    item[rosterAttribute(`c${i}`)] = entry([{ groupId: 'g', fromDate: '2026-09-15', toDate: null }]);
  for (const [id, e] of Object.entries(extra)) item[rosterAttribute(id)] = e;
  return item as { id: string; name: string; ageKind: number; capacity: number | null } & Record<
    string,
    unknown
  >;
}

describe('the places of a group', () => {
  it('are its own capacity, or the norm of its kind without one (22 kindergarten, 16 nursery)', () => {
    expect(placesOf({ id: 'g', name: '', ageKind: GroupAgeKinds.Kindergarten, capacity: 18 })).toBe(18);
    expect(placesOf({ id: 'g', name: '', ageKind: GroupAgeKinds.Kindergarten, capacity: 0 })).toBe(22);
    expect(placesOf({ id: 'g', name: '', ageKind: GroupAgeKinds.Nursery, capacity: null })).toBe(16);
  });
});

describe('the children a group holds from a day on', () => {
  it('leaves out who left before and counts who comes later from their day', () => {
    const g = group(22, 2, {
      gone: entry([{ groupId: 'g', fromDate: '2026-09-15', toDate: '2026-10-31' }]),
      later: entry([{ groupId: 'g', fromDate: '2026-12-01', toDate: null }]),
      elsewhere: entry([{ groupId: 'other', fromDate: '2026-09-15', toDate: null }]),
    });
    expect(peakFrom(g, 'g', 'new', '2026-11-16')).toBe(3);
    expect(peakFrom(g, 'g', 'new', '2026-10-01')).toBe(3);
    expect(peakFrom(g, 'g', 'new', '2026-08-01')).toBe(3);
    // The child coming in does not take its own place twice (a re-enrolment into the same group).
    expect(peakFrom(g, 'g', 'c0', '2026-11-16')).toBe(2);
  });
});

describe('the capacity check', () => {
  it('lets a child into a group with a free place', () => {
    expect(checkCapacity(group(3, 2), 'new', '2026-11-16', false)).toEqual({ ok: true });
  });

  it('refuses a full group with the numbers, unless the director confirmed', () => {
    const full = group(2, 2);
    expect(checkCapacity(full, 'new', '2026-11-16', false)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Групата е пълна: 2 от 2 места'),
    });
    expect(checkCapacity(full, 'new', '2026-11-16', true)).toEqual({
      ok: true,
      overCapacity: { children: 3, capacity: 2 },
    });
  });

  it('uses the norm of 22 for a group without its own capacity', () => {
    expect(checkCapacity(group(null, 21), 'new', '2026-11-16', false).ok).toBe(true);
    expect(checkCapacity(group(null, 22), 'new', '2026-11-16', false)).toMatchObject({
      message: expect.stringContaining('22 от 22 места'),
    });
  });
});
