import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { activityBody, aProvider, aType } from '../../support/activities/catalogue';
import { call } from '../../support/api-client';
import { storedItem } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';
import { demoDirectorToken } from './kindergartens';
import { demoParentChildren } from './parents';

/**
 * Examples of the activities catalogue on the demo kindergarten: each write acts on an activity its example
 * created first (for the demo teacher's group, with a type and a verified provider of its own), so a DELETE
 * or an enrolment never meets another call's.
 */

async function newActivityBody(w: ExampleWorld) {
  const [type, provider, children] = await Promise.all([aType(), aProvider(), childrenOfDemoTeacher(w)]);
  return activityBody(w.kindergartenId, {
    typeId: type.id,
    providerId: provider.id,
    groupIds: [children[0]!.groupId],
  });
}

async function anActivity(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/activities', {
    token: await demoDirectorToken(),
    body: await newActivityBody(w),
  });
  if (reply.status !== 200) throw new Error(`activity not created: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

/** A child every role reading activities may ask about: the demo parent's, in the demo teacher's group if one is. */
async function aParentsChild(w: ExampleWorld): Promise<string> {
  const [own, teachers] = await Promise.all([demoParentChildren(w), childrenOfDemoTeacher(w)]);
  return own.find((id) => teachers.some((c) => c.id === id)) ?? own[0]!;
}

const guard = (w: ExampleWorld) => ({ kindergartenId: w.kindergartenId });

export const examples = {
  'activities.activitiesOverview': (w) => ({ query: guard(w) }),
  'activities.activity': async (w) => ({ path: { id: await anActivity(w) } }),
  'activities.saveActivity': async (w) => ({
    body: { ...(await newActivityBody(w)), id: await anActivity(w), version: 1 },
  }),
  'activities.deleteActivity': async (w) => ({ path: { id: await anActivity(w) } }),
  'activities.activityOptions': (w) => ({ query: guard(w) }),
  'activities.enrollableActivities': async (w) => ({
    query: { ...guard(w), studentId: await aParentsChild(w) },
  }),
  'activities.delistableActivities': async (w) => ({
    query: { ...guard(w), studentId: await aParentsChild(w) },
  }),
  'activities.activityClasses': (w) => ({ query: guard(w) }),
  'activities.activityGroupChildren': async (w) => ({
    path: { groupId: (await childrenOfDemoTeacher(w))[0]!.groupId },
    query: guard(w),
  }),
  'activities.saveActivityStudents': async (w) => ({
    body: {
      ...guard(w),
      activityId: await anActivity(w),
      action: 'enroll',
      studentIds: (await childrenOfDemoTeacher(w)).slice(0, 2).map((c) => c.id),
      date: '2026-11-23',
    },
  }),
  'activities.activityDiscounts': (w) => ({ query: guard(w) }),
  // The version stored when the call is made: every principal's call edits the discounts as they are then.
  'activities.saveActivityDiscounts': async (w) => ({
    body: {
      ...guard(w),
      providers: [],
      children: [],
      version: Number((await storedItem(activityKeys.discounts(w.kindergartenId)))?.version ?? 0),
    },
  }),
} satisfies RouteExamples;
