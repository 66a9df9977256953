import { StudentAchievementType } from '@gradina/shared';
import type { AchievementReportRow } from '@gradina/shared/manifest/routes/children/achievements-report';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { PortfolioItem } from '../portfolios/items';
import {
  portfoliosOfChild,
  portfoliosOfGroupWhole,
  portfoliosOfKindergartenWhole,
} from '../portfolios/items';
import { schoolYearOf, visiblePortfolios } from '../portfolios/portfolios';

/**
 * `GET /api/StudentAchievements/report`: the portfolios the caller may see (a manager's every child, a
 * teacher's groups, one child or one group when named: the portfolios feature's rule), kept to the school
 * year, their sections counted by type per child. Reads: the portfolios (one Query) and the groups (one).
 */

/** The rows: pure, of the portfolios and the group names. A section outside `from`…`to` (when dated) is left out. */
export function achievementReport(
  portfolios: readonly PortfolioItem[],
  groupNames: ReadonlyMap<string, string>,
  range: { fromDate?: string | undefined; toDate?: string | undefined } = {},
): AchievementReportRow[] {
  const inRange = (date: string | null) =>
    (!range.fromDate || (date !== null && date >= range.fromDate)) &&
    (!range.toDate || (date !== null && date <= range.toDate));
  const rows = new Map<string, AchievementReportRow>();
  for (const p of portfolios) {
    const row = rows.get(p.studentId) ?? {
      studentId: p.studentId,
      studentName: p.studentName,
      groupId: p.groupId,
      groupName: groupNames.get(p.groupId) ?? '',
      hobbies: 0,
      awards: 0,
      journeys: 0,
      total: 0,
      lastDate: null,
    };
    for (const s of p.sections) {
      if (!inRange(s.date)) continue;
      if (s.type === StudentAchievementType.Hobby) row.hobbies += 1;
      else if (s.type === StudentAchievementType.Award) row.awards += 1;
      else if (s.type === StudentAchievementType.Journey) row.journeys += 1;
      row.total += 1;
      if (s.date && (!row.lastDate || s.date > row.lastDate)) row.lastDate = s.date;
    }
    rows.set(p.studentId, row);
  }
  const collator = new Intl.Collator('bg');
  return [...rows.values()].sort(
    (a, b) => collator.compare(a.groupName, b.groupName) || collator.compare(a.studentName, b.studentName),
  );
}

export async function achievementsReport(
  session: TenantRouteSession,
  q: {
    classId?: string | undefined;
    studentId?: string | undefined;
    periodId?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
  },
): Promise<AchievementReportRow[]> {
  const kg = session.kindergartenId;
  const [portfolios, groups, periodId] = await Promise.all([
    visiblePortfolios(session, q, {
      ofChild: (c) => portfoliosOfChild(kg, c),
      ofGroup: (g) => portfoliosOfGroupWhole(kg, g),
      all: () => portfoliosOfKindergartenWhole(kg),
    }),
    groupsOfKindergarten(kg),
    q.periodId ? Promise.resolve(q.periodId) : schoolYearOf(session),
  ]);
  return achievementReport(
    portfolios.filter((p) => p.periodId === periodId),
    new Map(groups.map((g) => [g.id, g.name])),
    q,
  );
}
