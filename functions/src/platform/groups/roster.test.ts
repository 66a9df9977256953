import { describe, expect, it } from 'vitest';
import { groupChildChange, rosterAttribute, rosterOf } from './roster';

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

  it('removes the entry when the child leaves, and only rewrites it on an edit', () => {
    expect(groupChildChange('kg', 'g1', 'c1', -1, undefined).changes).toEqual({
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
