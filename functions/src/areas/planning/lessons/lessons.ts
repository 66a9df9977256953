import { randomUUID } from 'node:crypto';
import type { LessonKind } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import { lessonsMaxDays } from '@gradina/shared/manifest/routes/planning/lessons';
import { addDays, daysCount, monthCalendarKeys, monthWorkingDaysOf } from '../../../domain/calendar';
import { groupFor, groupNotFound, notYourGroup, staffMayUse } from '../../../domain/education/access';
import {
  aggregateOp,
  deltasBetween,
  lessonsAggregateKind,
  stampOf,
} from '../../../domain/education/aggregates';
import { educationKeys } from '../../../domain/education/keys';
import type { GroupItem } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { batchGet, pageOf, queryAll, type TransactOp, transact } from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';
import { badRequest, forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { PlanItem } from '../year-plan/items';
import {
  confirmedTopics,
  dayCounters,
  type LessonDayItem,
  lessonDayOf,
  parseLessonDayId,
  plannedByDate,
} from './day';

/**
 * Lessons held (issue #30). Reading a period: the group, its plans (1 Query) and its days (1 Query).
 * Confirming a day: ONE BatchGet (the group, the day, the plans of the named subjects, the kindergarten's
 * profile for the aggregate's stamp, the month's calendar items) and ONE transaction (the day and the
 * `lessons` aggregate of its month), so the МОН reference is exact without a stream.
 */

const plansOf = (kindergartenId: string, groupId: string) =>
  queryAll<PlanItem>({
    partition: educationKeys.plan(kindergartenId, groupId, '').PK,
    beginsWith: 'SUBJECT#',
  });

const daysOf = (kindergartenId: string, groupId: string, from: string, to: string) =>
  queryAll<LessonDayItem>({
    partition: educationKeys.lessonDay(kindergartenId, groupId, '').PK,
    between: [`DAY#${from}`, `DAY#${to}`],
  });

export async function lessonsOverview(
  session: TenantRouteSession,
  q: {
    classId: string;
    fromDate: string;
    toDate: string;
    missedOnly?: string | undefined;
    PageNumber?: number | undefined;
    PageSize?: number | undefined;
  },
) {
  const span = daysCount(q.fromDate, q.toDate);
  if (span < 1) throw invalidField('toDate', 'Полето "До дата" не може да е преди "От дата"');
  if (span > lessonsMaxDays)
    throw invalidField('toDate', `Полето "До дата": най-много ${lessonsMaxDays} дни`);
  const [, plans, days] = await Promise.all([
    groupFor(session, q.classId, 'read'),
    plansOf(session.kindergartenId, q.classId),
    daysOf(session.kindergartenId, q.classId, q.fromDate, q.toDate),
  ]);
  const planned = plannedByDate(plans);
  const stored = new Map(days.map((d) => [d.date, d]));
  const rows = [];
  for (let date = q.fromDate; date <= q.toDate; date = addDays(date, 1)) {
    const day = stored.get(date);
    if (!day && !planned.has(date)) continue;
    rows.push(lessonDayOf(q.classId, date, planned.get(date) ?? [], day));
  }
  const shown = q.missedOnly === 'true' ? rows.filter((r) => r.missed > 0) : rows;
  return pageOf(shown, q.PageNumber ?? 1, q.PageSize ?? 100);
}

export async function lessonDay(session: TenantRouteSession, id: string) {
  const parsed = parseLessonDayId(id);
  if (!parsed) throw notFound('Денят не е намерен.');
  const [, plans, [day]] = await Promise.all([
    groupFor(session, parsed.groupId, 'read'),
    plansOf(session.kindergartenId, parsed.groupId),
    daysOf(session.kindergartenId, parsed.groupId, parsed.date, parsed.date),
  ]);
  return lessonDayOf(parsed.groupId, parsed.date, plannedByDate(plans).get(parsed.date) ?? [], day);
}

const isKey = (item: Record<string, unknown>, key: { PK: string; SK: string }) =>
  item.PK === key.PK && item.SK === key.SK;

/** What a day's write reads, in one BatchGet, and the checks every write of a day makes. */
async function dayContext(
  session: TenantRouteSession,
  groupId: string,
  date: string,
  subjectIds: readonly string[],
) {
  const kg = session.kindergartenId;
  const month = date.slice(0, 7);
  const keys = {
    group: educationKeys.group(kg, groupId),
    day: educationKeys.lessonDay(kg, groupId, date),
    profile: educationKeys.kindergarten(kg),
    plans: [...new Set(subjectIds)].map((s) => educationKeys.plan(kg, groupId, s)),
  };
  const items = await batchGet<Record<string, unknown>>([
    keys.group,
    keys.day,
    keys.profile,
    ...keys.plans,
    ...monthCalendarKeys(kg, month),
  ]);
  const group = items.find((i) => isKey(i, keys.group)) as GroupItem | undefined;
  if (!group) throw notFound(groupNotFound);
  if (!staffMayUse(session, group)) throw forbidden(notYourGroup);
  if (date > sofiaToday()) throw invalidField('date', 'Отбелязват се само минали и днешни дни.');
  const calendar = monthWorkingDaysOf(
    kg,
    Number(month.slice(0, 4)),
    Number(month.slice(5, 7)),
    items,
    groupId,
  );
  const today = calendar.find((d) => d.date === date);
  if (!today?.isWorkingDay)
    throw invalidField(
      'date',
      `${formatDateDigits(date)} е почивен ден${today?.reasons.length ? ` (${today.reasons.join(', ')})` : ''}: на него не се отбелязват теми.`,
    );
  return {
    stored: items.find((i) => isKey(i, keys.day)) as LessonDayItem | undefined,
    profile: items.find((i) => isKey(i, keys.profile)) as
      | { name?: string; municipalityCode?: string }
      | undefined,
    plans: items.filter((i) => keys.plans.some((k) => isKey(i, k))) as unknown as PlanItem[],
  };
}

const putDayOp = (kindergartenId: string, day: LessonDayItem, previous: number | null): TransactOp => ({
  put: { ...educationKeys.lessonDay(kindergartenId, day.groupId, day.date), type: 'LessonDay', ...day },
  condition: previous === null ? { absent: true } : { equals: { version: previous } },
});

const emptyDay = (groupId: string, date: string): LessonDayItem => ({
  groupId,
  date,
  confirmed: false,
  note: '',
  topics: [],
  entries: [],
  version: 0,
});

/** An activity, the sleep or a situation outside the plan, added to the day. */
export async function saveLessonEntry(
  session: TenantRouteSession,
  body: { classId: string; date: string; kind: LessonKind; title: string; note?: string | undefined },
) {
  const { stored } = await dayContext(session, body.classId, body.date, []);
  const day = stored ?? emptyDay(body.classId, body.date);
  const id = randomUUID();
  const next = {
    ...day,
    entries: [...day.entries, { id, kind: body.kind, title: body.title, note: body.note ?? '' }],
    version: day.version + 1,
  };
  await transact([putDayOp(session.kindergartenId, next, stored ? stored.version : null)], () =>
    staleWrite(),
  );
  return saved(id);
}

/** The teacher's confirmation of the day: held and missed topics, the note, the aggregate's deltas. */
export async function confirmLessons(
  session: TenantRouteSession,
  body: {
    classId: string;
    date: string;
    topics: { classSubjectId: string; topicId: string; held: boolean }[];
    note?: string | undefined;
  },
) {
  const subjectIds = body.topics.map((t) => t.classSubjectId);
  const { stored, profile, plans } = await dayContext(session, body.classId, body.date, subjectIds);
  const planned = plannedByDate(plans).get(body.date) ?? [];
  const { topics, strangers } = confirmedTopics(planned, body.topics);
  if (strangers.length > 0) {
    const errors = strangers.map((i) => ({
      field: `topics.${i}.topicId`,
      message: `Тема ${i + 1} не е в плана на групата за ${formatDateDigits(body.date)}.`,
    }));
    throw badRequest(errors[0]!.message, errors);
  }
  const day = stored ?? emptyDay(body.classId, body.date);
  const next: LessonDayItem = {
    ...day,
    confirmed: true,
    note: body.note ?? '',
    topics,
    version: day.version + 1,
  };
  const aggregate = aggregateOp(
    lessonsAggregateKind,
    stampOf(session.kindergartenId, profile),
    body.date.slice(0, 7),
    deltasBetween(dayCounters(stored), dayCounters(next)),
  );
  await transact(
    [
      putDayOp(session.kindergartenId, next, stored ? stored.version : null),
      ...(aggregate ? [aggregate] : []),
    ],
    () => staleWrite(),
  );
  const counts = dayCounters(next);
  return { ...saved(`${body.classId}_${body.date}`), held: counts.held ?? 0, missed: counts.missed ?? 0 };
}
