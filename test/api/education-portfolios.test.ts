import { beforeAll, describe, expect, it } from 'vitest';
import { ResultStage } from '../../shared/src/education/education';
import { GroupAgeKinds, Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The educational results feed the child's portfolio (issue #30): a teacher's end-of-year results show in the
 * child's portfolio by area, and МОН reads the portfolios made per kindergarten from the `portfolios`
 * aggregate the stream keeps, never a portfolio itself.
 */
let kg: GivenKindergarten;
let mon: Principal;

beforeAll(async () => {
  [kg, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Портфолио“' })
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .teacher({ ofLastGroup: true })
      .child(),
    given.nationalUser(Role.MON),
  ]);
});

describe('the results in the portfolio', () => {
  it('shows the child’s results by area, and МОН counts the portfolio with its sections', async () => {
    const teacher = kg.teachers[0]!;
    const child = kg.children[0]!;
    const saved = await api(teacher, 'planning.saveChildResult', {
      body: { classId: kg.group.id, childId: child.id, stage: ResultStage.End, levels: { 2: 3 }, version: 0 },
    });
    expect(saved.status).toBe(200);
    const made = await api(teacher, 'children.createPortfolio', {
      path: { id: child.id },
      body: {
        title: 'Моето портфолио',
        backgroundId: null,
        sections: [{ type: 2, title: 'Първо място', text: '', date: null, photos: [] }],
      },
    });
    expect(made.status).toBe(200);
    const portfolio = await api(teacher, 'children.portfolio', { path: { id: String(made.body.entityId) } });
    expect(portfolio.body.results).toEqual([
      { area: 2, areaName: 'Математика', start: null, end: 'Високо ниво' },
    ]);

    const month = portfolio.body.modifiedAt.slice(0, 7);
    const row = await eventually(
      async () =>
        (
          await api(mon, 'references.portfolios', {
            query: { fromMonth: month, toMonth: month, PageSize: 500 },
          })
        ).body.result.find((r) => r.kindergartenId === kg.id),
      (r) => r?.portfolios === 1,
      'the portfolios aggregate',
    );
    expect(row).toMatchObject({ portfolios: 1, awards: 1, hobbies: 0, photos: 0 });
    expect(
      (await api(kg.director, 'references.portfolios', { query: { fromMonth: month, toMonth: month } }))
        .status,
    ).toBe(403);
  });
});
