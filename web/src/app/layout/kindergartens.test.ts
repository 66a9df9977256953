import { describe, expect, it } from 'vitest';
import { addressLine, kindergartenTree, type UserKindergarten } from './kindergartens';

const kg = (id: string, name: string, mother: string | null = null): UserKindergarten => ({
  id,
  name,
  city: 'Пловдив',
  town: 'гр. Пловдив',
  adress: `ул. ${name}`,
  isSelected: false,
  motherKindergartenId: mother,
});

describe('kindergartenTree', () => {
  it('orders kindergartens in Bulgarian and puts each branch under its mother', () => {
    const tree = kindergartenTree([
      kg('b1', 'ДГ Слънце – филиал Тракия', 'm'),
      kg('z', 'ДГ Зорница'),
      kg('m', 'ДГ Слънце'),
      kg('a', 'ДГ Астра'),
      kg('b2', 'ДГ Слънце – филиал Смирненски', 'm'),
    ]);
    expect(tree.map((n) => `${n.depth}:${n.kindergarten.id}`)).toEqual(['0:a', '0:z', '0:m', '1:b2', '1:b1']);
  });

  it('keeps a branch whose mother is not listed at the top', () => {
    expect(kindergartenTree([kg('b', 'Филиал', 'missing')]).map((n) => n.depth)).toEqual([0]);
  });
});

describe('addressLine', () => {
  it('joins address and town', () => {
    expect(addressLine({ adress: 'ул. „Шипка“ 34', town: 'гр. София', city: 'София' })).toBe(
      'ул. „Шипка“ 34, гр. София',
    );
    expect(addressLine({ adress: '', town: '', city: 'София' })).toBe('София');
  });
});
