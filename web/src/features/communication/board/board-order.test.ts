import { describe, expect, it } from 'vitest';
import { dropOn, moveBy, moveTo, sameOrder } from './board-order';

describe('board order', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves an item to a position', () => {
    expect(moveTo(ids, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTo(ids, 1, 9)).toEqual(ids);
  });

  it('drops a dragged item where another was', () => {
    expect(dropOn(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropOn(ids, 'a', null)).toEqual(ids);
    expect(dropOn(ids, 'x', 'b')).toEqual(ids);
  });

  it('moves one step up or down and stays put at the ends', () => {
    expect(moveBy(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveBy(ids, 'a', -1)).toEqual(ids);
    expect(moveBy(ids, 'd', 1)).toEqual(ids);
  });

  it('compares orders', () => {
    expect(sameOrder(ids, [...ids])).toBe(true);
    expect(sameOrder(ids, moveBy(ids, 'a', 1))).toBe(false);
  });
});
