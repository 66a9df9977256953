import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../infra/local/outbox';
import { type KindergartenType, Role } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { eventually } from '../support/eventually';
import { type GivenKindergarten, given } from '../support/given';
import { newKindergartenBody } from './examples/kindergarten-master';

/**
 * Issue #32: the Master opens a kindergarten, finds it in the national list with its branches and figures,
 * and edits it; a director edits only their own; a user's sessions are refreshed after a repair; the director
 * exports the kindergarten's whole data through the work queue and gets a mail when it is ready.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;

beforeAll(async () => {
  [kg, other, master] = await Promise.all([
    given
      .kindergarten({ name: `ДГ „Иглика“ ${crypto.randomUUID().slice(0, 6)}` })
      .teacher()
      .group()
      .child()
      .parent()
      .branch(),
    given.kindergarten(),
    given.nationalUser(Role.Master),
  ]);
});

const dataOf = (user: Principal, kindergartenId: string) =>
  api(user, 'kindergartens.kindergartenData', { query: { kindergartenId } });

/** The body of an edit of what is stored now, with `changes`. */
async function editOf(user: Principal, kindergartenId: string, changes: Record<string, unknown> = {}) {
  const d = (await dataOf(user, kindergartenId)).body;
  return {
    kindergartenId,
    name: d.name,
    kindergartenType: d.kindergartenType as KindergartenType,
    motherKindergartenId: d.motherKindergartenId,
    regionCode: 'PDV',
    municipalityCode: 'PDV22',
    townEkatte: '56784',
    adress: d.adress || 'ул. „Гладстон“ 1',
    eik: d.eik,
    institutionCode: d.institutionCode,
    phone: d.phone,
    email: d.email,
    automaticExcuseWithMedicalNote: d.automaticExcuseWithMedicalNote,
    openingTime: d.openingTime,
    closingTime: d.closingTime,
    version: d.version,
    ...changes,
  };
}

describe('the Master’s kindergartens', () => {
  it('opens an empty kindergarten with its current school year, named by ЕКАТТЕ, being set up', async () => {
    const body = newKindergartenBody();
    const created = await api(master, 'kindergartens.createEmptyKindergarten', { body });
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);
    const data = await dataOf(master, id);
    expect(data.body).toMatchObject({
      name: body.name,
      town: 'гр. Пловдив',
      municipalityName: 'Пловдив',
      townEkatte: '56784',
      eik: '175074752',
      institutionCode: '1690001',
      state: 'setup',
      schoolYear: '2026/2027',
      kindergartenFees: false,
      version: 1,
    });
    const found = await api(master, 'kindergartens.groupInstitutions', { query: { Name: body.name } });
    expect(found.body.result).toEqual([
      expect.objectContaining({ id, state: 'setup', groupsCount: 0, childrenCount: 0, branches: [] }),
    ]);
  });

  it('refuses a settlement outside the municipality, a wrong ЕИК and a day that ends before it starts', async () => {
    const field = async (body: Record<string, unknown>) =>
      (
        await api(master, 'kindergartens.createEmptyKindergarten', {
          body: { ...newKindergartenBody(), ...body } as never,
        })
      ).error?.errors?.[0]?.field;
    expect(await field({ townEkatte: '10135' })).toBe('townEkatte');
    expect(await field({ eik: '175074753' })).toBe('eik');
    expect(await field({ motherKindergartenId: kg.branch.id })).toBe('motherKindergartenId');
    const late = await api(master, 'kindergartens.updateKindergarten', {
      body: await editOf(master, kg.id, { openingTime: '18:00', closingTime: '07:00' }),
    });
    expect(late.error?.errors?.[0]?.field).toBe('closingTime');
  });

  it('lists a mother with its branch and its figures; searches by code and state', async () => {
    const list = await api(master, 'kindergartens.groupInstitutions', {
      query: { Name: kg.kindergarten.name },
    });
    const row = list.body.result.find((r) => r.id === kg.id);
    expect(row).toMatchObject({ state: 'active', groupsCount: 1, childrenCount: 1 });
    expect(row?.branches.map((b) => b.id)).toEqual([kg.branch.id]);
    expect(row?.staffCount).toBeGreaterThan(0);
    const setup = await api(master, 'kindergartens.groupInstitutions', {
      query: { Name: kg.kindergarten.name, State: 'setup' },
    });
    expect(setup.body.result.map((r) => r.id)).toEqual([kg.branch.id]);
  });

  it('lets a director edit their own kindergarten, not another; a stale version answers 409', async () => {
    const edit = await editOf(kg.director, kg.id, {
      phone: '032 600 700',
      openingTime: '07:00',
      closingTime: '18:30',
    });
    expect((await api(kg.director, 'kindergartens.updateKindergarten', { body: edit })).status).toBe(200);
    expect((await dataOf(kg.director, kg.id)).body).toMatchObject({
      phone: '032 600 700',
      openingTime: '07:00',
    });
    const stale = await api(kg.director, 'kindergartens.updateKindergarten', { body: edit });
    expect(stale.status).toBe(409);
    const theirs = await api(kg.director, 'kindergartens.updateKindergarten', {
      body: await editOf(master, other.id),
    });
    expect(theirs.status).toBe(403);
    expect((await dataOf(kg.director, other.id)).status).toBe(403);
  });

  it('a renamed kindergarten is found by its new name in the country’s directory', async () => {
    const name = `ДГ „Детелина“ ${crypto.randomUUID().slice(0, 6)}`;
    const renamed = await api(master, 'kindergartens.updateKindergarten', {
      body: await editOf(master, other.id, { name }),
    });
    expect(renamed.status).toBe(200);
    const found = await api(master, 'kindergartens.institutions', { query: { Name: name } });
    expect(found.body.result.map((r) => r.id)).toEqual([other.id]);
  });

  it('only the Master opens kindergartens and reads the national list', async () => {
    expect((await api(kg.director, 'kindergartens.groupInstitutions', { query: {} })).status).toBe(403);
    expect(
      (await api(kg.director, 'kindergartens.createEmptyKindergarten', { body: newKindergartenBody() }))
        .status,
    ).toBe(403);
  });
});

describe('the profile cache', () => {
  it('recomputes the rights of the user’s open sessions and says so; an unknown user is 404', async () => {
    const reply = await api(master, 'kindergartens.invalidateProfileCache', { path: { id: kg.teacher.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.sessionsRefreshed).toBeGreaterThan(0);
    expect(reply.body.message).toMatch(/сесии/);
    const missing = await api(master, 'kindergartens.invalidateProfileCache', {
      path: { id: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
  });
});

describe('the database export', () => {
  it('is made by the queue, mailed, listed as ready and downloads as a zip of workbooks', async () => {
    const asked = await api(kg.director, 'kindergartens.requestDatabaseExport', {
      body: { kindergartenId: kg.id },
    });
    expect(asked.status).toBe(200);
    const id = String(asked.body.entityId);
    const list = await eventually(
      async () =>
        (await api(kg.director, 'kindergartens.databaseExports', { query: { kindergartenId: kg.id } })).body,
      (l) => l.some((e) => e.id === id && e.state === 'ready'),
      'the archive',
    );
    expect(list.find((e) => e.id === id)).toMatchObject({
      fileName: expect.stringMatching(/\.zip$/),
      filesCount: 2,
    });

    const mail = await eventually(
      async () => readOutbox(process.env.MAIL_OUTBOX_DIR!).find((m) => m.to === kg.director.email),
      Boolean,
      'the mail',
    );
    expect(mail?.subject).toContain('готов');
    expect(mail?.text).toContain('/platform/settings/database');

    const file = await download(kg.director, 'kindergartens.downloadDatabaseExport', { path: { id } });
    expect(file.status).toBe(200);
    const zip = await JSZip.loadAsync(file.bytes);
    const people = await zip.file('Деца, родители и персонал.xlsx')!.async('nodebuffer');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(people as unknown as ArrayBuffer);
    const children = JSON.stringify(book.getWorksheet('Деца')!.getSheetValues());
    expect(children).toContain(kg.child.firstName);
    expect(children).toContain(kg.group.name);
  });

  it('belongs to its kindergarten: another director sees none of it, a teacher may not ask', async () => {
    const mine = await api(kg.director, 'kindergartens.databaseExports', {
      query: { kindergartenId: kg.id },
    });
    const id = mine.body[0]!.id;
    const theirs = await api(other.director, 'kindergartens.databaseExports', {
      query: { kindergartenId: other.id },
    });
    expect(theirs.body.map((e) => e.id)).not.toContain(id);
    expect(
      (await download(other.director, 'kindergartens.downloadDatabaseExport', { path: { id } })).status,
    ).toBe(404);
    // Past the exports bucket's 7 days the archive is gone: listed as such, its download refused in words.
    const later = { now: '2026-12-01T10:00:00+02:00' };
    const list = await api(kg.director, 'kindergartens.databaseExports', {
      query: { kindergartenId: kg.id },
      ...later,
    });
    expect(list.body.find((e) => e.id === id)?.state).toBe('expired');
    const gone = await download(kg.director, 'kindergartens.downloadDatabaseExport', {
      path: { id },
      ...later,
    });
    expect(gone.status).toBe(409);
    expect(
      (await api(kg.teacher, 'kindergartens.requestDatabaseExport', { body: { kindergartenId: kg.id } }))
        .status,
    ).toBe(403);
  });
});
