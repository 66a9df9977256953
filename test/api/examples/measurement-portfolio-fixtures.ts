import { call } from '../../support/api-client';
import { childrenOfGroup } from '../../support/stored';
import type { ExampleWorld, RouteExample } from '../route-examples';
import { type ExampleChild, measurementBody } from './anthropometrics';
import { portfolioBody } from './portfolios';

/**
 * The object-access suite's fixtures of the measurements and portfolios writes (their object rule is
 * `group`): the object is a child of the suite's first group, which the suite's author and group teacher
 * teach; what an edit or delete acts on is created by the author first.
 */
interface GroupFixture {
  world: ExampleWorld;
  groups: [string, string];
  /** The author's token (a teacher of the first group). */
  author: string;
}

async function childOfFirstGroup(f: GroupFixture): Promise<ExampleChild> {
  const [child] = await childrenOfGroup(f.world.kindergartenId, f.groups[0]);
  if (!child) throw new Error('the first group has no child');
  return {
    id: String(child.id),
    birthDate: String(child.birthDate),
    gender: Number(child.gender) as 1 | 2,
    groupId: f.groups[0],
  };
}

async function asAuthor(f: GroupFixture, path: string, body: unknown): Promise<string> {
  const reply = await call('POST', path, { token: f.author, body });
  if (reply.status !== 200) throw new Error(`POST ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

/** A measurement of the first group's child on a random weekday; a day an earlier case's kept one (a refused
 * delete leaves it) answers 409, and another day is tried. */
async function aMeasurement(f: GroupFixture): Promise<string> {
  const child = await childOfFirstGroup(f);
  for (let attempt = 1; ; attempt++) {
    const body = measurementBody(f.world, child);
    const reply = await call('POST', '/api/StudentAnthropometrics', { token: f.author, body });
    if (reply.status === 200) return String((reply.body as { entityId: string }).entityId);
    if (reply.status !== 409 || attempt === 5)
      throw new Error(`POST /api/StudentAnthropometrics: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
}

const aPortfolio = async (f: GroupFixture) =>
  asAuthor(f, `/api/StudentPortfolios/${(await childOfFirstGroup(f)).id}`, portfolioBody(f.world));

export const measurementPortfolioFixtures: Record<string, (f: GroupFixture) => Promise<RouteExample>> = {
  'children.saveAnthropometric': async (f) => ({
    body: measurementBody(f.world, await childOfFirstGroup(f)),
  }),
  'children.deleteAnthropometric': async (f) => ({ path: { id: await aMeasurement(f) } }),
  'children.createPortfolio': async (f) => ({
    path: { id: (await childOfFirstGroup(f)).id },
    body: portfolioBody(f.world),
  }),
  'children.updatePortfolio': async (f) => ({
    body: {
      ...portfolioBody(f.world),
      id: await aPortfolio(f),
      version: 1,
      title: 'Годината ни (допълнено)',
    },
  }),
  'children.deletePortfolio': async (f) => ({ path: { id: await aPortfolio(f) } }),
  'children.saveAchievement': async (f) => ({
    body: {
      kindergartenId: f.world.kindergartenId,
      studentId: (await childOfFirstGroup(f)).id,
      type: 3,
      title: 'Екскурзия до Копривщица',
    },
  }),
};
