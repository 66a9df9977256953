import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #26: every list that searches people finds them by the names people say — parts in any order, the
 * start of each, case ignored — and by a masked identifier's visible digits (shared/src/search.ts). The
 * payment desk picks the child through the children list, so it searches the same way.
 */
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given
    .kindergarten()
    .group()
    .teacher({ ofLastGroup: true })
    .child({ firstName: 'Андрей' })
    .parent()
    .child({ firstName: 'Мария' })
    .parent();
});

/** „Андрей Калоянов Цонев" → „цон андр": the last part first, both cut short, lower case. */
const spoken = (name: string) => {
  const parts = name.split(' ');
  return `${parts.at(-1)!.slice(0, 3)} ${parts[0]!.slice(0, 4)}`.toLocaleLowerCase('bg');
};

describe('search by the names people say', () => {
  it('finds a child by the family name first and the first name cut short, and by the identifier', async () => {
    const all = await api(kg.director, 'children.childrenOverview', { query: {} });
    const andrey = all.body.result.find((r) => r.id === kg.children[0]!.id)!;
    const found = await api(kg.director, 'children.childrenOverview', {
      query: { name: spoken(andrey.name) },
    });
    expect(found.status).toBe(200);
    expect(found.body.result.map((r) => r.id)).toEqual([andrey.id]);
    const byDigits = await api(kg.director, 'children.childrenOverview', {
      query: { name: kg.children[0]!.identifier.slice(0, 5) },
    });
    expect(byDigits.body.result.map((r) => r.id)).toContain(andrey.id);
    const hidden = await api(kg.director, 'children.childrenOverview', {
      query: { name: kg.children[0]!.identifier.slice(0, 7) },
    });
    expect(hidden.body.result.map((r) => r.id)).not.toContain(andrey.id);
  });

  it('finds a parent by their name in any order, and by their child’s', async () => {
    const all = await api(kg.director, 'children.parents', { query: { kindergartenId: kg.id } });
    const first = all.body.result.find((r) => r.id === kg.parents[0]!.id)!;
    const byName = await api(kg.director, 'children.parents', {
      query: { kindergartenId: kg.id, search: spoken(`${first.firstName} ${first.lastName}`) },
    });
    expect(byName.body.result.map((r) => r.id)).toContain(first.id);
    const byChild = await api(kg.director, 'children.parents', {
      query: { kindergartenId: kg.id, search: spoken(first.children[0]!.childName) },
    });
    expect(byChild.body.result.map((r) => r.id)).toEqual([first.id]);
  });

  it('finds a staff member by the family name first and the first name cut short', async () => {
    const all = await api(kg.director, 'staff.staffOverview', { query: {} });
    const someone = all.body.result[0]!;
    const found = await api(kg.director, 'staff.staffOverview', { query: { name: spoken(someone.name) } });
    expect(found.status).toBe(200);
    expect(found.body.result.map((r) => r.id)).toContain(someone.id);
  });
});
