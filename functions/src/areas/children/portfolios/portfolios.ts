import { randomUUID } from 'node:crypto';
import { Role } from '@gradina/shared';
import type {
  Portfolio,
  PortfolioRow,
  SectionInput,
} from '@gradina/shared/manifest/routes/children/portfolios';
import { childrenOfCaller, groupsTaughtByCaller } from '../../../domain/children/access';
import { childrenResults } from '../../../domain/education/child-results';
import { byBulgarianName, pageOf, requireVersion } from '../../../platform/db';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import { invalidField, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type ChildRow, checkGroupVisible, childName, visibleChild } from '../anthropometrics/child-access';
import type { PortfolioItem, PortfolioRowItem, StoredSection } from './items';
import {
  createPortfolioItem,
  portfolioNotFound,
  portfoliosOfChild,
  portfoliosOfGroup,
  portfoliosOfKindergarten,
  readPortfolio,
  removePortfolioItem,
  replacePortfolioItem,
} from './items';
import { droppedPhotos, photoPrefix, photosOfSections, photoView, removeStoredFiles } from './photos';
import { portfolioBackgrounds } from './templates';

export interface PortfolioInput {
  title: string;
  backgroundId?: string | null;
  sections?: SectionInput[];
}

const rowOf = (p: PortfolioRowItem): PortfolioRow => ({
  id: p.id,
  studentId: p.studentId,
  studentName: p.studentName,
  groupId: p.groupId,
  title: p.title,
  sectionsCount: p.sectionsCount ?? 0,
  photosCount: p.photosCount ?? 0,
  modifiedAt: p.modifiedAt,
});

/**
 * The portfolios a caller may list, as items of `read`: a child's, a group's, or, with neither named, the
 * kindergarten's for its managers, a teacher's groups' or a parent's children's.
 */
export async function visiblePortfolios<T extends PortfolioRowItem>(
  session: TenantRouteSession,
  q: { studentId?: string; classId?: string },
  read: {
    ofChild: (childId: string) => Promise<T[]>;
    ofGroup: (groupId: string) => Promise<T[]>;
    all: () => Promise<T[]>;
  },
): Promise<T[]> {
  if (q.studentId) return read.ofChild((await visibleChild(session, q.studentId)).id);
  if (q.classId) {
    await checkGroupVisible(session, q.classId);
    return read.ofGroup(q.classId);
  }
  if (session.role === Role.Parent)
    return (await Promise.all((await childrenOfCaller(session)).map(read.ofChild))).flat();
  if (session.role === Role.Teacher && !isKindergartenManager(session))
    return (await Promise.all((await groupsTaughtByCaller(session)).map(read.ofGroup))).flat();
  return read.all();
}

/** `GET /api/StudentPortfolios/overview-models`: by the child's name, then the title. */
export async function listPortfolios(
  session: TenantRouteSession,
  q: { studentId?: string; classId?: string; PageNumber?: number; PageSize?: number },
) {
  const kg = session.kindergartenId;
  const items = await visiblePortfolios(session, q, {
    ofChild: (c) => portfoliosOfChild(kg, c),
    ofGroup: (g) => portfoliosOfGroup(kg, g),
    all: () => portfoliosOfKindergarten(kg),
  });
  const rows = items
    .map(rowOf)
    .sort(
      (a, b) =>
        byBulgarianName({ name: a.studentName }, { name: b.studentName }) ||
        a.title.localeCompare(b.title, 'bg'),
    );
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

/** A portfolio the caller may see (its child's visibility decides), or 404. */
export async function visiblePortfolio(session: TenantRouteSession, id: string): Promise<PortfolioItem> {
  const item = await readPortfolio(session.kindergartenId, id);
  if (!item) throw notFound(portfolioNotFound);
  await visibleChild(session, item.studentId);
  return item;
}

export async function portfolioView(item: PortfolioItem): Promise<Portfolio> {
  const [sections, results] = await Promise.all([
    Promise.all(
      item.sections.map(async (s) => ({
        id: s.id,
        type: s.type,
        title: s.title,
        text: s.text,
        date: s.date,
        photos: await Promise.all(s.photos.map(photoView)),
      })),
    ),
    childrenResults(item.kindergartenId, item.groupId, [item.studentId]),
  ]);
  return {
    id: item.id,
    studentId: item.studentId,
    studentName: item.studentName,
    groupId: item.groupId,
    periodId: item.periodId,
    title: item.title,
    backgroundId: item.backgroundId,
    sections,
    results: results.get(item.studentId) ?? [],
    modifiedAt: item.modifiedAt,
    version: item.version,
  };
}

/** The school year new portfolios are filed under: the session's, else the active one. */
export async function schoolYearOf(session: TenantRouteSession): Promise<string> {
  if (session.periodId) return session.periodId;
  const active = (await schoolYearsOf(session.kindergartenId)).find((y) => y.active);
  if (!active) throw notFound('Няма активна учебна година.');
  return active.id;
}

async function checkBackground(backgroundId: string | null | undefined) {
  if (!backgroundId) return;
  if (!(await portfolioBackgrounds()).some((b) => b.id === backgroundId)) {
    const message = 'Полето "Фон": фонът не съществува.';
    throw invalidField('backgroundId', message);
  }
}

/** The sections as stored: kept sections keep their ids, new ones get one; photos claimed or kept. */
async function storedSections(
  session: TenantRouteSession,
  portfolioId: string,
  input: SectionInput[],
  existing: StoredSection[],
): Promise<StoredSection[]> {
  const prefix = photoPrefix(session.kindergartenId, portfolioId);
  const photos = await photosOfSections(
    session.userId,
    prefix,
    input.map((s) => ({ photos: s.photos ?? [] })),
    existing,
  );
  const known = new Set(existing.map((s) => s.id));
  return input.map((s, i) => ({
    id: s.id && known.has(s.id) ? s.id : randomUUID(),
    type: s.type,
    title: s.title,
    text: s.text ?? '',
    date: s.date ?? null,
    photos: photos[i]!,
  }));
}

export function portfolioItem(
  base: Omit<PortfolioItem, 'sectionsCount' | 'photosCount' | 'modifiedAt'>,
  at: Date = new Date(),
): PortfolioItem {
  return {
    ...base,
    sectionsCount: base.sections.length,
    photosCount: base.sections.reduce((n, s) => n + s.photos.length, 0),
    modifiedAt: at.toISOString(),
    createdAt: base.createdAt ?? at.toISOString(),
  };
}

/** `POST /api/StudentPortfolios/{id}`: a new portfolio of the child the pipeline loaded and checked. */
export async function createPortfolio(session: TenantRouteSession, child: ChildRow, body: PortfolioInput) {
  await checkBackground(body.backgroundId);
  const id = randomUUID();
  const periodId = await schoolYearOf(session);
  const sections = await storedSections(session, id, body.sections ?? [], []);
  await createChildPortfolio(session, child, id, periodId, {
    title: body.title,
    backgroundId: body.backgroundId ?? null,
    sections,
  });
  return saved(id);
}

/** Writes the child's new portfolio of the school year, made by the session's user. */
export const createChildPortfolio = (
  session: TenantRouteSession,
  child: ChildRow,
  id: string,
  periodId: string,
  content: Pick<PortfolioItem, 'title' | 'backgroundId' | 'sections'>,
) =>
  createPortfolioItem(
    portfolioItem({
      id,
      kindergartenId: session.kindergartenId,
      studentId: child.id,
      studentName: childName(child),
      groupId: child.groupId,
      periodId,
      ...content,
      createdBy: session.userId,
      modifiedBy: session.userId,
      version: 1,
    }),
  );

/** `POST /api/StudentPortfolios/update`: the whole portfolio with the version read (409 when stale). */
export async function updatePortfolio(
  session: TenantRouteSession,
  existing: PortfolioItem,
  body: PortfolioInput & { version: number },
) {
  const expected = requireVersion(body.version);
  await checkBackground(body.backgroundId);
  const sections = await storedSections(session, existing.id, body.sections ?? [], existing.sections);
  const item = portfolioItem({
    ...existing,
    title: body.title,
    backgroundId: body.backgroundId ?? null,
    sections,
    modifiedBy: session.userId,
    version: expected + 1,
  });
  await replacePortfolioItem(item, expected);
  await removeStoredFiles(droppedPhotos(existing.sections, sections).map((p) => p.s3Key));
  return saved(item.id);
}

/** `DELETE /api/StudentPortfolios/{id}`: the portfolio and its photos. */
export async function deletePortfolio(session: TenantRouteSession, item: PortfolioItem) {
  if (!(await removePortfolioItem(session.kindergartenId, item.id))) throw notFound(portfolioNotFound);
  await removeStoredFiles(item.sections.flatMap((s) => s.photos.map((p) => p.s3Key)));
  return saved(item.id);
}
