import { randomUUID } from 'node:crypto';
import {
  defaultAgeGroup,
  educationalAreaNames,
  educationalAreas,
  PlanState,
} from '@gradina/shared/education/education';
import type { KindergartenSubject } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import type { YearPlan } from '@gradina/shared/manifest/routes/planning/year-plan';
import { weekdayOf } from '../../../domain/calendar';
import { groupFor } from '../../../domain/education/access';
import { educationKeys } from '../../../domain/education/keys';
import {
  programsOf,
  subjectsOfPrograms,
  teachingDatesOf,
  termDatesOf,
} from '../../../domain/education/programs';
import { getItem, transact } from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';
import { badRequest, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readSetWithPublisher } from '../publishers/items';
import { type PlanItem, putPlanOp, readPlan, readSchoolYear } from './items';
import { byDate, placeTopics, topicsOffDates } from './placement';

/**
 * The year plan of a group and subject (issue #30). Loading a saved plan: the group and the plan, two
 * GetItems in parallel. Proposing one (a publisher chosen, or a plan not made yet) also reads the group's
 * programmes (1 Query), the school year (1 GetItem), the publisher's set (1 BatchGet) and the calendar
 * (2 Queries).
 */

const notInProgramme = 'Групата няма това направление в програмата си.';

/**
 * The fields a refusal names: the subject and the publisher as the route carries them (`path.classSubjectId`
 * for an id in the path, `classSubjectId` in the body).
 */
interface Fields {
  subject: string;
  publisher: string;
}
const inPath: Fields = { subject: 'path.classSubjectId', publisher: 'path.publisherId' };

/** The group, its subject in its programmes and its teaching dates. */
async function subjectOfGroup(
  session: TenantRouteSession,
  classId: string,
  subjectId: string,
  mode: 'read' | 'write',
  fields: Fields,
) {
  const [group, programs] = await Promise.all([
    groupFor(session, classId, mode),
    programsOf(session.kindergartenId, classId),
  ]);
  const subject = subjectsOfPrograms(programs).find((s) => s.id === subjectId);
  if (!subject) throw invalidField(fields.subject, notInProgramme);
  const ageGroup = programs[0]?.ageGroup ?? defaultAgeGroup(group.ageKind);
  return { group, subject, ageGroup };
}

async function datesOf(
  kindergartenId: string,
  group: { id: string; periodId: string },
  weekdays: readonly number[],
) {
  const year = await readSchoolYear(kindergartenId, group.periodId);
  if (!year) throw notFound('Учебната година на групата не е намерена.');
  return teachingDatesOf(kindergartenId, group.id, year.yearFrom, weekdays);
}

export async function planningDates(session: TenantRouteSession, classId: string, subjectId: string) {
  const { group, subject } = await subjectOfGroup(session, classId, subjectId, 'read', inPath);
  const dates = await datesOf(session.kindergartenId, group, subject.weekdays);
  return dates.map((date) => ({ date, weekday: weekdayOf(date) }));
}

const planOf = (plan: PlanItem, className: string, classId: string): YearPlan => ({
  classId,
  className,
  classSubjectId: plan.subjectId,
  subjectName: plan.subjectName,
  area: plan.area as YearPlan['area'],
  ageGroup: plan.ageGroup as YearPlan['ageGroup'],
  publisherId: plan.publisherId,
  publisherName: plan.publisherName,
  state: plan.state,
  topics: byDate(plan.topics),
  version: plan.version,
});

/** The publisher's topics of the group's age group and the subject's area on its teaching dates. */
async function proposal(
  session: TenantRouteSession,
  publisherId: string,
  classId: string,
  subjectId: string,
  mode: 'read' | 'write',
  fields: Fields,
) {
  const { group, subject, ageGroup } = await subjectOfGroup(session, classId, subjectId, mode, fields);
  const [{ publisher, set }, dates] = await Promise.all([
    readSetWithPublisher(publisherId, ageGroup, subject.area),
    datesOf(session.kindergartenId, group, subject.weekdays),
  ]);
  if (!publisher) throw invalidField(fields.publisher, 'Издателството не е намерено.');
  return {
    group,
    plan: {
      groupId: classId,
      subjectId,
      subjectName: subject.name,
      area: subject.area,
      ageGroup,
      publisherId: publisher.id,
      publisherName: publisher.name,
      state: PlanState.Created,
      topics: placeTopics(set?.topics ?? [], dates),
      version: 0,
      modifiedBy: session.userId,
    } satisfies PlanItem,
  };
}

/** The saved plan when it is of this publisher; otherwise the publisher's proposal (state null). */
export async function planningThemes(
  session: TenantRouteSession,
  p: { publisherId: string; classId: string; classSubjectId: string },
): Promise<YearPlan> {
  const [group, stored] = await Promise.all([
    groupFor(session, p.classId, 'read'),
    readPlan(session.kindergartenId, p.classId, p.classSubjectId),
  ]);
  if (stored && stored.state !== PlanState.Cancelled && stored.publisherId === p.publisherId)
    return planOf(stored, group.name, p.classId);
  const { plan } = await proposal(session, p.publisherId, p.classId, p.classSubjectId, 'read', inPath);
  return { ...planOf(plan, group.name, p.classId), state: null, version: stored?.version ?? 0 };
}

/** Choosing the publisher: its topics placed, a plan in state „created“. A saved plan must be cancelled first. */
export async function createPublisherPlan(
  session: TenantRouteSession,
  p: { classId: string; classSubjectId: string },
  publisherId: string,
) {
  const [stored, { plan }] = await Promise.all([
    readPlan(session.kindergartenId, p.classId, p.classSubjectId),
    proposal(session, publisherId, p.classId, p.classSubjectId, 'write', {
      subject: inPath.subject,
      publisher: 'publisherId',
    }),
  ]);
  if (stored?.state === PlanState.Saved)
    throw invalidField('publisherId', 'Планът е запазен: откажете го, преди да изберете друго издателство.');
  const previous = stored?.version ?? null;
  await transact(
    [putPlanOp(session.kindergartenId, { ...plan, version: (previous ?? 0) + 1 }, previous)],
    () => staleWrite(),
  );
  return saved(p.classSubjectId);
}

export async function savePlan(
  session: TenantRouteSession,
  body: {
    classId: string;
    classSubjectId: string;
    version: number;
    topics: {
      id?: string | undefined;
      date: string;
      title: string;
      expectedResults?: string | undefined;
      custom?: boolean | undefined;
    }[];
  },
) {
  const [stored, { group, subject }] = await Promise.all([
    readPlan(session.kindergartenId, body.classId, body.classSubjectId),
    subjectOfGroup(session, body.classId, body.classSubjectId, 'write', {
      subject: 'classSubjectId',
      publisher: 'publisherId',
    }),
  ]);
  if (!stored || stored.state === PlanState.Cancelled)
    throw invalidField('classSubjectId', 'Първо изберете издателство за направлението.');
  if (stored.version !== body.version) throw staleWrite();
  const dates = new Set(await datesOf(session.kindergartenId, group, subject.weekdays));
  const errors = topicsOffDates(body.topics, dates);
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const topics = byDate(
    body.topics.map((t) => ({
      id: t.id ?? randomUUID(),
      date: t.date,
      title: t.title,
      expectedResults: t.expectedResults ?? '',
      custom: t.custom ?? false,
    })),
  );
  await transact(
    [
      putPlanOp(
        session.kindergartenId,
        {
          ...stored,
          subjectName: subject.name,
          state: PlanState.Saved,
          topics,
          version: stored.version + 1,
          modifiedBy: session.userId,
        },
        stored.version,
      ),
    ],
    () => staleWrite(),
  );
  return saved(body.classSubjectId);
}

export async function cancelPlan(
  session: TenantRouteSession,
  p: { classId: string; classSubjectId: string },
) {
  const [stored] = await Promise.all([
    readPlan(session.kindergartenId, p.classId, p.classSubjectId),
    groupFor(session, p.classId, 'write'),
  ]);
  if (!stored) throw notFound('Групата няма план по това направление.');
  await transact(
    [
      putPlanOp(
        session.kindergartenId,
        { ...stored, state: PlanState.Cancelled, version: stored.version + 1, modifiedBy: session.userId },
        stored.version,
      ),
    ],
    () => staleWrite(),
  );
  return saved(p.classSubjectId);
}

export const educationalAreaList = () =>
  educationalAreas.map((id) => ({ id, name: educationalAreaNames[id] }));

/** The kindergarten's subjects; the educational area of one named as an area is that area. */
export async function schoolSubjects(
  session: TenantRouteSession,
  q: { IncludeSubject?: boolean | undefined; IncludeType?: boolean | undefined },
) {
  const list = await getItem<{ subjects: KindergartenSubject[] }>(
    educationKeys.subjects(session.kindergartenId),
  );
  const areaByName = new Map(
    educationalAreas.map((a) => [educationalAreaNames[a].toLocaleLowerCase('bg'), a]),
  );
  return (list?.subjects ?? []).map((s) => {
    const area = areaByName.get(s.name.toLocaleLowerCase('bg'));
    return {
      id: s.id,
      name: s.name,
      ...(q.IncludeType ? { type: s.type } : {}),
      ...(q.IncludeSubject && area ? { subject: { id: area, name: educationalAreaNames[area] } } : {}),
    };
  });
}

export async function schoolYearTermDates(session: TenantRouteSession) {
  if (!session.periodId) return [];
  const year = await readSchoolYear(session.kindergartenId, session.periodId);
  return year ? termDatesOf(year.id, year.yearFrom) : [];
}
