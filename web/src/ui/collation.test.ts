import { describe, expect, it } from 'vitest';
import { plural, sortByText } from './collation';

describe('sortByText', () => {
  it('orders Bulgarian names alphabetically, not by code point', () => {
    const names = ['Ямбол', 'Благоевград', 'София (столица)', 'Добрич', 'Шумен', 'Враца', 'Габрово', 'Ловеч'];
    expect(sortByText(names, (n) => n)).toEqual([
      'Благоевград',
      'Враца',
      'Габрово',
      'Добрич',
      'Ловеч',
      'София (столица)',
      'Шумен',
      'Ямбол',
    ]);
  });

  it('does not change the input', () => {
    const input = ['б', 'а'];
    sortByText(input, (n) => n);
    expect(input).toEqual(['б', 'а']);
  });
});

describe('plural', () => {
  it('agrees with the count', () => {
    expect(plural(1, 'област', 'области')).toBe('1 област');
    expect(plural(28, 'област', 'области')).toBe('28 области');
  });
});
