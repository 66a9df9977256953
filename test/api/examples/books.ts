import { keys } from '../../../functions/src/platform/db/keys';
import { AdministrationBook } from '../../../shared/src/enums';
import { call, signIn } from '../../support/api-client';
import { childrenOfParent, storedItem } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';
import { examples as records } from './books-records';
import { uploadedTempFile } from './files';
import { demoDirectorToken, schoolYearsOf } from './kindergartens';

/**
 * Examples of the books area (issue #29) and of planning's weekly schedule and class-book export: entries
 * of the demo kindergarten's active school year, made by the demo director first where a route acts on one.
 */

async function activeYear(w: ExampleWorld) {
  const year = (await schoolYearsOf(w.kindergartenId)).find((y) => y.active);
  if (!year) throw new Error('the demo kindergarten has no active school year');
  return year;
}

async function made(path: string, body: unknown): Promise<string> {
  const reply = await call('POST', path, { token: await demoDirectorToken(), body });
  if (reply.status !== 200) throw new Error(`${path} not saved: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const entry = async (w: ExampleWorld) => {
  const year = await activeYear(w);
  return { kindergartenId: w.kindergartenId, periodId: year.id, date: year.fromDate };
};

const orderBody = async (w: ExampleWorld) => ({
  ...(await entry(w)),
  subject: 'Организация на учебната година',
  legalBasis: 'чл. 259, ал. 1 от ЗПУО',
  text: 'Заповед № {{Номер}} на директора на {{Детска градина}}.',
});
const anOrder = async (w: ExampleWorld) =>
  made('/api/AdministrationBooks/director-order', await orderBody(w));

let members: Promise<void> | undefined;
/** The council's members of the active year (a protocol is numbered only once they are known). */
function councilMembers(w: ExampleWorld) {
  members ??= (async () => {
    const year = await activeYear(w);
    const token = await demoDirectorToken();
    const book = await call('GET', `/api/AdministrationBooks/pedagogical-council-book?periodId=${year.id}`, {
      token,
    });
    const { members: known, membersVersion } = book.body as { members: string[]; membersVersion: number };
    if (known.length > 0) return;
    const reply = await call('POST', '/api/AdministrationBooks/pedagogical-council-book', {
      token,
      body: {
        kindergartenId: w.kindergartenId,
        periodId: year.id,
        members: ['Мария Петрова', 'Иван Георгиев', 'Елена Димитрова'],
        version: membersVersion,
      },
    });
    if (reply.status !== 200) throw new Error(`council members not saved: ${JSON.stringify(reply.body)}`);
  })();
  return members;
}

const protocolBody = async (w: ExampleWorld) => {
  await councilMembers(w);
  return {
    ...(await entry(w)),
    chair: 'Мария Петрова',
    attendees: ['Мария Петрова', 'Иван Георгиев', 'Елена Димитрова'],
    agenda: ['Приемане на годишния план'],
  };
};
const aProtocol = async (w: ExampleWorld) =>
  made('/api/AdministrationBooks/pedagogical-council-book/protocol', await protocolBody(w));
const decisionBody = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  protocolId: await aProtocol(w),
  text: 'Приема годишния план на детската градина.',
  responsible: 'Директорът',
});
const aDecision = async (w: ExampleWorld) => {
  const body = await decisionBody(w);
  return {
    id: await made('/api/AdministrationBooks/pedagogical-council-book/decision', body),
    protocolId: body.protocolId,
  };
};

const letterBody = async (w: ExampleWorld) => ({
  ...(await entry(w)),
  correspondent: 'РУО – София-град',
  documentType: 1,
  subject: 'Указания за началото на учебната година',
});
const aLetter = async (w: ExampleWorld, direction: 'incoming' | 'outgoing') =>
  made(`/api/AdministrationBooks/${direction}-correspondence-item`, await letterBody(w));

const checkBody = async (w: ExampleWorld) => ({
  ...(await entry(w)),
  checked: 'Група „Слънчице“',
  area: 'Педагогическа документация',
  findings: 'Дневникът се води редовно.',
});
const aCheck = async (w: ExampleWorld, slug: string) =>
  made(`/api/AdministrationBooks/${slug}`, await checkBody(w));

const templateBody = {
  category: 1 as const,
  name: 'Заповед за комисия',
  text: 'Със заповед № {{Номер}} на {{Директор}}…',
};
const aNationalTemplate = async () => {
  const reply = await call('POST', '/api/administration/template/save', {
    token: await signIn('master@demo.gradina.bg'),
    body: templateBody,
  });
  if (reply.status !== 200) throw new Error(`template not saved: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
};
const anOwnTemplate = async (w: ExampleWorld) =>
  made('/api/templates/save', { ...templateBody, kindergartenId: w.kindergartenId });

const documentBody = (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  documentType: 11,
  date: '2026-11-20',
  title: 'Служебна бележка',
  text: '{{Детска градина}} удостоверява…',
});
const aDocument = async (w: ExampleWorld) => made('/api/AdministrationDocuments', documentBody(w));

/** The demo teacher's group: a teacher may write only its schedule and diary. */
const teachersGroup = async (w: ExampleWorld) => (await childrenOfDemoTeacher(w))[0]!.groupId;
const situations = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ type: 1 as const, areaId: (i % 7) + 1 }));
/** The group of the demo parent's first child: the parent reads its schedule. */
async function parentsGroup(w: ExampleWorld): Promise<string> {
  const [link] = await childrenOfParent(w.userIds.parent!, w.kindergartenId);
  const child = await storedItem(keys.child(w.kindergartenId, String(link!.childId)));
  return String(child!.groupId);
}
const aParentsSchedule = async (w: ExampleWorld) =>
  made('/api/complex/classbook/weeklySchedule', {
    ...(await scheduleBody(w)),
    groupId: await parentsGroup(w),
  });
const scheduleBody = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  groupId: await teachersGroup(w),
  validFrom: '2098-01-05',
  ageGroup: 1 as const,
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, items: situations(3) })),
});
const aSchedule = async (w: ExampleWorld) =>
  made('/api/complex/classbook/weeklySchedule', await scheduleBody(w));
const exportBody = async (w: ExampleWorld) => ({
  kindergartenId: w.kindergartenId,
  groupId: await teachersGroup(w),
  fromDate: '2026-09-15',
  toDate: '2026-10-31',
});
const anExport = async (w: ExampleWorld) => made('/api/ClassBookExports', await exportBody(w));

const kg = (w: ExampleWorld) => ({ kindergartenId: w.kindergartenId });

export const examples = {
  'books.directorOrderBook': (w) => ({ query: kg(w) }),
  'books.directorOrderIndexes': (w) => ({ query: kg(w) }),
  'books.directorOrder': async (w) => ({ path: { id: await anOrder(w) } }),
  'books.saveDirectorOrder': async (w) => ({
    body: { ...(await orderBody(w)), id: await anOrder(w), version: 1 },
  }),
  'books.deleteDirectorOrder': async (w) => ({ path: { id: await anOrder(w) } }),
  'books.pedagogicalCouncilBook': (w) => ({ query: kg(w) }),
  'books.saveCouncilMembers': async (w) => {
    await councilMembers(w);
    const year = await activeYear(w);
    const book = await call('GET', `/api/AdministrationBooks/pedagogical-council-book?periodId=${year.id}`, {
      token: await demoDirectorToken(),
    });
    const { members: list, membersVersion } = book.body as { members: string[]; membersVersion: number };
    return { body: { ...kg(w), periodId: year.id, members: list, version: membersVersion } };
  },
  'books.saveCouncilProtocol': async (w) => ({
    body: { ...(await protocolBody(w)), id: await aProtocol(w), version: 1 },
  }),
  'books.deleteCouncilProtocol': async (w) => ({ path: { id: await aProtocol(w) } }),
  'books.councilProtocol': async (w) => ({ path: { id: await aProtocol(w) } }),
  'books.councilDecision': async (w) => {
    const d = await aDecision(w);
    return { path: { protocolId: d.protocolId, decisionId: d.id } };
  },
  'books.saveCouncilDecision': async (w) => {
    const d = await aDecision(w);
    return { body: { ...(await decisionBody(w)), protocolId: d.protocolId, id: d.id, version: 1 } };
  },
  'books.deleteCouncilDecision': async (w) => ({ path: { id: (await aDecision(w)).id } }),
  'books.incomingCorrespondenceBook': (w) => ({ query: kg(w) }),
  'books.incomingCorrespondenceItem': async (w) => ({ path: { id: await aLetter(w, 'incoming') } }),
  'books.incomingNextNumber': async (w) => ({ query: { ...kg(w), periodId: (await activeYear(w)).id } }),
  'books.incomingDocumentTypes': (w) => ({ query: kg(w) }),
  'books.outgoingCorrespondenceBook': (w) => ({ query: kg(w) }),
  'books.outgoingCorrespondenceItem': async (w) => ({ path: { id: await aLetter(w, 'outgoing') } }),
  'books.outgoingNextNumber': async (w) => ({ query: { ...kg(w), periodId: (await activeYear(w)).id } }),
  'books.outgoingDocumentTypes': (w) => ({ query: kg(w) }),
  'books.saveIncomingItem': async (w) => ({
    body: { ...(await letterBody(w)), id: await aLetter(w, 'incoming'), version: 1 },
  }),
  'books.deleteIncomingItem': async (w) => ({ query: { id: await aLetter(w, 'incoming') } }),
  'books.saveOutgoingItem': async (w) => ({
    body: { ...(await letterBody(w)), id: await aLetter(w, 'outgoing'), version: 1 },
  }),
  'books.deleteOutgoingItem': async (w) => ({ query: { id: await aLetter(w, 'outgoing') } }),
  'books.correspondenceFile': async (w) => {
    const fileKey = await uploadedTempFile(await demoDirectorToken());
    const id = await made('/api/AdministrationBooks/incoming-correspondence-item', {
      ...(await letterBody(w)),
      file: { fileKey, fileName: 'писмо.pdf' },
    });
    return { path: { id } };
  },
  'books.controlActivityBook': (w) => ({ query: kg(w) }),
  'books.controlCheck': async (w) => ({ path: { id: await aCheck(w, 'control-activity-book') } }),
  'books.saveControlCheck': async (w) => ({
    body: { ...(await checkBody(w)), id: await aCheck(w, 'control-activity-book'), version: 1 },
  }),
  'books.deleteControlCheck': async (w) => ({ path: { id: await aCheck(w, 'control-activity-book') } }),
  'books.deputyControlActivityBook': (w) => ({ query: kg(w) }),
  'books.deputyControlCheck': async (w) => ({
    path: { id: await aCheck(w, 'control-activity-deputy-director-book') },
  }),
  'books.saveDeputyControlCheck': async (w) => ({
    body: {
      ...(await checkBody(w)),
      id: await aCheck(w, 'control-activity-deputy-director-book'),
      version: 1,
    },
  }),
  'books.deleteDeputyControlCheck': async (w) => ({
    path: { id: await aCheck(w, 'control-activity-deputy-director-book') },
  }),
  'books.exportBook': (w) => ({
    path: { bookType: String(AdministrationBook.ControlActivityDeputyDirectorBook) },
    query: kg(w),
  }),
  'books.documentTypes': (w) => ({ query: kg(w) }),
  'books.templateProperties': (w) => ({ query: { ...kg(w), category: '1' } }),
  'books.templatesForCategory': (w) => ({ query: { ...kg(w), category: '1' } }),
  'books.nationalTemplates': () => ({}),
  'books.kindergartenTemplate': async (w) => ({ path: { id: await anOwnTemplate(w) } }),
  'books.kindergartenTemplates': (w) => ({ query: kg(w) }),
  'books.saveNationalTemplate': () => ({ body: templateBody }),
  'books.deleteNationalTemplate': async () => ({ path: { id: await aNationalTemplate() } }),
  'books.saveBookTemplate': async (w) => ({
    body: { ...kg(w), templateBaseId: await aNationalTemplate(), bookType: 3 },
  }),
  'books.saveKindergartenTemplate': async (w) => ({
    body: { ...templateBody, ...kg(w), id: await anOwnTemplate(w), version: 1 },
  }),
  'books.deleteKindergartenTemplate': async (w) => ({ path: { id: await anOwnTemplate(w) } }),
  'books.bookPrefixes': (w) => ({ query: { kindergartenId: w.branchKindergartenId ?? w.kindergartenId } }),
  'books.saveBookPrefix': (w) => ({
    body: { kindergartenId: w.branchKindergartenId ?? w.kindergartenId, bookType: 4, prefix: 'КД-' },
  }),
  'books.deleteBookPrefix': async (w) => {
    await call('POST', '/api/administration/BookManagement', {
      token: await signIn('master@demo.gradina.bg'),
      body: { kindergartenId: w.branchKindergartenId ?? w.kindergartenId, bookType: 6, prefix: 'ЗД-' },
    });
    return { path: { id: `${w.branchKindergartenId ?? w.kindergartenId}:6` } };
  },
  'books.kindergartenDocuments': (w) => ({ query: kg(w) }),
  'books.kindergartenDocument': async (w) => ({ path: { id: await aDocument(w) } }),
  'books.saveKindergartenDocument': async (w) => ({
    body: { ...documentBody(w), id: await aDocument(w), version: 1 },
  }),
  'books.deleteKindergartenDocument': async (w) => ({ path: { id: await aDocument(w) } }),
  'books.kindergartenDocumentFile': async (w) => ({ path: { id: await aDocument(w) } }),
  'planning.weeklyScheduleOverview': (w) => ({ query: kg(w) }),
  'planning.weeklySchedule': async (w) => ({ path: { id: await aParentsSchedule(w) } }),
  'planning.groupWeeklySchedule': async (w) => ({ path: { groupId: await parentsGroup(w) }, query: kg(w) }),
  'planning.saveWeeklySchedule': async (w) => ({
    body: { ...(await scheduleBody(w)), id: await aSchedule(w), version: 1 },
  }),
  'planning.deleteWeeklySchedule': async (w) => ({ path: { id: await aSchedule(w) } }),
  'planning.classBookExports': (w) => ({ query: kg(w) }),
  'planning.classBookExport': async (w) => ({ query: { ...kg(w), id: await anExport(w) } }),
  'planning.createClassBookExport': async (w) => ({ body: await exportBody(w) }),
  'planning.classBookExportReceipt': async (w) => ({
    query: { ...kg(w), classBookExportId: await anExport(w) },
  }),
  'planning.deleteClassBookExport': async (w) => ({ path: { id: await anExport(w) } }),
  // The inventory book and the qualification record (books-records.ts).
  ...records,
} satisfies RouteExamples;
