import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAgeKinds, ProcessingStatus, StudentAttendanceStatus } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Medical notices on a world of their own: a group with its teacher and two children with parents, another
 * group with its teacher, and a second kindergarten. The grid is read and marked through ATT-GRID's routes.
 * On the kits' fixed day (Saturday 21.11.2026).
 */
let kg: GivenKindergarten;
let teacherA: Principal;
let teacherB: Principal;
const [c0, c1] = [0, 1];

beforeAll(async () => {
  [kg] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Бележки“' })
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .child()
      .parent()
      .group()
      .teacher({ ofLastGroup: true }),
  ]);
  [teacherA, teacherB] = kg.teachers as [Principal, Principal];
});

const child = (i: number) => kg.children[i]!;
const parent = (i: number) => kg.parents[i]!;

/** A one-page PDF: what a scanner gives. */
const pdf = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function upload(user: Principal, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const reply = await api(user, 'files.uploadTemp', { body: form });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { fileKey: String((reply.body as { id: string }).id), fileName: name };
}

const register = (user: Principal, i: number, fromDate: string, toDate: string, extra: object = {}) =>
  api(user, 'attendance.saveMedicalNote', {
    body: {
      kindergartenId: kg.id,
      studentId: child(i).id,
      fromDate,
      toDate,
      doctor: 'д-р Петрова',
      ...extra,
    },
  });

const notes = async (user: Principal) => {
  const reply = await api(user, 'attendance.medicalNotes', { query: { kindergartenId: kg.id } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result;
};

const mark = (user: Principal, i: number, cells: [string, number][]) =>
  api(user, 'attendance.markAttendance', {
    body: {
      kindergartenId: kg.id,
      groupId: child(i).groupId,
      cells: cells.map(([forDate, type]) => ({ studentId: child(i).id, forDate, type: type as 1 })),
    },
  });

async function gridOf(i: number) {
  const reply = await api(kg.director, 'attendance.groupAttendance', {
    path: { groupId: child(i).groupId, month: 11, year: 2026 },
    query: { kindergartenId: kg.id },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const row = reply.body.students.find((s) => s.studentId === child(i).id)!;
  return Object.fromEntries(row.attendances.filter((c) => c.type !== null).map((c) => [c.forDate, c.type]));
}

describe('medical notices', () => {
  let noteId = '';

  it('takes a parent’s notice for their own child with a scan, and lists it to whom may see it', async () => {
    const scan = await upload(parent(c0), pdf, 'бележка.pdf');
    const made = await register(parent(c0), c0, '2026-11-09', '2026-11-13', {
      scan,
      note: 'Вирусна инфекция',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    noteId = String(made.body.entityId);
    const [mine] = await notes(parent(c0));
    expect(mine).toMatchObject({
      id: noteId,
      status: ProcessingStatus.Unprocessed,
      workingDays: 5,
      doctor: 'д-р Петрова',
      scanName: 'бележка.pdf',
    });
    expect(mine!.scanUrl).toBeTruthy();
    expect((await notes(teacherA)).map((n) => n.id)).toContain(noteId);
    expect((await notes(parent(c1))).map((n) => n.id)).not.toContain(noteId);
    expect((await notes(teacherB)).map((n) => n.id)).not.toContain(noteId);
  });

  it('refuses another’s child, bad dates and another user’s upload', async () => {
    expect((await register(parent(c1), c0, '2026-11-16', '2026-11-16')).status).toBe(403);
    expect((await register(teacherB, c0, '2026-11-16', '2026-11-16')).status).toBe(403);
    const backwards = await register(kg.director, c0, '2026-11-16', '2026-11-13');
    expect(backwards.status).toBe(400);
    expect(backwards.error?.errors?.[0]?.field).toBe('toDate');
    const early = await register(kg.director, c0, '2026-09-01', '2026-09-02');
    expect(early.status).toBe(400);
    expect(early.error?.errors?.[0]?.field).toBe('fromDate');
    const stolen = await register(kg.director, c0, '2026-11-16', '2026-11-16', {
      scan: await upload(parent(c1), pdf, 'чужда.pdf'),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.errors?.[0]?.field).toBe('scan');
  });

  it('on approval excuses the days already marked absent, keeps present days, fills the empty ones', async () => {
    const marked = await mark(teacherA, c0, [
      ['2026-11-09', StudentAttendanceStatus.Attendance],
      ['2026-11-10', StudentAttendanceStatus.Absence],
      ['2026-11-11', StudentAttendanceStatus.Absence],
    ]);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const approve = (user: Principal) =>
      api(user, 'attendance.approveMedicalNote', { body: { kindergartenId: kg.id, id: noteId } });
    expect((await approve(teacherA)).status).toBe(403);
    expect((await approve(kg.director)).status).toBe(200);
    const grid = await gridOf(c0);
    expect(grid['2026-11-09']).toBe(StudentAttendanceStatus.Attendance);
    for (const date of ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'])
      expect(grid[date], date).toBe(StudentAttendanceStatus.SicknessAbsence5);
    // Twice: the same outcome, nothing else changes.
    expect((await approve(kg.director)).status).toBe(200);
    expect(await gridOf(c0)).toEqual(grid);
    const [approved] = await notes(parent(c0));
    expect(approved?.status).toBe(ProcessingStatus.Approved);
  });

  it('annuls with a comment; an approved or annulled notice cannot change', async () => {
    const other = String((await register(parent(c1), c1, '2026-11-16', '2026-11-17')).body.entityId);
    const annul = (id: string, comment = 'Нечетлив документ') =>
      api(kg.director, 'attendance.annulMedicalNote', {
        path: { id },
        body: { kindergartenId: kg.id, comment },
      });
    const empty = await annul(other, '');
    expect(empty.status).toBe(400);
    expect(empty.error?.errors?.[0]?.field).toBe('comment');
    expect((await annul(noteId)).status).toBe(409);
    expect((await annul(other)).status).toBe(200);
    expect((await annul(other)).status).toBe(409);
    const approveAnnulled = await api(kg.director, 'attendance.approveMedicalNote', {
      body: { kindergartenId: kg.id, id: other },
    });
    expect(approveAnnulled.status).toBe(409);
    const annulled = (await notes(kg.director)).find((n) => n.id === other);
    expect(annulled).toMatchObject({ status: ProcessingStatus.Annulled, comment: 'Нечетлив документ' });
    expect(await gridOf(c1)).toEqual({});
  });

  it('exports the notices as Excel with Bulgarian headers', async () => {
    const file = await download(kg.director, 'attendance.exportMedicalNotes', {
      query: { kindergartenId: kg.id },
    });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    // the title and the day it was made above the table, then a blank row and the headers
    expect(sheet.getRow(4).values).toEqual(
      expect.arrayContaining(['Дете', 'Група', 'От дата', 'Лекар', 'Състояние']),
    );
    const rows = sheet.getSheetValues().slice(5) as unknown[][];
    expect(rows.some((r) => r.includes('09.11.2026') && r.includes('Одобрена'))).toBe(true);
  });
});
