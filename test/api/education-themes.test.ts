import { beforeAll, describe, expect, it } from 'vitest';
import { ThemeKind } from '../../shared/src/education/education';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The kindergarten's own topics (issue #30: /education-plan-topic/custom-themes and general-themes) on a
 * world of their own: a teacher adds custom topics one by one and in bulk, a general topic with its period,
 * the refusals name the field or the row and write nothing, and another kindergarten never sees them.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Теми“' }).group().teacher({ ofLastGroup: true }),
    given.kindergarten({ name: 'ДГ „Други теми“' }).group(),
  ]);
});

const list = (kind: ThemeKind, extra: Record<string, string> = {}) =>
  api(kg.teachers[0]!, 'planning.themesOverview', {
    query: { kindergartenId: kg.id, kind: String(kind), ...extra },
  });

describe('custom topics', () => {
  it('a teacher adds one, edits it with the version read and finds it by age group and area', async () => {
    const teacher = kg.teachers[0]!;
    const made = await api(teacher, 'planning.saveTheme', {
      body: { kind: ThemeKind.Custom, ageGroup: 2, area: 3, title: 'Моят град', expectedResults: 'Назовава' },
    });
    expect(made.status).toBe(200);
    const id = String(made.body.entityId);
    const edited = await api(teacher, 'planning.saveTheme', {
      body: { id, version: 1, kind: ThemeKind.Custom, ageGroup: 2, area: 3, title: 'Моят роден град' },
    });
    expect(edited.status).toBe(200);
    const stale = await api(teacher, 'planning.saveTheme', {
      body: { id, version: 1, kind: ThemeKind.Custom, ageGroup: 2, area: 3, title: 'По-стара' },
    });
    expect(stale.status).toBe(409);
    const found = await list(ThemeKind.Custom, { ageGroup: '2', area: '3' });
    expect(found.body.result.map((t) => t.title)).toEqual(['Моят роден град']);
    expect((await list(ThemeKind.Custom, { area: '1' })).body.result).toEqual([]);
    const one = await api(kg.director, 'planning.theme', { path: { id } });
    expect(one.body).toMatchObject({
      title: 'Моят роден град',
      ageGroup: 2,
      area: 3,
      fromDate: null,
      version: 2,
    });
    expect((await api(other.director, 'planning.theme', { path: { id } })).status).toBe(404);
  });

  it('refuses a custom topic without its area, naming the field', async () => {
    const refused = await api(kg.teachers[0]!, 'planning.saveTheme', {
      body: { kind: ThemeKind.Custom, ageGroup: 1, title: 'Без направление' },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('area');
  });

  it('creates several at once with one age group and area', async () => {
    const made = await api(kg.teachers[0]!, 'planning.createThemes', {
      body: {
        kind: ThemeKind.Custom,
        ageGroup: 4,
        area: 2,
        themes: [{ title: 'Числата до 10' }, { title: 'Геометрични фигури', expectedResults: 'Разпознава' }],
      },
    });
    expect(made.status).toBe(200);
    expect(made.body.created).toBe(2);
    const found = await list(ThemeKind.Custom, { ageGroup: '4' });
    expect(found.body.result.map((t) => t.title)).toEqual(['Геометрични фигури', 'Числата до 10']);
  });
});

describe('general topics', () => {
  it('refuses a bad row by its number and writes none of the rows', async () => {
    const refused = await api(kg.teachers[0]!, 'planning.createThemes', {
      body: {
        kind: ThemeKind.General,
        themes: [
          { title: 'Есен', fromDate: '2090-09-15', toDate: '2090-09-30' },
          { title: 'Зима', fromDate: '2090-12-20', toDate: '2090-12-01' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('themes.1.toDate');
    expect(refused.error?.errorMessage).toContain('Ред 2');
    expect((await list(ThemeKind.General)).body.rowsCount).toBe(0);
  });

  it('lists the general topics the latest first; a manager deletes, a teacher may not', async () => {
    const made = await api(kg.teachers[0]!, 'planning.createThemes', {
      body: {
        kind: ThemeKind.General,
        themes: [
          { title: 'Есен', fromDate: '2090-09-15', toDate: '2090-09-30' },
          { title: 'Коледа', fromDate: '2090-12-14', toDate: '2090-12-23' },
        ],
      },
    });
    expect(made.status).toBe(200);
    const found = (await list(ThemeKind.General)).body.result;
    expect(found.map((t) => [t.title, t.ageGroup])).toEqual([
      ['Коледа', null],
      ['Есен', null],
    ]);
    const id = found[0]!.id;
    expect((await api(kg.teachers[0]!, 'planning.deleteTheme', { path: { id } })).status).toBe(403);
    expect((await api(kg.director, 'planning.deleteTheme', { path: { id } })).status).toBe(200);
    expect((await list(ThemeKind.General)).body.rowsCount).toBe(1);
  });
});
