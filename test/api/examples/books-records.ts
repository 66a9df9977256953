import { call } from '../../support/api-client';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { uploadedTempFile } from './files';
import { demoDirectorToken } from './kindergartens';

/**
 * Examples of the books area's records without spec calls (issue #29): the inventory book's assets (each with
 * a number of its own, as numbers are unique) and the staff's qualifications (the demo teacher's, one with its
 * certificate uploaded by the demo director).
 */

async function made(path: string, body: unknown): Promise<string> {
  const reply = await call('POST', path, { token: await demoDirectorToken(), body });
  if (reply.status !== 200) throw new Error(`${path} not saved: ${JSON.stringify(reply.body)}`);
  return String((reply.body as { entityId: string }).entityId);
}

const kg = (w: ExampleWorld) => ({ kindergartenId: w.kindergartenId });

const assetBody = (w: ExampleWorld, inventoryNumber = `ПР-${crypto.randomUUID().slice(0, 8)}`) => ({
  ...kg(w),
  inventoryNumber,
  name: 'Детска маса, регулируема',
  kind: 4,
  quantity: 6,
  unitValueCents: 8_950,
  acquiredOn: '2026-09-01',
  location: 'Занималня на група „Звездички“',
});
const anAsset = async (w: ExampleWorld) => {
  const body = assetBody(w);
  return { id: await made('/api/AdministrationBooks/inventory', body), body };
};

const qualificationBody = (w: ExampleWorld) => ({
  ...kg(w),
  staffId: w.userIds.teacher!,
  topic: 'Игрови подходи в предучилищното образование',
  organiser: 'ДИПКУ – Тракийски университет',
  form: 2,
  fromDate: '2026-10-10',
  toDate: '2026-10-11',
  hours: 16,
  credits: 1,
});
const aQualification = async (w: ExampleWorld) =>
  made('/api/AdministrationBooks/qualification-activities', qualificationBody(w));
const aCertifiedQualification = async (w: ExampleWorld) => {
  const token = await demoDirectorToken();
  return made('/api/AdministrationBooks/qualification-activities', {
    ...qualificationBody(w),
    certificateNumber: 'У-2026-114',
    file: { fileKey: await uploadedTempFile(token), fileName: 'удостоверение.pdf' },
  });
};

export const examples = {
  'books.inventory': (w) => ({ query: kg(w) }),
  'books.inventoryItem': async (w) => ({ path: { id: (await anAsset(w)).id } }),
  'books.saveInventoryItem': async (w) => {
    const { id, body } = await anAsset(w);
    return { body: { ...body, id, version: 1 } };
  },
  'books.deleteInventoryItem': async (w) => ({ path: { id: (await anAsset(w)).id } }),
  'books.qualificationActivities': (w) => ({ query: kg(w) }),
  'books.qualificationActivity': async (w) => ({ path: { id: await aQualification(w) } }),
  'books.saveQualificationActivity': async (w) => ({
    body: { ...qualificationBody(w), id: await aQualification(w), version: 1 },
  }),
  'books.deleteQualificationActivity': async (w) => ({ path: { id: await aQualification(w) } }),
  'books.qualificationCertificate': async (w) => ({ path: { id: await aCertifiedQualification(w) } }),
} satisfies RouteExamples;
