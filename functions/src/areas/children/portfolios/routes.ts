import type { childrenPortfolioRoutes } from '@gradina/shared/manifest/routes/children/portfolios';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import type { LoadedObject } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { childObject, readChild } from '../anthropometrics/child-access';
import { childAchievements, listAchievements, saveAchievement } from './achievements';
import { exportPortfolio } from './export';
import { type PortfolioItem, readPortfolio } from './items';
import {
  createPortfolio,
  deletePortfolio,
  listPortfolios,
  portfolioView,
  updatePortfolio,
  visiblePortfolio,
} from './portfolios';
import {
  editableBackgrounds,
  editableSectionTitles,
  portfolioBackgrounds,
  saveBackgrounds,
  saveSectionTitles,
  sectionTitles,
} from './templates';

/** The handler entries of portfolios and achievements: thin calls of the feature's domain functions. */
export const portfolioRoutes: FeatureRoutes<typeof childrenPortfolioRoutes, typeof portfolioObjects> = {
  'children.portfolios': entry.query(listPortfolios),
  'children.portfolioBackgrounds': async () => portfolioBackgrounds(),
  'children.portfolioSectionTitles': async ({ path }) => sectionTitles(path.type),
  'children.exportPortfolio': async ({ session, path }) =>
    exportPortfolio(await visiblePortfolio(session, path.id)),
  'children.portfolio': async ({ session, path }) => portfolioView(await visiblePortfolio(session, path.id)),
  'children.createPortfolio': async ({ session, body, object }) =>
    createPortfolio(session, object.item, body),
  'children.updatePortfolio': async ({ session, body, object }) =>
    updatePortfolio(session, object.item, body),
  'children.deletePortfolio': entry.object(deletePortfolio),
  'children.portfolioTemplateBackgrounds': async () => editableBackgrounds(),
  'children.portfolioTemplateTitles': async ({ path }) => editableSectionTitles(path.type),
  'children.savePortfolioBackgrounds': async ({ session, body }) =>
    saveBackgrounds(session, body.backgrounds, body.version),
  'children.savePortfolioSectionTitles': async ({ session, path, body }) =>
    saveSectionTitles(session, path.type, body.titles, body.version),
  'children.achievements': entry.query(listAchievements),
  'children.childAchievements': async ({ session, path, query }) =>
    childAchievements(session, path.id, query),
  'children.saveAchievement': async ({ session, body, object }) =>
    saveAchievement(session, object.item, body),
};

/** A portfolio as the object rule sees it: its child's current group decides which teachers may edit it. */
async function portfolioObject(
  kindergartenId: string,
  id: string,
): Promise<LoadedObject<PortfolioItem> | undefined> {
  const item = await readPortfolio(kindergartenId, id);
  if (!item) return undefined;
  const child = await readChild(kindergartenId, item.studentId);
  return child
    ? childObject(child, item)
    : { kindergartenId: item.kindergartenId, authorId: null, groupIds: [item.groupId], item };
}

const childAt = async (kindergartenId: string, childId: string) => {
  const child = await readChild(kindergartenId, childId);
  return child && childObject(child);
};

/** The objects of the writes: the child a portfolio or achievement is created for, or the portfolio. */
export const portfolioObjects = {
  'children.createPortfolio': async ({ session, path }) => childAt(session.kindergartenId, path.id),
  'children.saveAchievement': async ({ session, body }) => childAt(session.kindergartenId, body.studentId),
  'children.updatePortfolio': async ({ session, body }) => portfolioObject(session.kindergartenId, body.id),
  'children.deletePortfolio': async ({ session, path }) => portfolioObject(session.kindergartenId, path.id),
} satisfies FeatureLoaders<typeof childrenPortfolioRoutes>;
