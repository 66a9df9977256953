import type { ActivityItem } from '../../../functions/src/domain/activities/items';
import { keys } from '../../../functions/src/platform/db';
import { ActivityEnrollmentStatus } from '../../../shared/src/enums';
import { anEnglishActivity, aRequest } from '../../support/activities/enrollment';
import { enrol, type Kid } from '../../support/activities/items';
import { call } from '../../support/api-client';
import { childrenOfParent, storedItem } from '../../support/stored';
import type { CallerExample, ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';

/**
 * Examples of the enrolment requests, removals and the activity attendance on the demo kindergarten. The
 * activities are written with the kit's shapes (test/support/activities/enrollment.ts), each example on an
 * activity of its own where a request or removal could meet another's. The handlers decide by the child
 * (object rule 'none'), so each example is prepared per caller: the demo parent for their own child,
 * everyone else for a child of the demo teacher's group; deciding is the managers' (`forbidden` for others).
 */

type Caller = 'parent' | 'manager' | 'staff';

async function callerOf(w: ExampleWorld, token: string): Promise<Caller> {
  const reply = await call('GET', '/api/identity/user-data', { token });
  const id = String((reply.body as { id: string }).id);
  if (id === w.userIds.parent) return 'parent';
  return id === w.userIds.director || id === w.userIds.administrator ? 'manager' : 'staff';
}

/** The demo parent's child in the demo kindergarten, with its name and group. */
async function parentsChild(w: ExampleWorld): Promise<Kid> {
  const [link] = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
  if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
  const child = await storedItem(keys.child(w.kindergartenId, String(link.childId)));
  return {
    id: String(link.childId),
    firstName: String(child?.firstName ?? ''),
    lastName: String(child?.lastName ?? ''),
    groupId: String(child?.groupId ?? link.groupId),
  };
}

async function teachersChild(w: ExampleWorld): Promise<Kid> {
  const c = (await childrenOfDemoTeacher(w))[2]!;
  return { id: c.id, firstName: 'Дете', lastName: 'Примерно', groupId: c.groupId };
}

const childFor = async (w: ExampleWorld, caller: Caller) =>
  caller === 'parent' ? parentsChild(w) : teachersChild(w);

/** An activity of the two children's groups, taught by the demo teacher. */
async function anExampleActivity(w: ExampleWorld, o: Partial<ActivityItem> = {}) {
  const [mine, theirs] = await Promise.all([parentsChild(w), teachersChild(w)]);
  return anEnglishActivity(w.kindergartenId, {
    groupIds: [...new Set([mine.groupId, theirs.groupId])],
    teacherId: w.userIds.teacher ?? null,
    ...o,
  });
}

/** One activity with both children enrolled, for the reads and the marks (made once per world). */
let shared: Promise<ActivityItem> | undefined;
const sharedActivity = (w: ExampleWorld) => {
  shared ??= (async () => {
    const activity = await anExampleActivity(w);
    await Promise.all([enrol(activity, await parentsChild(w)), enrol(activity, await teachersChild(w))]);
    return activity;
  })();
  return shared;
};

const requestBody = async (w: ExampleWorld, caller: Caller) => ({
  kindergartenId: w.kindergartenId,
  studentId: (await childFor(w, caller)).id,
  activityId: (await anExampleActivity(w)).id,
  fromDate: '2026-12-01',
});

const aWaitingRequest = async (w: ExampleWorld, caller: Caller) =>
  (await aRequest(await anExampleActivity(w), await childFor(w, caller))).id;

async function leaveBody(w: ExampleWorld, caller: Caller) {
  const activity = await anExampleActivity(w);
  const child = await childFor(w, caller);
  await enrol(activity, child);
  return {
    kindergartenId: w.kindergartenId,
    studentId: child.id,
    activityId: activity.id,
    leaveDate: '2027-01-29',
  };
}

const perCaller =
  (w: ExampleWorld, make: (caller: Caller) => Promise<Omit<CallerExample, 'forbidden' | 'cleanUp'>>) =>
  async ({ token }: { token: string }): Promise<CallerExample> =>
    make(await callerOf(w, token));

const monthPath = async (w: ExampleWorld) => ({
  activityId: (await sharedActivity(w)).id,
  month: '10',
  year: '2026',
});

export const examples = {
  'activities.enrollmentRequests': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'activities.createEnrollmentRequest': async (w) => ({
    body: await requestBody(w, 'staff'),
    asCaller: perCaller(w, async (caller) => ({ body: await requestBody(w, caller) })),
  }),
  'activities.deleteEnrollmentRequest': async (w) => ({
    path: { id: await aWaitingRequest(w, 'staff') },
    asCaller: perCaller(w, async (caller) => ({ path: { id: await aWaitingRequest(w, caller) } })),
  }),
  'activities.changeEnrollmentRequestStatus': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      id: await aWaitingRequest(w, 'staff'),
      status: ActivityEnrollmentStatus.Canceled,
      version: 1,
    },
    asCaller: async ({ token }) => ({ forbidden: (await callerOf(w, token)) !== 'manager' }),
  }),
  'activities.enrollmentRequestExport': async (w) => ({
    path: { id: await aWaitingRequest(w, 'staff') },
    query: { kindergartenId: w.kindergartenId },
    asCaller: perCaller(w, async (caller) => ({ path: { id: await aWaitingRequest(w, caller) } })),
  }),
  'activities.studentEnrollment': async (w) => ({
    query: { kindergartenId: w.kindergartenId, studentId: (await teachersChild(w)).id },
    asCaller: perCaller(w, async (caller) => ({
      query: { kindergartenId: w.kindergartenId, studentId: (await childFor(w, caller)).id },
    })),
  }),
  'activities.leaveDates': async (w) => ({
    body: await leaveBody(w, 'staff'),
    asCaller: perCaller(w, async (caller) => ({ body: await leaveBody(w, caller) })),
  }),
  'activities.removals': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'activities.parentActivities': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'activities.activityAttendance': async (w) => ({
    path: await monthPath(w),
    query: { kindergartenId: w.kindergartenId },
  }),
  'activities.markActivityAttendance': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      activityId: (await sharedActivity(w)).id,
      year: 2026,
      month: 10,
      marks: [{ studentId: (await teachersChild(w)).id, day: 13, mark: 1 }],
    },
  }),
  'activities.autofillActivityAttendance': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      activityId: (await sharedActivity(w)).id,
      year: 2026,
      month: 10,
    },
  }),
} satisfies RouteExamples;
