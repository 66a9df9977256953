import { randomUUID } from 'node:crypto';
import type { StudentAchievementType } from '@gradina/shared';
import { pageOf } from '../../../platform/db';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type ChildRow, childName, visibleChild } from '../anthropometrics/child-access';
import type { PortfolioItem } from './items';
import {
  portfoliosOfChild,
  portfoliosOfGroupWhole,
  portfoliosOfKindergartenWhole,
  replacePortfolioItem,
} from './items';
import { createChildPortfolio, portfolioItem, schoolYearOf, visiblePortfolios } from './portfolios';

/**
 * Achievements are the sections of portfolios seen one by one (the spec's StudentAchievementType is the
 * sections' type): listed across the portfolios a caller may see, and added to the child's portfolio of the
 * school year.
 */
export interface AchievementInput {
  studentId: string;
  type: StudentAchievementType;
  title: string;
  text?: string;
  date?: string | null;
}

/** Each section as a row, newest first (undated last), then by title. */
export function achievementRows(items: readonly PortfolioItem[], type?: StudentAchievementType) {
  return items
    .flatMap((p) =>
      p.sections.map((s) => ({
        id: s.id,
        portfolioId: p.id,
        studentId: p.studentId,
        studentName: p.studentName,
        type: s.type,
        title: s.title,
        date: s.date,
      })),
    )
    .filter((r) => type === undefined || r.type === type)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title, 'bg'));
}

type Paging = { PageNumber?: number; PageSize?: number };
const page = <T>(rows: T[], q: Paging) => pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));

/** `GET /api/StudentAchievements/overview-models`. */
export async function listAchievements(
  session: TenantRouteSession,
  q: { studentId?: string; classId?: string; type?: StudentAchievementType } & Paging,
) {
  const kg = session.kindergartenId;
  const items = await visiblePortfolios(session, q, {
    ofChild: (c) => portfoliosOfChild(kg, c),
    ofGroup: (g) => portfoliosOfGroupWhole(kg, g),
    all: () => portfoliosOfKindergartenWhole(kg),
  });
  return page(achievementRows(items, q.type), q);
}

/** `GET /api/StudentAchievements/overview-models/{id}`: the child's. */
export async function childAchievements(session: TenantRouteSession, childId: string, q: Paging) {
  const child = await visibleChild(session, childId);
  return page(achievementRows(await portfoliosOfChild(session.kindergartenId, child.id)), q);
}

/**
 * `POST /api/StudentAchievements`: a new section in the child's most recently edited portfolio of the school
 * year, or in a new portfolio named after the child. A concurrent edit of that portfolio answers 409.
 */
export async function saveAchievement(session: TenantRouteSession, child: ChildRow, body: AchievementInput) {
  const periodId = await schoolYearOf(session);
  const [latest] = (await portfoliosOfChild(session.kindergartenId, child.id))
    .filter((p) => p.periodId === periodId)
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
  const section = {
    id: randomUUID(),
    type: body.type,
    title: body.title,
    text: body.text ?? '',
    date: body.date ?? null,
    photos: [],
  };
  if (latest) {
    await replacePortfolioItem(
      portfolioItem({
        ...latest,
        sections: [...latest.sections, section],
        modifiedBy: session.userId,
        version: latest.version + 1,
      }),
      latest.version,
    );
    return saved(latest.id);
  }
  const id = randomUUID();
  await createChildPortfolio(session, child, id, periodId, {
    title: `Портфолио на ${childName(child)}`,
    backgroundId: null,
    sections: [section],
  });
  return saved(id);
}
