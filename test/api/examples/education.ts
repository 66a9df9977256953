import ExcelJS from 'exceljs';
import { educationKeys } from '../../../functions/src/domain/education/keys';
import { keys, queryAll } from '../../../functions/src/platform/db';
import { demoPublisherName } from '../../../infra/local/demo/education';
import { educationalAreaNames, educationalAreas } from '../../../shared/src/education/education';
import { type ClassSubjectType, LessonKind } from '../../../shared/src/enums';
import { call } from '../../support/api-client';
import { childrenOfParent, storedItem, storeRawItem } from '../../support/stored';
import type { CallerExample, ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';

/**
 * Examples of education (issue #30) on the demo kindergarten: the demo teacher's group, its programme and
 * saved plans (infra/local/demo/education.ts). The group decides who may act (object rule 'none'), so the
 * results the parent may read are asked per caller: the demo parent for their child's group, everyone else
 * for the teacher's. The music plan of each group is left proposed: choosing and cancelling a publisher act
 * on it. The Master's examples use an example publisher of their own, written for them.
 */

const teachersGroup = async (w: ExampleWorld) => (await childrenOfDemoTeacher(w))[0]!.groupId;

async function parentsGroup(w: ExampleWorld) {
  const [link] = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
  const child = await storedItem(keys.child(w.kindergartenId, String(link!.childId)));
  return String(child!.groupId);
}

/** The demo parent asks of their child's group, every other caller of the demo teacher's. */
const groupOfCaller =
  (w: ExampleWorld, make: (classId: string) => Omit<CallerExample, 'forbidden' | 'cleanUp'>) =>
  async ({ token }: { token: string }): Promise<CallerExample> => {
    const me = await call('GET', '/api/identity/user-data', { token });
    const isParent = String((me.body as { id?: string }).id) === w.userIds.parent;
    return make(isParent ? await parentsGroup(w) : await teachersGroup(w));
  };

async function subjectId(w: ExampleWorld, name: string) {
  const list = await storedItem(keys.subjectList(w.kindergartenId));
  const subjects = (list?.subjects ?? []) as { id: string; name: string }[];
  return String(subjects.find((s) => s.name === name)!.id);
}

async function demoPublisher() {
  const all = await queryAll<{ id: string; name: string }>({
    partition: 'EDU#PUBLISHERS',
    beginsWith: 'PUBLISHER#',
  });
  return all.find((p) => p.name === demoPublisherName)!;
}

const examplePublisherId = 'example-publisher';
/** The Master's example publisher with one set (age 1, area 1), written anew for each example. */
async function examplePublisher() {
  await storeRawItem({
    ...educationKeys.publisher(examplePublisherId),
    type: 'Publisher',
    id: examplePublisherId,
    name: 'Примерно издателство',
    sets: { '1.1': 1 },
    version: 1,
  });
  await storeRawItem({
    ...educationKeys.topicSet(examplePublisherId, 1, 1),
    type: 'TopicSet',
    publisherId: examplePublisherId,
    ageGroup: 1,
    area: 1,
    topics: [{ id: 't1', title: 'Моето име', expectedResults: '' }],
    version: 1,
  });
  return examplePublisherId;
}

async function topicsSheet(publisherId: string) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Теми');
  ws.addRow(['Възрастова група', 'Направление', 'Тема', 'Очаквани резултати']);
  ws.addRow([1, 1, 'Моето име', 'Назовава се']);
  const form = new FormData();
  form.append('publisherId', publisherId);
  form.append('file', new Blob([await wb.xlsx.writeBuffer()]), 'temi.xlsx');
  return form;
}

async function programOf(w: ExampleWorld) {
  const classId = await teachersGroup(w);
  const all = await queryAll<{ id: string; classId: string; term: number; version: number }>({
    partition: educationKeys.program(w.kindergartenId, '').PK,
    beginsWith: 'PROGRAM#',
  });
  return all.find((p) => p.classId === classId && p.term === 1)!;
}

/** The group's BEL plan, its first confirmed day and the topics of that day. */
async function belPlan(w: ExampleWorld) {
  const classId = await teachersGroup(w);
  const classSubjectId = await subjectId(w, 'Български език и литература');
  const plan = await storedItem(educationKeys.plan(w.kindergartenId, classId, classSubjectId));
  const topics = plan!.topics as {
    id: string;
    date: string;
    title: string;
    expectedResults: string;
    custom: boolean;
  }[];
  return { classId, classSubjectId, version: Number(plan!.version), topics };
}

const music = async (w: ExampleWorld) => ({
  classId: await teachersGroup(w),
  classSubjectId: await subjectId(w, 'Музика'),
});

export const examples = {
  'planning.publishers': () => ({}),
  'planning.publisherOptions': () => ({}),
  'planning.managedPublishers': () => ({}),
  'planning.publisherOverview': () => ({ query: { PageSize: '10' } }),
  'planning.savePublisher': async () => ({
    body: { id: await examplePublisher(), name: 'Примерно издателство', version: 1 },
  }),
  'planning.deletePublisher': async () => ({ path: { id: await examplePublisher() } }),
  'planning.subjectTopicSets': () => ({}),
  'planning.subjectTopicsOverview': () => ({ query: { ageGroup: '1', PageSize: '10' } }),
  'planning.subjectTopicSet': async () => ({ path: { id: `${(await demoPublisher()).id}.1.1` } }),
  'planning.saveSubjectTopicSet': async () => ({
    body: {
      publisherId: await examplePublisher(),
      ageGroup: 1,
      area: 2,
      topics: [{ title: 'Броене до три' }],
    },
  }),
  'planning.deleteSubjectTopicSet': async () => ({ path: { id: `${await examplePublisher()}.1.1` } }),
  'planning.uploadSubjectTopics': async () => ({ body: await topicsSheet(await examplePublisher()) }),
  'planning.planningThemes': async (w) => {
    const { classId, classSubjectId } = await belPlan(w);
    return { path: { publisherId: (await demoPublisher()).id, classId, classSubjectId } };
  },
  'planning.planningDates': async (w) => {
    const { classId, classSubjectId } = await belPlan(w);
    return { path: { classId, classSubjectId } };
  },
  'planning.createPublisherPlan': async (w) => ({
    path: await music(w),
    body: { publisherId: (await demoPublisher()).id },
  }),
  'planning.savePlan': async (w) => {
    const { classId, classSubjectId, version, topics } = await belPlan(w);
    return { body: { classId, classSubjectId, version, topics } };
  },
  'planning.cancelPlan': async (w) => ({ path: await music(w) }),
  'planning.weekThemes': async (w) => ({
    path: { classId: await teachersGroup(w) },
    query: { date: '2026-10-07' },
    asCaller: groupOfCaller(w, (classId) => ({ path: { classId }, query: { date: '2026-10-07' } })),
  }),
  'planning.subjects': () => ({}),
  'planning.schoolSubjects': (w) => ({
    query: { kindergartenId: w.kindergartenId, IncludeSubject: 'true', IncludeType: 'true' },
  }),
  'planning.schoolYearTermDates': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'planning.lessonsOverview': async (w) => ({
    query: { classId: await teachersGroup(w), fromDate: '2026-10-01', toDate: '2026-10-31' },
  }),
  'planning.lessonDay': async (w) => {
    const { classId, topics } = await belPlan(w);
    return { path: { id: `${classId}_${topics[0]!.date}` } };
  },
  'planning.saveLessonEntry': async (w) => {
    const { classId, topics } = await belPlan(w);
    return { body: { classId, date: topics[0]!.date, kind: LessonKind.Activity, title: 'Разходка в парка' } };
  },
  'planning.confirmLessons': async (w) => {
    const { classId, classSubjectId, topics } = await belPlan(w);
    return {
      body: {
        classId,
        date: topics[0]!.date,
        topics: [{ classSubjectId, topicId: topics[0]!.id, held: true }],
      },
    };
  },
  'planning.classProgramsOverview': (w) => ({ query: { kindergartenId: w.kindergartenId, PageSize: '15' } }),
  'planning.classProgram': async (w) => ({ path: { id: (await programOf(w)).id } }),
  'planning.saveClassProgram': async (w) => {
    const program = await programOf(w);
    const stored = await storedItem(educationKeys.program(w.kindergartenId, program.id));
    return {
      body: {
        id: program.id,
        version: program.version,
        classId: program.classId,
        term: 1,
        ageGroup: Number(stored!.ageGroup),
        subjects: (
          stored!.subjects as { id: string; type: ClassSubjectType; area: number; weekdays: number[] }[]
        ).map(({ id, type, area, weekdays }) => ({ id, type, area, weekdays })),
      },
    };
  },
  'planning.deleteClassProgram': async (w) => ({ path: { id: await aSpareProgram(w) } }),
  'planning.classProgramNames': async (w) => ({ path: { classId: await teachersGroup(w) } }),
  'planning.classProgramSubjectsCopy': async (w) => ({ path: { id: (await programOf(w)).id } }),
  'planning.classProgramReceipt': async (w) => ({ path: { id: (await programOf(w)).id } }),
  'planning.classProgramOptions': async (w) => ({ path: { classId: await teachersGroup(w) } }),
  'planning.yearlySchoolPlan': async (w) => ({ path: { classId: await teachersGroup(w) } }),
  'planning.masterResultsTemplate': () => ({}),
  'planning.saveMasterResultsTemplate': async () => ({
    body: await templateBody(educationKeys.masterTemplate()),
  }),
  'planning.resultsTemplate': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'planning.saveResultsTemplate': async (w) => ({
    body: {
      ...(await templateBody(educationKeys.kindergartenTemplate(w.kindergartenId))),
      kindergartenId: w.kindergartenId,
    },
  }),
  'planning.groupResults': async (w) => ({
    path: { classId: await teachersGroup(w) },
    asCaller: groupOfCaller(w, (classId) => ({ path: { classId } })),
  }),
  'planning.saveChildResult': async (w) => {
    const child = (await childrenOfDemoTeacher(w))[1]!;
    const stored = await storedItem(educationKeys.result(w.kindergartenId, child.groupId, child.id));
    return {
      body: {
        classId: child.groupId,
        childId: child.id,
        stage: 1,
        levels: { 1: 2 },
        version: Number(stored?.version ?? 0),
      },
    };
  },
  'planning.resultsSummary': async (w) => ({
    path: { classId: await teachersGroup(w) },
    asCaller: groupOfCaller(w, (classId) => ({ path: { classId } })),
  }),
  'planning.resultsSummaryExport': async (w) => ({
    path: { classId: await teachersGroup(w) },
    asCaller: groupOfCaller(w, (classId) => ({ path: { classId } })),
  }),
  'planning.personalEducationalWork': (w) => ({
    query: { kindergartenId: w.kindergartenId, isSop: 'false', pageSize: '30' },
  }),
  'planning.savePersonalEducationalWork': async (w) => {
    const child = (await childrenOfDemoTeacher(w))[2]!;
    const stored = await storedItem(educationKeys.support(w.kindergartenId, child.id));
    return {
      body: {
        classId: child.groupId,
        childId: child.id,
        isSop: false,
        support: '',
        version: Number(stored?.version ?? 0),
      },
    };
  },
  'kindergartens.groupPrograms': (w) => ({ query: { kindergartenId: w.kindergartenId, term: '1' } }),
  'kindergartens.groupProgram': async (w) => ({
    path: { id: (await programOf(w)).id },
    query: { includeClass: 'true', includeSchoolTermDates: 'true' },
  }),
  'kindergartens.deleteGroupProgram': async (w) => ({ path: { id: await aSpareProgram(w) } }),
  'kindergartens.groupSubjects': async (w) => ({ path: { classId: await teachersGroup(w) } }),
  'references.lessons': () => ({ query: { fromMonth: '2026-09', toMonth: '2026-11', PageSize: '20' } }),
  'references.exportLessons': () => ({ query: { fromMonth: '2026-09', toMonth: '2026-11' } }),
  'references.studentsResult': () => ({
    query: { fromMonth: '2026-09', toMonth: '2027-05', PageSize: '20' },
  }),
  'references.exportStudentsResult': () => ({ query: { fromMonth: '2026-09', toMonth: '2027-05' } }),
  'references.documents': () => ({ query: { fromMonth: '2026-09', toMonth: '2027-06', PageSize: '20' } }),
  'references.exportDocuments': () => ({ query: { fromMonth: '2026-09', toMonth: '2027-06' } }),
  'references.portfolios': () => ({ query: { fromMonth: '2026-09', toMonth: '2027-06', PageSize: '20' } }),
  'references.exportPortfolios': () => ({ query: { fromMonth: '2026-09', toMonth: '2027-06' } }),
} satisfies RouteExamples;

/** The template as stored (or the default shape), with the version a save must name. */
async function templateBody(key: { PK: string; SK: string }) {
  const stored = await storedItem(key);
  return {
    areas: educationalAreas.map((area) => ({ area, name: educationalAreaNames[area] })),
    levels: [
      { level: 1, name: 'Ниско ниво' },
      { level: 2, name: 'Средно ниво' },
      { level: 3, name: 'Високо ниво' },
    ],
    version: Number(stored?.version ?? 0),
  };
}

/** A programme of the teacher's group for a term no suite reads (written for a delete to remove). */
async function aSpareProgram(w: ExampleWorld) {
  const program = await programOf(w);
  const id = `spare-${crypto.randomUUID()}`;
  await storeRawItem({
    ...educationKeys.program(w.kindergartenId, id),
    type: 'ClassProgram',
    id,
    kindergartenId: w.kindergartenId,
    classId: program.classId,
    periodId: 'spare',
    programNumber: 9,
    name: 'Резервна програма',
    term: 9,
    ageGroup: 1,
    subjects: [],
    version: 1,
  });
  return id;
}
