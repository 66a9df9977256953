import { describe, expect, it } from 'vitest';
import { filterProducts } from './products';

const book = (name: string, kind: 1 | 2 | 3, ageGroups: (1 | 2 | 3 | 4)[]) => ({ name, kind, ageGroups });

describe('filterProducts', () => {
  const all = [
    book('Юнета. Познавателна книжка за трета група', 1, [3]),
    book('Аз съм в детската градина', 1, [1]),
    book('Дигитални игри по математика', 3, []),
  ];

  it('orders by name in Bulgarian', () => {
    expect(filterProducts(all, {}).map((p) => p.name)).toEqual([
      'Аз съм в детската градина',
      'Дигитални игри по математика',
      'Юнета. Познавателна книжка за трета група',
    ]);
  });

  it('keeps a product of every age group (none named) under any age group filter', () => {
    expect(filterProducts(all, { ageGroup: 3 }).map((p) => p.name)).toEqual([
      'Дигитални игри по математика',
      'Юнета. Познавателна книжка за трета група',
    ]);
  });

  it('finds by every word of the search, case ignored, and by kind', () => {
    expect(filterProducts(all, { search: 'книжка ЮНЕТА' }).map((p) => p.name)).toEqual([
      'Юнета. Познавателна книжка за трета група',
    ]);
    expect(filterProducts(all, { kind: 3 })).toHaveLength(1);
    expect(filterProducts(all, { search: 'музика' })).toEqual([]);
  });
});
