import { call } from '../../support/api-client';
import { childrenOfParent } from '../../support/stored';
import type { CallerExample, ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the portfolio and achievement routes on the demo kindergarten. A portfolio is read by whoever
 * may see its child, so the reads pick, per caller, a portfolio of the demo parent's child (the parent) or of
 * the demo teacher's group (everyone else). Portfolios and achievements use different children, so an
 * achievement never moves the version of a portfolio another example edits.
 */

export const portfolioBody = (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  title: 'Моята година в детската градина',
  backgroundId: 'sky',
  sections: [
    { type: 1 as const, title: 'Обичам да рисувам', text: 'Рисува всеки ден след обяд.', photos: [] },
  ],
});

/** A portfolio of `childId` created by the demo director; its id. */
export async function aPortfolio(w: ExampleWorld, childId: string): Promise<string> {
  const reply = await call('POST', `/api/StudentPortfolios/${childId}`, {
    token: await demoDirectorToken(),
    body: portfolioBody(w),
  });
  if (reply.status !== 200) throw new Error(`portfolio not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

let shared: Promise<{ teachers: string; parents: string }> | undefined;

/** One portfolio each of a child of the demo teacher's group and of the demo parent's first child. */
function readablePortfolios(w: ExampleWorld) {
  shared ??= (async () => {
    const [teacherChild] = await childrenOfDemoTeacher(w);
    const [link] = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
    if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
    return {
      teachers: await aPortfolio(w, teacherChild!.id),
      parents: await aPortfolio(w, String(link.childId)),
    };
  })();
  return shared;
}

async function callerId(token: string): Promise<string> {
  const reply = await call('GET', '/api/identity/user-data', { token });
  return String((reply.body as { id: string }).id);
}

/** The path of a portfolio the caller may read. */
const readableBy =
  (w: ExampleWorld) =>
  async ({ token }: { token: string }): Promise<CallerExample> => {
    const portfolios = await readablePortfolios(w);
    const isParent = (await callerId(token)) === w.userIds.parent;
    return { path: { id: isParent ? portfolios.parents : portfolios.teachers } };
  };

export const examples = {
  'children.portfolios': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.portfolioBackgrounds': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.portfolioSectionTitles': (w) => ({
    path: { type: 'journey' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'children.portfolio': async (w) => ({
    path: { id: (await readablePortfolios(w)).teachers },
    asCaller: readableBy(w),
  }),
  'children.exportPortfolio': async (w) => ({
    path: { id: (await readablePortfolios(w)).teachers },
    asCaller: readableBy(w),
  }),
  'children.createPortfolio': async (w) => ({
    path: { id: (await childrenOfDemoTeacher(w))[0]!.id },
    body: portfolioBody(w),
  }),
  'children.updatePortfolio': async (w) => ({
    body: {
      ...portfolioBody(w),
      id: await aPortfolio(w, (await childrenOfDemoTeacher(w))[0]!.id),
      version: 1,
      title: 'Моята година (допълнено)',
    },
  }),
  'children.deletePortfolio': async (w) => ({
    path: { id: await aPortfolio(w, (await childrenOfDemoTeacher(w))[0]!.id) },
  }),
  'children.portfolioTemplateBackgrounds': () => ({}),
  'children.portfolioTemplateTitles': () => ({ path: { type: 'hobby' } }),
  'children.savePortfolioBackgrounds': () => ({
    body: {
      backgrounds: [
        { id: 'sky', name: 'Небе', color: '#E3F2FD' },
        { id: 'meadow', name: 'Поляна', color: '#E8F5E9' },
        { id: 'sun', name: 'Слънце', color: '#FFF8E1' },
      ],
    },
  }),
  'children.savePortfolioSectionTitles': () => ({
    path: { type: 'award' },
    body: { titles: ['Грамота', 'Медал от състезание', 'Участие в конкурс', 'Похвала'] },
  }),
  'children.achievements': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'children.childAchievements': async (w) => ({ path: { id: (await childrenOfDemoTeacher(w))[1]!.id } }),
  'children.saveAchievement': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      studentId: (await childrenOfDemoTeacher(w))[1]!.id,
      type: 2 as const,
      title: 'Грамота за рисунка',
      date: '2026-11-02',
    },
  }),
} satisfies RouteExamples;
