import { createNeispuoClient } from '../../../functions/src/platform/neispuo/client';
import { localNeispuoSimulatorKit } from '../../../infra/local/neispuo-simulator/test-kit';
import { Role } from '../../../shared/src/enums';
import { call } from '../../support/api-client';
import { storeRawItem } from '../../support/stored';
import type { CallerExample, ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of НЕИСПУО (issue #31) on the demo kindergarten: it is connected to an example institution with
 * no group mapped, so creating class books and sending queue nothing; a delete gets a class book of its
 * own made in the simulator first. The Master's reads take the demo
 * kindergarten and one of its groups.
 */

const exampleInstitution = 1_999_001;
const groupOf = (w: ExampleWorld) => `example-group-${w.kindergartenId}`;

/** The demo kindergarten's connection, written as the connect route would (with a group's class book). */
const connected = async (w: ExampleWorld, classBook: Record<string, number> = {}) => {
  await storeRawItem({
    PK: `KG#${w.kindergartenId}#NEISPUO`,
    SK: 'SETTINGS',
    type: 'NeispuoSettings',
    kindergartenId: w.kindergartenId,
    institutionId: exampleInstitution,
    schoolYear: 2026,
    classes: {},
    connectedAt: '2026-11-21T08:00:00.000Z',
    ...classBook,
  });
};

/** Each delete deletes a class book of its own: a new class of the example institution, its book made. */
const classes: { classId: number; className: string; basicClassId: number }[] = [];
async function aClassBook(w: ExampleWorld) {
  // Random, since each test process (access matrix, fuzz, bench) makes its own.
  const classId = 800_000 + Math.floor(Math.random() * 190_000);
  classes.push({ classId, className: `Група ${classId}`, basicClassId: -4 });
  await localNeispuoSimulatorKit().addInstitution({
    institutionId: exampleInstitution,
    schoolYear: 2026,
    classes,
  });
  const id = await createNeispuoClient().createClassBook(2026, exampleInstitution, classId);
  await connected(w, { [`classBook#${groupOf(w)}`]: id });
}

/** The Master's reads: every other caller holding `Neispuo` is refused by the route (403). */
const masterOnly =
  (example: Omit<CallerExample, 'forbidden' | 'cleanUp'>) =>
  async ({ token }: { token: string }): Promise<CallerExample> => {
    const me = await call('GET', '/api/identity/user-data', { token });
    return { ...example, forbidden: (me.body as { userType?: number }).userType !== Role.Master };
  };

export const examples = {
  'neispuo.connection': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'neispuo.connect': (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      institutionId: exampleInstitution,
      schoolYear: 2026,
      classes: [],
    },
  }),
  'neispuo.createClassBooks': async (w) => {
    await connected(w);
    return { body: { kindergartenId: w.kindergartenId } };
  },
  'neispuo.sendAttendance': async (w) => {
    await connected(w);
    return { body: { kindergartenId: w.kindergartenId, fromDate: '2026-11-02', toDate: '2026-11-20' } };
  },
  'neispuo.syncKindergarten': async (w) => {
    await connected(w);
    return { body: { kindergartenId: w.kindergartenId } };
  },
  'neispuo.deleteClassBook': async (w) => {
    await aClassBook(w);
    return { path: { id: groupOf(w) } };
  },
  'neispuo.finalizeClassBook': async (w) => {
    await aClassBook(w);
    return { path: { id: groupOf(w) }, body: { kindergartenId: w.kindergartenId } };
  },
  'neispuo.classes': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'neispuo.studentAttendances': (w) => ({
    path: { classId: groupOf(w) },
    query: { month: '2026-11', kindergartenId: w.kindergartenId },
  }),
  'neispuo.adminClasses': () => ({ asCaller: masterOnly({}) }),
  'neispuo.adminStudentAttendances': (w) => ({
    asCaller: masterOnly({
      path: { classId: groupOf(w) },
      query: { month: '2026-11', kindergartenId: w.kindergartenId },
    }),
  }),
  ...diaryReads(),
  'neispuo.deleteTopics': async (w) => {
    await aClassBook(w);
    return { path: { id: groupOf(w) } };
  },
  'neispuo.schoolYears': () => ({ asCaller: masterOnly({}) }),
  'neispuo.overview': () => ({ asCaller: masterOnly({ query: { schoolYear: '2026' } }) }),
  'kindergartens.neispuoSchoolYears': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'kindergartens.syncWithNeispuo': async (w) => {
    await connected(w);
    return { body: { kindergartenId: w.kindergartenId } };
  },
} satisfies RouteExamples;

/** The diary's sections of the example group (no class book: nothing to read) and their Master twins. */
function diaryReads() {
  const read = (w: ExampleWorld) => ({
    path: { classId: groupOf(w) },
    query: { kindergartenId: w.kindergartenId },
  });
  const tenant = async (w: ExampleWorld) => {
    await connected(w);
    return read(w);
  };
  const master = (w: ExampleWorld) => ({ asCaller: masterOnly(read(w)) });
  return {
    'neispuo.achievements': tenant,
    'neispuo.classPrograms': tenant,
    'neispuo.topics': tenant,
    'neispuo.teacherSubstitutions': tenant,
    'neispuo.adminAchievements': master,
    'neispuo.adminClassPrograms': master,
    'neispuo.adminTopics': master,
    'neispuo.adminTeacherSubstitutions': master,
  } satisfies RouteExamples;
}
