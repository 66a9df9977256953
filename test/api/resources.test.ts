import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/** The partners' resources (issue #32) on a world of their own: two partners, a teacher and a parent. */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Кокиче“' })
      .group()
      .teacher()
      .child()
      .parent()
      .partner('Издателство „Просвета“')
      .partner('Анубис'),
    given.kindergarten({ name: 'ДГ „Друга“' }).partner('Булвест 2000'),
  ]);
});

const partner = (n = 0) => kg.partners[n]!.id;
const book = (o: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  partnerId: partner(),
  name: 'Юнета. Познавателна книжка',
  kind: 1 as const,
  ageGroups: [3 as const],
  areas: [1 as const],
  description: 'За трета група',
  url: 'https://prosveta.bg/yuneta',
  ...o,
});
const save = (user: Principal, o: Record<string, unknown> = {}) =>
  api(user, 'kindergartens.savePartnerProduct', { body: book(o) as never });
const list = (user: Principal, partnerId = partner(), query: Record<string, unknown> = {}) =>
  api(user, 'kindergartens.partnerProducts', {
    path: { partnerId },
    query: { kindergartenId: kg.id, ...query },
  });

describe('a partner’s resources', () => {
  it('the director adds and edits one; teachers and parents read it under its partner only', async () => {
    const created = await save(kg.director);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = String(created.body.entityId);
    await save(kg.director, { name: 'Аз съм в детската градина', kind: 2, ageGroups: [1] });
    const edited = await save(kg.director, {
      id,
      version: 1,
      name: 'Юнета. Книжка по математика',
      areas: [2, 2],
    });
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    for (const reader of [kg.teacher, kg.parent]) {
      const r = await list(reader);
      expect(r.status).toBe(200);
      expect(r.body.result.map((p) => p.name)).toEqual([
        'Аз съм в детската градина',
        'Юнета. Книжка по математика',
      ]);
    }
    expect((await api(kg.parent, 'kindergartens.partnerProduct', { path: { id } })).body.areas).toEqual([2]);
    expect((await list(kg.director, partner(1))).body.result).toEqual([]);
  });

  it('filters by kind, age group and words of the name', async () => {
    await save(kg.director, { name: 'Дигитален учебник', kind: 3, ageGroups: [] });
    const digital = await list(kg.teacher, partner(), { kind: 3 });
    expect(digital.body.result.map((p) => p.name)).toEqual(['Дигитален учебник']);
    const first = await list(kg.teacher, partner(), { ageGroup: 1 });
    expect(first.body.result.map((p) => p.name)).toEqual(['Аз съм в детската градина', 'Дигитален учебник']);
    expect((await list(kg.teacher, partner(), { search: 'учебник ДИГИТАЛЕН' })).body.rowsCount).toBe(1);
  });

  it('refuses who may not write, a stale edit, another kindergarten’s partner, a bad link, and deletes', async () => {
    expect((await save(kg.teacher)).status).toBe(403);
    expect((await save(kg.parent)).status).toBe(403);
    const id = String((await save(kg.director, { name: 'За триене' })).body.entityId);
    const stale = await save(kg.director, { id, version: 5 });
    expect(stale.status).toBe(409);
    const foreign = await save(kg.director, { partnerId: other.partners[0]!.id });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.errors?.[0]?.field).toBe('partnerId');
    const link = await save(kg.director, { url: 'prosveta.bg' });
    expect(link.status).toBe(400);
    expect(link.error?.errors?.[0]?.field).toBe('url');
    expect((await list(other.director, partner())).status).toBe(403);
    expect((await api(other.director, 'kindergartens.deletePartnerProduct', { path: { id } })).status).toBe(
      404,
    );
    expect((await api(kg.director, 'kindergartens.deletePartnerProduct', { path: { id } })).status).toBe(200);
    expect((await api(kg.director, 'kindergartens.partnerProduct', { path: { id } })).status).toBe(404);
  });
});
