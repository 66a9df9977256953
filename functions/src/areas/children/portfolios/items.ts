import type { StudentAchievementType } from '@gradina/shared';
import type { PortfolioBackground } from '@gradina/shared/manifest/routes/children/portfolios';
import type { Key } from '../../../platform/db';
import {
  deleteIfExists,
  getItem,
  putIfAbsent,
  putItem,
  queryAll,
  tenantPrefix,
  versionedPut,
  versionOf,
} from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';

/**
 * The portfolios feature's items (docs/areas/children-measurements-portfolios.md). A portfolio is one item
 * with its sections (text, photo keys); the list attributes (counts, names) sit beside them so the overviews
 * read projections only.
 *
 * - Portfolio: `KG#<kg>#PORTFOLIOS` / `PORTFOLIO#<id>` (the kindergarten's, one Query); GSI1
 *   `KG#<kg>#PORTFOLIOS#CHILD#<childId>` / `<periodId>#<id>` (a child's); GSI2
 *   `KG#<kg>#PORTFOLIOS#GROUP#<groupId>` / `<sortName>#<id>` (a group's, by the child's name).
 * - The Master's lists: `PORTFOLIO_TEMPLATES` / `TYPE#<n>` (titles of a section type), `BACKGROUNDS`.
 */
export const portfolioKeys = {
  portfolio: (kindergartenId: string, id = '') => ({
    PK: `${tenantPrefix(kindergartenId)}#PORTFOLIOS`,
    SK: `PORTFOLIO#${id}`,
  }),
  ofChild: (kindergartenId: string, childId: string, periodId = '', id = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#PORTFOLIOS#CHILD#${childId}`,
    GSI1SK: periodId ? `${periodId}#${id}` : '',
  }),
  ofGroup: (kindergartenId: string, groupId: string, sortName = '', id = '') => ({
    GSI2PK: `${tenantPrefix(kindergartenId)}#PORTFOLIOS#GROUP#${groupId}`,
    GSI2SK: sortName ? `${sortName}#${id}` : '',
  }),
  titles: (type: number) => ({ PK: 'PORTFOLIO_TEMPLATES', SK: `TYPE#${type}` }),
  backgrounds: () => ({ PK: 'PORTFOLIO_TEMPLATES', SK: 'BACKGROUNDS' }),
} as const;

export interface StoredPhoto {
  fileKey: string;
  fileName: string;
  s3Key: string;
}

export interface StoredSection {
  id: string;
  type: StudentAchievementType;
  title: string;
  text: string;
  date: string | null;
  photos: StoredPhoto[];
}

export interface PortfolioItem {
  id: string;
  kindergartenId: string;
  studentId: string;
  studentName: string;
  groupId: string;
  periodId: string;
  title: string;
  backgroundId: string | null;
  sections: StoredSection[];
  sectionsCount: number;
  photosCount: number;
  createdBy: string;
  modifiedBy: string;
  modifiedAt: string;
  /** When it was made (the МОН reference counts it in that month); absent on portfolios made before #30. */
  createdAt?: string;
  version: number;
}

export const portfolioNotFound = 'Портфолиото не е намерено.';

/** What the lists read of a portfolio (not its sections). */
const rowAttributes = [
  'id',
  'studentId',
  'studentName',
  'groupId',
  'periodId',
  'title',
  'sectionsCount',
  'photosCount',
  'modifiedAt',
] as const;
export type PortfolioRowItem = Pick<PortfolioItem, (typeof rowAttributes)[number]>;

const sortNameOf = (item: PortfolioItem) => item.studentName.toLocaleLowerCase('bg');

const indexed = (item: PortfolioItem) => ({
  ...portfolioKeys.portfolio(item.kindergartenId, item.id),
  ...portfolioKeys.ofChild(item.kindergartenId, item.studentId, item.periodId, item.id),
  ...portfolioKeys.ofGroup(item.kindergartenId, item.groupId, sortNameOf(item), item.id),
  type: 'Portfolio',
});

export const readPortfolio = (kindergartenId: string, id: string) =>
  getItem<PortfolioItem>(portfolioKeys.portfolio(kindergartenId, id), { consistent: true });

/** Every portfolio of the kindergarten (list attributes): one Query. */
export const portfoliosOfKindergarten = (kindergartenId: string) =>
  queryAll<PortfolioRowItem>({
    partition: portfolioKeys.portfolio(kindergartenId).PK,
    beginsWith: 'PORTFOLIO#',
    attributes: rowAttributes,
  });

/** A group's portfolios by the child's name: one Query of GSI2. */
export const portfoliosOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<PortfolioRowItem>({
    index: 'GSI2',
    partition: portfolioKeys.ofGroup(kindergartenId, groupId).GSI2PK,
    attributes: rowAttributes,
  });

/** Every portfolio of the kindergarten, whole (the achievements list reads their sections): one Query. */
export const portfoliosOfKindergartenWhole = (kindergartenId: string) =>
  queryAll<PortfolioItem>({
    partition: portfolioKeys.portfolio(kindergartenId).PK,
    beginsWith: 'PORTFOLIO#',
  });

/** A group's portfolios, whole: one Query of GSI2. */
export const portfoliosOfGroupWhole = (kindergartenId: string, groupId: string) =>
  queryAll<PortfolioItem>({
    index: 'GSI2',
    partition: portfolioKeys.ofGroup(kindergartenId, groupId).GSI2PK,
  });

/** A child's portfolios, whole (achievements read their sections): one Query of GSI1. */
export const portfoliosOfChild = (kindergartenId: string, childId: string) =>
  queryAll<PortfolioItem>({
    index: 'GSI1',
    partition: portfolioKeys.ofChild(kindergartenId, childId).GSI1PK,
  });

export const createPortfolioItem = (item: PortfolioItem) =>
  putItem({ ...item, ...indexed(item) }, { absent: true });

/** Replaces a portfolio while it still has the version the editor loaded (409 otherwise, 404 when gone). */
export const replacePortfolioItem = (item: PortfolioItem, expected: number) =>
  versionedPut({ ...item, ...indexed(item) }, { expected, missing: () => notFound(portfolioNotFound) });

export const removePortfolioItem = (kindergartenId: string, id: string) =>
  deleteIfExists(portfolioKeys.portfolio(kindergartenId, id));

export interface StoredTitles {
  titles: string[];
  version?: number;
}
export interface StoredBackgrounds {
  backgrounds: PortfolioBackground[];
  version?: number;
}

export const readSectionTitles = (type: number) => getItem<StoredTitles>(portfolioKeys.titles(type));

export const readBackgrounds = () => getItem<StoredBackgrounds>(portfolioKeys.backgrounds());

/**
 * A Master's list written whole at the next version. The first save of a list (version 0: the defaults were
 * shown) creates it; a save of another version than the stored one is 409. A save that names no version
 * (callers from before the screens had versions) replaces the list and still moves the version on.
 */
async function writeList(key: Key, attributes: Record<string, unknown>, expected: number | undefined) {
  if (expected === undefined) {
    const version = versionOf(await getItem(key, { consistent: true, attributes: ['version'] })) + 1;
    return putItem({ ...key, ...attributes, version });
  }
  const item = { ...key, ...attributes, version: expected + 1 };
  if (expected === 0 && (await putIfAbsent(item))) return;
  await versionedPut(item, { expected });
}

export const writeSectionTitles = (type: number, titles: string[], modifiedBy: string, version?: number) =>
  writeList(
    portfolioKeys.titles(type),
    { type: 'PortfolioTitles', sectionType: type, titles, modifiedBy },
    version,
  );

export const writeBackgrounds = (backgrounds: PortfolioBackground[], modifiedBy: string, version?: number) =>
  writeList(portfolioKeys.backgrounds(), { type: 'PortfolioBackgrounds', backgrounds, modifiedBy }, version);
