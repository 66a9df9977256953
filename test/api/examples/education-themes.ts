import { randomUUID } from 'node:crypto';
import { themeKeys } from '../../../functions/src/areas/planning/themes/items';
import { ThemeKind } from '../../../shared/src/education/education';
import { storeRawItem } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the kindergarten's own topics (issue #30): each acting example writes its own topic of the demo
 * kindergarten first (a custom topic of age group 1 and area 1), so it never depends on another suite's.
 */

async function aTheme(w: ExampleWorld) {
  const id = `example-theme-${randomUUID()}`;
  await storeRawItem({
    ...themeKeys.theme(w.kindergartenId, id),
    type: 'Theme',
    id,
    kindergartenId: w.kindergartenId,
    createdBy: w.userIds.teacher ?? '',
    kind: ThemeKind.Custom,
    title: 'Примерна собствена тема',
    expectedResults: '',
    ageGroup: 1,
    area: 1,
    fromDate: null,
    toDate: null,
    version: 1,
  });
  return id;
}

export const examples = {
  'planning.themesOverview': (w) => ({
    query: { kindergartenId: w.kindergartenId, kind: '1', PageSize: '20' },
  }),
  'planning.theme': async (w) => ({ path: { id: await aTheme(w) } }),
  'planning.saveTheme': async (w) => ({
    body: {
      id: await aTheme(w),
      version: 1,
      kindergartenId: w.kindergartenId,
      kind: ThemeKind.Custom,
      ageGroup: 1,
      area: 1,
      title: 'Примерна собствена тема',
    },
  }),
  'planning.createThemes': (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      kind: ThemeKind.General,
      themes: [{ title: 'Примерна обща тема', fromDate: '2089-10-02', toDate: '2089-10-06' }],
    },
  }),
  'planning.deleteTheme': async (w) => ({ path: { id: await aTheme(w) } }),
} satisfies RouteExamples;
