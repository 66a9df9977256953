import { beforeAll, describe, expect, it } from 'vitest';
import { api, download } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The inventory book and the staff's qualification record (issue #29, no spec calls) on a world of their own:
 * a kindergarten with a teacher, and a second kindergarten. Everything through the API.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  [kg, other] = await Promise.all([given.kindergarten().group().teacher(), given.kindergarten()]);
}, 120_000);

const asset = (extra: object = {}) => ({
  kindergartenId: kg.id,
  inventoryNumber: 'ДМА-001',
  name: 'Пиано „Petrof“',
  kind: 1,
  quantity: 1,
  unitValueCents: 450_000,
  acquiredOn: '2024-05-10',
  location: 'Физкултурен салон',
  ...extra,
});

describe('the inventory book', () => {
  it('gives an inventory number once, moves it with an edit, and frees it on delete', async () => {
    const first = await api(kg.director, 'books.saveInventoryItem', { body: asset() });
    expect(first.status).toBe(200);
    const id = String(first.body.entityId);
    const taken = await api(kg.director, 'books.saveInventoryItem', {
      body: asset({ inventoryNumber: 'дма-001', name: 'Друго пиано' }),
    });
    expect(taken.status).toBe(400);
    expect(taken.error?.errors?.[0]?.field).toBe('inventoryNumber');
    const book = await api(kg.director, 'books.inventory', { query: { kindergartenId: kg.id } });
    expect(book.body.result.map((a) => a.name)).toEqual(['Пиано „Petrof“']);

    const moved = await api(kg.director, 'books.saveInventoryItem', {
      body: asset({ id, version: 1, inventoryNumber: 'ДМА-002' }),
    });
    expect(moved.status).toBe(200);
    const reused = await api(kg.director, 'books.saveInventoryItem', {
      body: asset({ name: 'Синтезатор' }),
    });
    expect(reused.status).toBe(200);
    await api(kg.director, 'books.deleteInventoryItem', { path: { id } });
    const again = await api(kg.director, 'books.saveInventoryItem', {
      body: asset({ inventoryNumber: 'ДМА-002', name: 'Барабан' }),
    });
    expect(again.status).toBe(200);
  });

  it('keeps a written-off asset with its reason, and another kindergarten does not see it', async () => {
    const noReason = await api(kg.director, 'books.saveInventoryItem', {
      body: asset({ inventoryNumber: 'МТП-7', writtenOffOn: '2026-11-01' }),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.error?.errors?.[0]?.field).toBe('writeOffReason');
    const saved = await api(kg.director, 'books.saveInventoryItem', {
      body: asset({
        inventoryNumber: 'МТП-7',
        writtenOffOn: '2026-11-01',
        writeOffReason: 'Протокол за брак № 3',
      }),
    });
    expect(saved.status).toBe(200);
    const off = await api(kg.director, 'books.inventory', {
      query: { kindergartenId: kg.id, writtenOff: 'true' },
    });
    expect(off.body.result.map((a) => [a.inventoryNumber, a.writeOffReason])).toEqual([
      ['МТП-7', 'Протокол за брак № 3'],
    ]);
    const foreign = await api(other.director, 'books.inventoryItem', {
      path: { id: String(saved.body.entityId) },
    });
    expect(foreign.status).toBe(404);
    const teacher = await api(kg.teacher, 'books.inventory', { query: { kindergartenId: kg.id } });
    expect(teacher.status).toBe(403);
  });
});

const training = (extra: object = {}) => ({
  kindergartenId: kg.id,
  staffId: kg.teacher.id,
  topic: 'Приобщаващо образование',
  organiser: 'ДИУУ – Софийски университет',
  form: 2,
  fromDate: '2026-10-03',
  toDate: '2026-10-04',
  hours: 32,
  credits: 2,
  ...extra,
});

describe('the qualification record', () => {
  it('allows a credit per 16 academic hours of an outside training and none for an internal one', async () => {
    const tooMany = await api(kg.director, 'books.saveQualificationActivity', {
      body: training({ credits: 3 }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.errors?.[0]?.field).toBe('credits');
    const internal = await api(kg.director, 'books.saveQualificationActivity', {
      body: training({ form: 1, credits: 1 }),
    });
    expect(internal.status).toBe(400);
    const saved = await api(kg.director, 'books.saveQualificationActivity', { body: training() });
    expect(saved.status).toBe(200);
    const record = await api(kg.director, 'books.qualificationActivities', {
      query: { kindergartenId: kg.id, staffId: kg.teacher.id },
    });
    expect(record.body.totalHours).toBe(32);
    expect(record.body.totalCredits).toBe(2);
    expect(record.body.result[0]!.staffName).not.toBe('');
  });

  it('keeps the certificate’s scan and refuses a file that is not PDF/DOCX/JPEG/PNG', async () => {
    const upload = async (content: string, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type }), name);
      const up = await api(kg.director, 'files.uploadTemp', { body: form });
      return { fileKey: String((up.body as { id: string }).id), fileName: name };
    };
    const bad = await api(kg.director, 'books.saveQualificationActivity', {
      body: training({ file: await upload('просто текст', 'удостоверение.txt', 'text/plain') }),
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('file');
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
    const saved = await api(kg.director, 'books.saveQualificationActivity', {
      body: training({
        certificateNumber: 'У-17',
        file: await upload(pdf, 'удостоверение.pdf', 'application/pdf'),
      }),
    });
    expect(saved.status).toBe(200);
    const file = await download(kg.director, 'books.qualificationCertificate', {
      path: { id: String(saved.body.entityId) },
    });
    expect(file.status).toBe(200);
    expect(file.bytes.toString('latin1')).toContain('%PDF');
  });
});
