import { describe, expect, it } from 'vitest';
import { isMotherIn, orderKindergartens } from './kindergarten-order';

describe('orderKindergartens', () => {
  it('puts each mother first and its branches right after it, by Bulgarian name', () => {
    const list = [
      { id: 'b2', name: 'ДГ 12 – филиал „Тракия“', motherKindergartenId: 'm1' },
      { id: 's', name: 'ДГ 45 „Зорница“', motherKindergartenId: null },
      { id: 'm1', name: 'ДГ 12 „Слънце“', motherKindergartenId: null },
      { id: 'b1', name: 'ДГ 12 – филиал „Изгрев“', motherKindergartenId: 'm1' },
    ];
    expect(orderKindergartens(list).map((k) => k.id)).toEqual(['m1', 'b1', 'b2', 's']);
    expect(isMotherIn(list, 'm1')).toBe(true);
    expect(isMotherIn(list, 's')).toBe(false);
  });

  it('keeps a branch whose mother is not in the list', () => {
    const list = [
      { id: 'b', name: 'Б филиал', motherKindergartenId: 'elsewhere' },
      { id: 'a', name: 'А градина', motherKindergartenId: null },
    ];
    expect(orderKindergartens(list).map((k) => k.id)).toEqual(['a', 'b']);
  });
});
