import { describe, expect, it } from 'vitest';
import { aCertificate } from './fixtures';
import { numbered } from './numbering';

describe('numbered', () => {
  it('takes the numbers after the last one, consecutive, in the given order', () => {
    const drafts = ['a', 'b', 'c'].map((id) => {
      const { number: _, ...draft } = aCertificate({ id });
      return draft;
    });
    expect(numbered(drafts, 0).map((c) => [c.id, c.number])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(numbered(drafts, 41).map((c) => c.number)).toEqual([42, 43, 44]);
  });
});
