import { describe, expect, it } from 'vitest';
import { sortByText } from './collation';

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
