import { describe, expect, it } from 'vitest';
import { matchesSearch, nameMatches, searchWords } from './search';

describe('matchesSearch', () => {
  const child = { names: ['Андрей Калоянов Цонев'], identifiers: ['18451*****'] };

  it('finds a name by its parts in any order and by their starts, case ignored', () => {
    expect(matchesSearch('Андрей Цо', child)).toBe(true);
    expect(matchesSearch('цонев андрей', child)).toBe(true);
    expect(matchesSearch('КАЛ', child)).toBe(true);
    expect(matchesSearch('  ан   ка  цо ', child)).toBe(true);
  });

  it('does not find a name by a word that starts no part, nor by the middle of a part', () => {
    expect(matchesSearch('Андрей Иванов', child)).toBe(false);
    expect(matchesSearch('онев', child)).toBe(false);
  });

  it('needs a different part for each word typed', () => {
    expect(nameMatches(['ан', 'ан'], 'Андрей Калоянов')).toBe(false);
    expect(nameMatches(['ан', 'ан'], 'Андрей Анчев')).toBe(true);
  });

  it('keeps all the words within one name (a parent is not found by their name mixed with a child’s)', () => {
    expect(matchesSearch('Мария Цо', { names: ['Мария Петрова', 'Андрей Цонев'] })).toBe(false);
    expect(matchesSearch('Андрей Цо', { names: ['Мария Петрова', 'Андрей Цонев'] })).toBe(true);
  });

  it('finds a masked identifier by its visible digits only', () => {
    expect(matchesSearch('1845', child)).toBe(true);
    expect(matchesSearch('18451', child)).toBe(true);
    expect(matchesSearch('184512', child)).toBe(false);
  });

  it('finds contact texts by what they contain', () => {
    expect(matchesSearch('gmail', { texts: ['maria@gmail.com'] })).toBe(true);
    expect(matchesSearch('0888', { texts: ['+359 0888 123 456'] })).toBe(true);
  });

  it('lets everything through on an empty query', () => {
    expect(matchesSearch('  ', child)).toBe(true);
    expect(matchesSearch(undefined, child)).toBe(true);
  });

  it('treats a double family name as two parts', () => {
    expect(searchWords('Иванова-Петрова')).toEqual(['иванова', 'петрова']);
    expect(matchesSearch('Пет', { names: ['Мария Иванова-Петрова'] })).toBe(true);
  });
});
