import { describe, expect, it } from 'vitest';
import { changedGroupMonth } from './stream';

const keys = { PK: 'KG#kg1#ATT#2026-11', SK: 'GROUP#g1#CHILD#c1' };

describe('which stream records queue a group month for НЕИСПУО', () => {
  it('a child-month whose days changed', () => {
    expect(changedGroupMonth({ keys, oldImage: { d20: 1 }, newImage: { d20: 5 } })).toEqual({
      kindergartenId: 'kg1',
      month: '2026-11',
      groupId: 'g1',
    });
    expect(changedGroupMonth({ keys, newImage: { d03: 2 } })).not.toBeNull();
    expect(changedGroupMonth({ keys, oldImage: { d03: 2 } })).not.toBeNull();
  });

  it('not a change of names only, nor another item', () => {
    expect(
      changedGroupMonth({ keys, oldImage: { d20: 1, firstName: 'А' }, newImage: { d20: 1, firstName: 'Б' } }),
    ).toBeNull();
    expect(
      changedGroupMonth({ keys: { PK: 'KG#kg1#ATT#2026-11', SK: 'LOCK' }, newImage: { d20: 1 } }),
    ).toBeNull();
  });
});
