import { AbsenceType, RequestStatus } from '../../../shared/src/enums';
import { call, signIn } from '../../support/api-client';
import { childrenOfParent } from '../../support/stored';
import type { CallerExample, ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the absence requests and medical notices on the demo kindergarten. The handlers decide by the
 * child who may act (the routes' object rule is 'none'), so each example is prepared per caller: the demo
 * parent acts for their own child, everyone else for a child of the demo teacher's group; deciding,
 * approving and annulling are the managers' (others holding the right are refused: `forbidden`). The
 * requests made are summer declarations (one per child and summer) on a summer found free, so no example
 * meets another's declaration nor the family-reason limit of a demo child (suites share the demo data).
 */

let masterSignIn: Promise<string> | undefined;
const masterToken = () => {
  masterSignIn ??= signIn('master@demo.gradina.bg');
  return masterSignIn;
};

/** The first Monday of June of `year`. */
const juneMonday = (year: number) => {
  const first = new Date(Date.UTC(year, 5, 1));
  const shift = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, 5, 1 + shift)).toISOString().slice(0, 10);
};

export function summerBody(w: ExampleWorld, childId: string, year: number) {
  return {
    kindergartenId: w.kindergartenId,
    studentId: childId,
    absenceType: AbsenceType.Attendance,
    fromDate: `${year}-06-01`,
    toDate: `${year}-08-31`,
    attendingWeeks: [juneMonday(year)],
  };
}

const postDeclaration = async (w: ExampleWorld, childId: string, year: number) =>
  call('POST', '/api/StudentAttendances/request', {
    token: await demoDirectorToken(),
    body: summerBody(w, childId, year),
  });

/** A declaration made by the demo director for `childId` on a summer it has none for; its id. */
async function aDeclaration(w: ExampleWorld, childId: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const reply = await postDeclaration(w, childId, 2030 + Math.floor(Math.random() * 69));
    if (reply.status === 200) return String((reply.body as { entityId: string }).entityId);
    if (reply.status !== 409) throw new Error(`declaration not made: ${JSON.stringify(reply.body)}`);
  }
  throw new Error('no free summer for a declaration');
}

/** A summer body the caller may send: a summer found free (taken and withdrawn again). */
async function freeSummerBody(w: ExampleWorld, childId: string) {
  const id = await aDeclaration(w, childId);
  await call('DELETE', `/api/StudentAttendances/request/${id}`, { token: await demoDirectorToken() });
  return summerBody(w, childId, Number(id.slice(id.lastIndexOf('_S') + 2)));
}

export const noteBody = (w: ExampleWorld, childId: string) => ({
  kindergartenId: w.kindergartenId,
  studentId: childId,
  fromDate: '2026-10-12',
  toDate: '2026-10-13',
  doctor: 'д-р Иванова',
});

/** A medical notice of a child of the demo teacher's group, registered by the director; its id. */
async function aNote(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/StudentMedicalNotes', {
    token: await demoDirectorToken(),
    body: noteBody(w, (await childrenOfDemoTeacher(w))[0]!.id),
  });
  if (reply.status !== 200) throw new Error(`notice not made: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

type Caller = 'parent' | 'manager' | 'staff';

async function callerOf(w: ExampleWorld, token: string): Promise<Caller> {
  const reply = await call('GET', '/api/identity/user-data', { token });
  const id = String((reply.body as { id: string }).id);
  if (id === w.userIds.parent) return 'parent';
  return id === w.userIds.director || id === w.userIds.administrator ? 'manager' : 'staff';
}

/** The child the caller acts for: the demo parent's own, or one of the demo teacher's group. */
async function childFor(w: ExampleWorld, caller: Caller): Promise<string> {
  if (caller !== 'parent') return (await childrenOfDemoTeacher(w))[1]!.id;
  const [link] = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
  if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
  return String(link.childId);
}

const managersOnly =
  (w: ExampleWorld) =>
  async ({ token }: { token: string }): Promise<CallerExample> => ({
    forbidden: (await callerOf(w, token)) !== 'manager',
  });

export const examples = {
  'attendance.requestChildren': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.saveRequest': async (w) => ({
    body: await freeSummerBody(w, (await childrenOfDemoTeacher(w))[1]!.id),
    asCaller: async ({ token }) => ({
      body: await freeSummerBody(w, await childFor(w, await callerOf(w, token))),
    }),
  }),
  'attendance.deleteRequest': async (w) => ({
    path: { id: await aDeclaration(w, (await childrenOfDemoTeacher(w))[1]!.id) },
    asCaller: async ({ token }) => ({
      path: { id: await aDeclaration(w, await childFor(w, await callerOf(w, token))) },
    }),
  }),
  'attendance.applications': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.decideRequest': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      requestId: await aDeclaration(w, (await childrenOfDemoTeacher(w))[1]!.id),
      status: RequestStatus.Approved,
    },
    asCaller: managersOnly(w),
  }),
  'attendance.requestForm': async (w) => ({
    path: { id: await aDeclaration(w, (await childrenOfDemoTeacher(w))[1]!.id) },
    query: { kindergartenId: w.kindergartenId },
    asCaller: async ({ token }) => ({
      path: { id: await aDeclaration(w, await childFor(w, await callerOf(w, token))) },
    }),
  }),
  'attendance.familyLimitRules': () => ({}),
  // The rules as they are, under the version read: the example changes no limit other suites count with.
  'attendance.saveFamilyLimitRules': async () => {
    const { body } = await call('GET', '/api/StudentAttendances/family-reason-limits', {
      token: await masterToken(),
    });
    const current = body as { rules: { fromSchoolYear: number; days: number }[]; version: number };
    return { body: { rules: current.rules, version: current.version } };
  },
  'attendance.medicalNotes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.exportMedicalNotes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.saveMedicalNote': async (w) => ({
    body: noteBody(w, (await childrenOfDemoTeacher(w))[0]!.id),
    asCaller: async ({ token }) => ({ body: noteBody(w, await childFor(w, await callerOf(w, token))) }),
  }),
  'attendance.approveMedicalNote': async (w) => ({
    body: { kindergartenId: w.kindergartenId, id: await aNote(w) },
    asCaller: managersOnly(w),
  }),
  'attendance.annulMedicalNote': async (w) => ({
    path: { id: await aNote(w) },
    body: { kindergartenId: w.kindergartenId, comment: 'Бележката е нечетлива.' },
    asCaller: managersOnly(w),
  }),
  'attendance.summerHeadCounts': (w) => ({
    query: { kindergartenId: w.kindergartenId, year: '2027' },
    asCaller: async ({ token }): Promise<CallerExample> => ({
      forbidden: (await callerOf(w, token)) === 'parent',
    }),
  }),
} satisfies RouteExamples;
