import { describe, expect, it } from 'vitest';
import { changedGroupResults } from './stream';

const keys = { PK: 'KG#kg1#RESULTS#g1', SK: 'CHILD#c1' };

describe('which stream records queue a group’s results for НЕИСПУО', () => {
  it('a child’s results whose levels changed, were written or removed', () => {
    expect(
      changedGroupResults({ keys, oldImage: { start: { 1: 2 } }, newImage: { start: { 1: 3 } } }),
    ).toEqual({
      kindergartenId: 'kg1',
      groupId: 'g1',
    });
    expect(changedGroupResults({ keys, newImage: { start: { 1: 2 }, end: {} } })).not.toBeNull();
    expect(changedGroupResults({ keys, oldImage: { end: { 7: 1 } } })).not.toBeNull();
  });

  it('not a change of the notes or the version alone, nor another item', () => {
    const same = { start: { 1: 2 }, end: {} };
    expect(
      changedGroupResults({
        keys,
        oldImage: { ...same, startNote: 'а', version: 1 },
        newImage: { ...same, startNote: 'б', version: 2 },
      }),
    ).toBeNull();
    expect(
      changedGroupResults({ keys: { PK: 'KG#kg1#PLAN#g1', SK: 'CHILD#c1' }, newImage: same }),
    ).toBeNull();
  });
});
