import { AbsenceType, RequestStatus } from '../../../shared/src/enums';
import { call } from '../../support/api-client';
import { childrenOfParent } from '../../support/stored';
import type { CallerExample, ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the absence requests and medical notices on the demo kindergarten. The requests the examples
 * make are summer declarations (one per child and summer), each for a summer of its own, so no example
 * meets another's declaration nor the family-reason limit of a demo child; the reads pick, per caller, a
 * request of the demo parent's child (the parent) or of the demo teacher's group (everyone else).
 */

let made = 0;

/** The first Monday of June of `year`. */
const juneMonday = (year: number) => {
  const first = new Date(Date.UTC(year, 5, 1));
  const shift = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, 5, 1 + shift)).toISOString().slice(0, 10);
};

/** A summer declaration body for a child: a summer no other example of this run used. */
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

/** The next child of the demo teacher's group and a summer not used with it yet. */
async function nextSummer(w: ExampleWorld): Promise<{ childId: string; year: number }> {
  const children = await childrenOfDemoTeacher(w);
  const n = made++;
  return { childId: children[n % children.length]!.id, year: 2030 + Math.floor(n / children.length) };
}

/** A declaration made by the demo director (a fresh summer, or `of` a child and summer); its id. */
async function aDeclaration(w: ExampleWorld, of?: { childId: string; year: number }): Promise<string> {
  const next = of ?? (await nextSummer(w));
  const reply = await call('POST', '/api/StudentAttendances/request', {
    token: await demoDirectorToken(),
    body: summerBody(w, next.childId, next.year),
  });
  if (reply.status !== 200) throw new Error(`declaration not made: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

/** A medical notice of a child of the demo teacher's group, registered by the director; its id. */
async function aNote(w: ExampleWorld): Promise<string> {
  const reply = await call('POST', '/api/StudentMedicalNotes', {
    token: await demoDirectorToken(),
    body: noteBody(w, (await childrenOfDemoTeacher(w))[0]!.id),
  });
  if (reply.status !== 200) throw new Error(`notice not made: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

export const noteBody = (w: ExampleWorld, childId: string) => ({
  kindergartenId: w.kindergartenId,
  studentId: childId,
  fromDate: '2026-10-12',
  toDate: '2026-10-13',
  doctor: 'д-р Иванова',
});

async function isDemoParent(w: ExampleWorld, token: string): Promise<boolean> {
  const reply = await call('GET', '/api/identity/user-data', { token });
  return String((reply.body as { id: string }).id) === w.userIds.parent;
}

let readable: Promise<{ teachers: string; parents: string }> | undefined;

/** One declaration each of a child of the demo teacher's group and of the demo parent's first child. */
function readableRequests(w: ExampleWorld) {
  readable ??= (async () => {
    const [link] = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
    if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
    // The parent's child may be in the teacher's group too: its summer is one the counter never reaches.
    const parents = await aDeclaration(w, { childId: String(link.childId), year: 2099 });
    return { teachers: await aDeclaration(w), parents };
  })();
  return readable;
}

export const examples = {
  'attendance.saveRequest': async (w) => {
    const next = await nextSummer(w);
    return { body: summerBody(w, next.childId, next.year) };
  },
  'attendance.deleteRequest': async (w) => ({ path: { id: await aDeclaration(w) } }),
  'attendance.requestChildren': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.applications': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.decideRequest': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      requestId: await aDeclaration(w),
      status: RequestStatus.Approved,
    },
  }),
  'attendance.requestForm': async (w) => ({
    path: { id: (await readableRequests(w)).teachers },
    query: { kindergartenId: w.kindergartenId },
    asCaller: async ({ token }): Promise<CallerExample> => {
      const requests = await readableRequests(w);
      return { path: { id: (await isDemoParent(w, token)) ? requests.parents : requests.teachers } };
    },
  }),
  'attendance.medicalNotes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.exportMedicalNotes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'attendance.saveMedicalNote': async (w) => ({
    body: noteBody(w, (await childrenOfDemoTeacher(w))[0]!.id),
  }),
  'attendance.approveMedicalNote': async (w) => ({
    body: { kindergartenId: w.kindergartenId, id: await aNote(w) },
  }),
  'attendance.annulMedicalNote': async (w) => ({
    path: { id: await aNote(w) },
    body: { kindergartenId: w.kindergartenId, comment: 'Бележката е нечетлива.' },
  }),
  'attendance.summerHeadCounts': (w) => ({
    query: { kindergartenId: w.kindergartenId, year: '2027' },
    asCaller: async ({ token }): Promise<CallerExample> => ({ forbidden: await isDemoParent(w, token) }),
  }),
} satisfies RouteExamples;
