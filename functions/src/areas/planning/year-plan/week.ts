import { addDays, weekdayOf } from '../../../domain/calendar';
import { groupFor } from '../../../domain/education/access';
import { educationKeys } from '../../../domain/education/keys';
import { queryAll } from '../../../platform/db';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { plannedByDate } from '../lessons/day';
import type { PlanItem } from './items';

/**
 * The plan of a group's week (issue #30: parents read the group's plan of the week): Monday to Friday around
 * the date, the topics its saved plans put on each day. The group (1 GetItem; a parent's children, 1 Query)
 * and its plans (1 Query).
 */
export async function weekThemes(session: TenantRouteSession, classId: string, date: string) {
  const [, plans] = await Promise.all([
    groupFor(session, classId, 'read'),
    queryAll<PlanItem>({
      partition: educationKeys.plan(session.kindergartenId, classId, '').PK,
      beginsWith: 'SUBJECT#',
    }),
  ]);
  const byDate = plannedByDate(plans);
  const monday = addDays(date, 1 - weekdayOf(date));
  const expected = new Map(plans.flatMap((p) => p.topics.map((t) => [t.id, t.expectedResults] as const)));
  return Array.from({ length: 5 }, (_, i) => {
    const day = addDays(monday, i);
    return {
      date: day,
      topics: (byDate.get(day) ?? []).map((t) => ({
        subjectName: t.subjectName,
        title: t.title,
        expectedResults: expected.get(t.topicId) ?? '',
      })),
    };
  });
}
