import { beforeAll, describe, expect, it } from 'vitest';
import { StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { streamed } from '../support/deliveries';
import { officeText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The kindergarten's school-style references (issue #32) on a world of their own: group „Звезди“ with Ана and
 * Борис, group „Пчели“ with Вера, marked, noted and assessed through the API in November 2026. Every figure
 * follows from what the suite wrote.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;

const child = (name: string) => kg.children.find((c) => c.firstName === name)!;
const groupOf = (name: string) => kg.groups.find((g) => g.name === name)!;

async function ok(reply: Promise<{ status: number; error?: unknown }>) {
  const r = await reply;
  expect(r.status, JSON.stringify(r.error)).toBe(200);
}

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Теменуга“' })
      .group({ name: 'Звезди' })
      .teacher({ ofLastGroup: true })
      .child({ firstName: 'Ана' })
      .child({ firstName: 'Борис' })
      .group({ name: 'Пчели' })
      .child({ firstName: 'Вера' }),
    given.kindergarten({ name: 'ДГ „Друга“' }).group(),
  ]);
  const marks: [string, number, S][] = [
    ['Ана', 2, S.Attendance],
    ['Ана', 3, S.SicknessAbsence5],
    ['Борис', 2, S.Absence],
    ['Борис', 3, S.Attendance],
    ['Вера', 2, S.Attendance],
  ];
  for (const [name, day, type] of marks)
    await ok(
      api(kg.director, 'attendance.markAttendance', {
        body: {
          kindergartenId: kg.id,
          groupId: child(name).groupId,
          cells: [{ studentId: child(name).id, forDate: `2026-11-0${day}`, type }],
        },
      }),
    );
  for (const [name, doctor] of [
    ['Ана', 'Д-р Петрова'],
    ['Вера', 'д-р  петрова'],
    ['Борис', 'Д-р Алексиев'],
  ] as const)
    await ok(
      api(kg.director, 'attendance.saveMedicalNote', {
        body: {
          kindergartenId: kg.id,
          studentId: child(name).id,
          fromDate: '2026-11-09',
          toDate: '2026-11-10',
          doctor,
        },
      }),
    );
  // The kindergarten assesses two areas on three levels (its own template, whatever the Master's is).
  await ok(
    api(kg.director, 'planning.saveResultsTemplate', {
      body: {
        kindergartenId: kg.id,
        areas: [
          { area: 1, name: 'Български език' },
          { area: 2, name: 'Математика' },
        ],
        levels: [
          { level: 1, name: 'Ниско ниво' },
          { level: 2, name: 'Средно ниво' },
          { level: 3, name: 'Високо ниво' },
        ],
        version: 0,
      },
    }),
  );
  // Ана: high in both areas at the end; Борис: low in the first.
  for (const [name, levels, note] of [
    ['Ана', { 1: 3, 2: 3 }, 'Чете с удоволствие'],
    ['Борис', { 1: 1, 2: 2 }, ''],
  ] as const)
    await ok(
      api(kg.director, 'planning.saveChildResult', {
        body: {
          classId: child(name).groupId,
          childId: child(name).id,
          stage: 2,
          levels,
          ...(note ? { note } : {}),
          version: 0,
        },
      }),
    );
  await ok(
    api(kg.director, 'planning.savePersonalEducationalWork', {
      body: {
        classId: child('Вера').groupId,
        childId: child('Вера').id,
        isSop: true,
        support: 'Логопед',
        version: 0,
      },
    }),
  );
  await streamed();
});

const report = (user: Principal, name: string, query: Record<string, unknown> = {}) =>
  api(user, 'references.schoolReport', {
    path: { report: name as 'absences' },
    query: { kindergartenId: kg.id, ...query },
  });

const rowsOf = async (name: string, query: Record<string, unknown> = {}) => {
  const r = await report(kg.director, name, query);
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.body;
};

describe('who may read them', () => {
  it('the director reads; a teacher and a parent without the right, and another kindergarten’s director, are refused', async () => {
    expect((await report(kg.director, 'absences')).status).toBe(200);
    expect((await report(kg.teacher, 'absences')).status).toBe(403);
    expect((await report(other.director, 'absences')).status).toBe(403);
  });

  it('refuses an unknown report, a group of another year and an unknown school year, naming the field', async () => {
    expect((await report(kg.director, 'grades-of-physics')).status).toBe(400);
    const group = await report(kg.director, 'absences', { groupId: other.groups[0]!.id });
    expect(group.status).toBe(400);
    expect(group.error?.errors?.[0]?.field).toBe('groupId');
    const year = await report(kg.director, 'absences', { periodId: 'no-such-year' });
    expect(year.error?.errors?.[0]?.field).toBe('periodId');
  });
});

describe('the references', () => {
  it('absences: each group’s month from the attendance aggregates', async () => {
    const sheet = await rowsOf('absences');
    expect(sheet.columns.map((c) => c.header)).toContain('Неизвинени');
    expect(sheet.rows).toEqual([
      ['Звезди', 'ноември 2026', 2, 2, 1, 1, 1, 0, 50],
      ['Пчели', 'ноември 2026', 1, 0, 0, 0, 0, 0, 100],
    ]);
    expect((await rowsOf('absences', { groupId: groupOf('Пчели').id })).rows).toHaveLength(1);
  });

  it('general practitioners: the doctors of the notices, one doctor however typed, and their children', async () => {
    expect((await rowsOf('general-practitioners')).rows).toEqual([
      ['Д-р Алексиев', 1, 1, 2],
      ['Д-р Петрова', 2, 2, 4],
    ]);
    const children = await rowsOf('general-practitioners-students', { groupId: groupOf('Звезди').id });
    expect(children.rows.map((r) => r[2])).toEqual(['Д-р Петрова', 'Д-р Алексиев']);
    // The teacher of „Звезди“ with the notices of its two children; „Пчели“ has no teacher.
    const teachers = await rowsOf('general-practitioners-teachers');
    expect(teachers.rows.map((r) => [r[1], r[2], r[5]])).toEqual([
      ['Звезди', 2, 'Д-р Алексиев, Д-р Петрова'],
    ]);
  });

  it('the grades: levels, averages, the excellent, the low and their counts at the end of the year', async () => {
    const levels = await rowsOf('term-grades', { stage: 2 });
    expect(levels.rows.find((r) => String(r[1]).startsWith('Ана'))?.slice(2, 4)).toEqual([
      'Високо ниво',
      'Високо ниво',
    ]);
    expect((await rowsOf('excellent-students')).rows.map((r) => String(r[1]).split(' ')[0])).toEqual(['Ана']);
    expect((await rowsOf('low-grades')).rows.map((r) => [String(r[1]).split(' ')[0], r[3]])).toEqual([
      ['Борис', 1],
    ]);
    const counts = await rowsOf('count-low-grades');
    expect(counts.rows[0]?.slice(0, 4)).toEqual(['Звезди', 2, 1, 1]);
    const averages = await rowsOf('average-students-grades');
    expect(averages.rows[0]?.slice(0, 4)).toEqual(['Звезди', 2, 2, 2.5]);
    expect(
      (await rowsOf('term-grades', { stage: 1 })).rows.every((r) => r.slice(2).every((c) => c === null)),
    ).toBe(true);
  });

  it('remarks and supports: the teachers’ notes and the children’s support', async () => {
    expect((await rowsOf('remarks-praises')).rows.map((r) => r[3])).toEqual(['Чете с удоволствие']);
    expect(
      (await rowsOf('sanctions-supports')).rows.map((r) => [String(r[1]).split(' ')[0], r[2], r[3]]),
    ).toEqual([['Вера', 'Да', 'Логопед']]);
  });

  it('exports a report as a workbook with its title and rows', async () => {
    const file = await download(kg.director, 'references.exportSchoolReport', {
      path: { report: 'general-practitioners' },
      query: { kindergartenId: kg.id },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const text = await officeText(file.bytes, 'xlsx');
    expect(text).toContain('Лекари по медицинските бележки');
    expect(text).toContain('Д-р Алексиев');
  });
});
