import { describe, expect, it } from 'vitest';
import { groupChildChange, rosterAttribute, rosterOf, stayOn, staysOf } from './roster';

const child = { firstName: 'Рая', lastName: 'Димова', birthDate: '2022-05-12', enrolledOn: '2026-09-15' };

describe('a group’s roster', () => {
  it('enrols with the counter and the entry in one write of the group item', () => {
    const op = groupChildChange('kg', 'g1', 'c1', 1, child);
    expect(op).toMatchObject({
      update: { PK: 'KG#kg#GROUPS', SK: 'GROUP#g1' },
      changes: { add: { childrenCount: 1 }, set: { 'child#c1': { ...child, leftOn: null } } },
      condition: { exists: true },
    });
  });

  it('keeps the entry of a child who left (only a delete removes it), and only rewrites it on an edit', () => {
    expect(groupChildChange('kg', 'g1', 'c1', -1, undefined).changes).toEqual({
      add: { childrenCount: -1 },
    });
    expect(groupChildChange('kg', 'g1', 'c1', -1, null).changes).toEqual({
      add: { childrenCount: -1 },
      remove: ['child#c1'],
    });
    expect(groupChildChange('kg', 'g1', 'c1', 0, child).changes.add).toBeUndefined();
  });

  it('reads the children of a group item and nothing else of it', () => {
    const group = { id: 'g1', name: 'Мечо', childrenCount: 1, [rosterAttribute('c1')]: child };
    expect(rosterOf(group)).toEqual([{ ...child, id: 'c1' }]);
    expect(rosterOf(undefined)).toEqual([]);
  });
});

describe('the stays on a roster entry', () => {
  const stays = [
    { groupId: 'g1', groupName: 'Мечо', fromDate: '2026-09-15', toDate: '2026-11-15' },
    { groupId: 'g2', groupName: 'Зайо', fromDate: '2026-11-16', toDate: null },
  ];

  it('answers the group of a day, the move taking effect on its date', () => {
    expect(stayOn(stays, '2026-11-15')?.groupId).toBe('g1');
    expect(stayOn(stays, '2026-11-16')?.groupId).toBe('g2');
    expect(stayOn(stays, '2026-09-14')).toBeUndefined();
  });

  it('reads an entry written before the stays were kept as one stay in its group', () => {
    expect(staysOf({ ...child, leftOn: '2027-01-31' }, 'g1', 'Мечо')).toEqual([
      { groupId: 'g1', groupName: 'Мечо', fromDate: '2026-09-15', toDate: '2027-01-31' },
    ]);
    expect(staysOf({ ...child, stays }, 'g1')).toBe(stays);
  });
});

describe('dates by the group of their day', () => {
  it('splits a period across a move and leaves out the days in no group', async () => {
    const { byGroup } = await import('./placements');
    const stays = [
      { groupId: 'g1', groupName: 'Мечо', fromDate: '2026-09-15', toDate: '2026-11-15' },
      { groupId: 'g2', groupName: 'Зайо', fromDate: '2026-11-16', toDate: '2026-11-30' },
    ];
    expect(byGroup(stays, ['2026-11-13', '2026-11-16', '2026-11-17', '2026-12-01'])).toEqual(
      new Map([
        ['g1', ['2026-11-13']],
        ['g2', ['2026-11-16', '2026-11-17']],
      ]),
    );
  });
});
