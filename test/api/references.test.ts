import { randomInt } from 'node:crypto';
import { Role } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { putMonthAggregate } from '../../functions/src/domain/aggregates';
import { anAccount, testPassword } from '../support/accounts';
import { api, download, type Principal, signInAs } from '../support/api';
import { streamed } from '../support/deliveries';
import { officeText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The МОН and municipality references on a world of their own: three kindergartens in two municipalities of
 * made-up regions (so no other suite's kindergarten is in them) with aggregates written as the attendance,
 * staff and substitutions features write them, in months of 2091 that no other suite uses.
 */
const letters = () => String.fromCharCode(...Array.from({ length: 2 }, () => 65 + randomInt(0, 26)));
const regionA = `Q${letters()}`;
const regionB = `X${letters()}`;
const municipalityA = `${regionA}${randomInt(10, 100)}`;
const municipalityB = `${regionB}${randomInt(10, 100)}`;
const range = { fromMonth: '2091-01', toMonth: '2091-03' };

let a: GivenKindergarten;
let b: GivenKindergarten;
let c: GivenKindergarten;
let d: GivenKindergarten;
let mon: Principal;
let municipality: Principal;

const attendance = (counters: Record<string, number>) => ({ kind: 'attendance', counters });

beforeAll(async () => {
  [a, b, c, d, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Щурче“', municipalityCode: municipalityA, regionCode: regionA })
      .group()
      .teacher()
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Ален мак“', municipalityCode: municipalityA, regionCode: regionA }),
    given.kindergarten({ name: 'ДГ „Бреза“', municipalityCode: municipalityB, regionCode: regionB }),
    // A real ЕКАТТЕ municipality (Столична) and no figures at all: named, and a row of zeros (issue #26).
    given.kindergarten({ name: 'ДГ „Без данни“', municipalityCode: 'SOF46', regionCode: 'SOF' }),
    given.nationalUser(Role.MON),
  ]);
  const account = await anAccount({ role: Role.Municipality, active: true, municipalityCode: municipalityA });
  municipality = await signInAs(
    { id: account.userId, email: account.email, role: Role.Municipality, kindergartenId: null },
    testPassword,
  );
  const writes = [
    {
      kg: a,
      month: '2091-01',
      ...attendance({
        s2: 300,
        s1: 12,
        s3: 5,
        s5: 10,
        s4: 2,
        childMonths: 20,
        compulsoryChildMonths: 12,
        unexcusedOver2: 2,
        familyReasonDays: 2,
      }),
    },
    {
      kg: a,
      month: '2091-02',
      ...attendance({ s2: 280, s1: 3, s6: 7, childMonths: 20, compulsoryChildMonths: 12, unexcusedOver2: 1 }),
    },
    {
      kg: b,
      month: '2091-03',
      ...attendance({ s2: 100, s1: 5, childMonths: 8, compulsoryChildMonths: 5, unexcusedOver2: 1 }),
    },
    { kg: c, month: '2091-01', ...attendance({ s2: 50, childMonths: 4 }) },
    // outside the range: never counted
    { kg: a, month: '2091-04', ...attendance({ s2: 999, childMonths: 99 }) },
    {
      kg: a,
      month: '2091-01',
      kind: 'staff-count',
      counters: { total: 20, pedagogical: 12, nonPedagogical: 8, directors: 1, wt1: 20 },
    },
    {
      kg: a,
      month: '2091-03',
      kind: 'staff-count',
      counters: { total: 22, pedagogical: 13, nonPedagogical: 9, directors: 1, wt1: 21, wt3: 1 },
    },
    {
      kg: b,
      month: '2091-02',
      kind: 'staff-count',
      counters: { total: 9, pedagogical: 5, nonPedagogical: 4, directors: 1, wt1: 9 },
    },
    {
      kg: a,
      month: '2091-02',
      kind: 'substitutions',
      counters: { count: 3, days: 4, hours: 22.5, teachers: 2 },
    },
    {
      kg: c,
      month: '2091-02',
      kind: 'substitutions',
      counters: { count: 1, days: 1, hours: 6, teachers: 1 },
    },
  ];
  for (const w of writes)
    await putMonthAggregate({ kind: w.kind, kindergartenId: w.kg.id, month: w.month, counters: w.counters });
});

const ours = <T extends { kindergartenId: string }>(rows: T[]) =>
  rows.filter((r) => [a.id, b.id, c.id, d.id].includes(r.kindergartenId));
/** Every page of a МОН reference of the whole country (the shared local cloud holds many kindergartens). */
async function everyRow(route: 'references.attendances' | 'references.substitutions') {
  type Row = { kindergartenId: string; [field: string]: unknown };
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const reply = await api(mon, route, { query: { ...range, PageSize: 500, PageNumber: page } });
    expect(reply.status).toBe(200);
    const body = reply.body as { result: Row[]; rowsCount: number };
    rows.push(...body.result);
    if (rows.length >= body.rowsCount || body.result.length === 0) return { rows, headers: reply.headers };
  }
}

const requests = (headers: Headers) => Number(/requests=(\d+)/.exec(headers.get('x-gradina-db') ?? '')?.[1]);

describe('who sees what', () => {
  it('shows МОН every kindergarten, in Bulgarian order, with one Query per index shard', async () => {
    const reply = await everyRow('references.attendances');
    expect(ours(reply.rows).map((r) => r.kindergartenName)).toEqual([
      'ДГ „Ален мак“',
      'ДГ „Без данни“',
      'ДГ „Бреза“',
      'ДГ „Щурче“',
    ]);
    // 8 shards of the aggregates, the kindergartens' directory, the municipalities' names (a BatchGet of 100)
    expect(requests(reply.headers)).toBeGreaterThanOrEqual(10);
  });

  it('narrows МОН to a region or a municipality', async () => {
    const region = await api(mon, 'references.attendances', { query: { ...range, regionCode: regionB } });
    expect(region.body.result.map((r) => r.kindergartenId)).toEqual([c.id]);
    const own = await api(mon, 'references.substitutions', {
      query: { ...range, municipalityCode: municipalityA },
    });
    // „Ален мак“ has no substitutions: a row of zeros, not missing (issue #26)
    expect(own.body.result.map((r) => [r.kindergartenId, r.months, r.count])).toEqual([
      [b.id, 0, 0],
      [a.id, 1, 3],
    ]);
    // the municipality's aggregates, its kindergartens, the names
    expect(requests(own.headers)).toBe(3);
  });

  it('shows a municipality only its own kindergartens and refuses another municipality', async () => {
    const reply = await api(municipality, 'references.attendances', { query: range });
    expect(reply.body.result.map((r) => r.kindergartenId)).toEqual([b.id, a.id]);
    // the account's jurisdiction, then the municipality's aggregates and kindergartens, then the names
    expect(requests(reply.headers)).toBe(4);
    const other = await api(municipality, 'references.attendances', {
      query: { ...range, municipalityCode: municipalityB },
    });
    expect(other.status).toBe(403);
    const file = await download(municipality, 'references.exportSmp', {
      query: { month: '2091-01', municipalityCode: municipalityB },
    });
    expect(file.status).toBe(403);
  });

  it('refuses directors, teachers and parents', async () => {
    for (const user of [a.director, a.teacher, a.parent]) {
      expect((await api(user, 'references.attendances', { query: range })).status).toBe(403);
      expect((await api(user, 'references.kindergartenPeopleCounts', { query: range })).status).toBe(403);
      expect((await download(user, 'references.exportSmp', { query: { month: '2091-01' } })).status).toBe(
        403,
      );
    }
  });

  it('names the month that breaks the range', async () => {
    for (const toMonth of ['2090-12', '2092-01']) {
      const reply = await api(mon, 'references.attendances', { query: { fromMonth: '2091-01', toMonth } });
      expect(reply.status).toBe(400);
      expect(reply.error?.errors?.[0]?.field).toBe('query.toMonth');
      expect(reply.error?.errorMessage).toContain('До месец');
    }
    const bad = await api(mon, 'references.substitutions', {
      query: { fromMonth: '2091-13', toMonth: '2091-12' },
    });
    expect(bad.error?.errors?.[0]?.field).toBe('query.fromMonth');
  });
});

describe('the figures', () => {
  it('add the attendance of each kindergarten’s months up, and the totals of the reach', async () => {
    const reply = await api(municipality, 'references.attendances', { query: range });
    const row = reply.body.result.find((r) => r.kindergartenId === a.id)!;
    expect(row).toMatchObject({
      months: 2,
      municipalityCode: municipalityA,
      regionCode: regionA,
      childMonths: 40,
      compulsoryChildMonths: 24,
      presentDays: 580,
      unexcusedDays: 15,
      excusedDays: 24,
      familyReasonDays: 2,
      unexcusedOver2: 3,
      attendanceRate: Math.round((580 / 619) * 1000) / 10,
    });
    expect(reply.body.totals).toMatchObject({
      childMonths: 48,
      presentDays: 680,
      unexcusedDays: 20,
      unexcusedOver2: 4,
    });
    expect(reply.body.rowsCount).toBe(2);
  });

  it('counts staff at the latest month of the range and sums substitutions', async () => {
    const staff = await api(municipality, 'references.kindergartenPeopleCounts', { query: range });
    expect(staff.body.result.map((r) => [r.kindergartenId, r.month, r.total, r.workingTimes])).toEqual([
      [b.id, '2091-02', 9, [9, 0, 0, 0]],
      [a.id, '2091-03', 22, [21, 0, 1, 0]],
    ]);
    expect(staff.body.totals).toMatchObject({ total: 31, pedagogical: 18, directors: 2 });
    const subs = await everyRow('references.substitutions');
    expect(ours(subs.rows).map((r) => [r.kindergartenId, r.count, r.hours, r.teachers])).toEqual([
      [b.id, 0, 0, 0],
      [d.id, 0, 0, 0],
      [c.id, 1, 6, 1],
      [a.id, 3, 22.5, 2],
    ]);
  });
});

describe('names and kindergartens without data (issue #26)', () => {
  it('names the municipality and the oblast, not their codes, and lists a kindergarten with no figures', async () => {
    const reply = await api(mon, 'references.attendances', {
      query: { ...range, municipalityCode: 'SOF46' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.find((r) => r.kindergartenId === d.id)).toMatchObject({
      municipalityCode: 'SOF46',
      municipalityName: 'Столична',
      regionName: 'София (столица)',
      months: 0,
      childMonths: 0,
      presentDays: 0,
      attendanceRate: null,
    });
    const sheet = await exported(
      await download(mon, 'references.exportAttendances', { query: { ...range, municipalityCode: 'SOF46' } }),
    );
    expect(sheet.text).toContain('Община Столична, от 01.01.2091 до 31.03.2091');
    expect(sheet.row('ДГ „Без данни“')?.slice(0, 3)).toEqual(['ДГ „Без данни“', 'Столична', 0]);
  });
});

describe('end to end from the attendance grid', () => {
  it('shows a day marked in a group in the municipality’s reference once the stream has counted it', async () => {
    const cells = [
      { studentId: a.child.id, forDate: '2026-11-16', type: 2 as const },
      { studentId: a.child.id, forDate: '2026-11-17', type: 2 as const },
      { studentId: a.child.id, forDate: '2026-11-18', type: 1 as const },
    ];
    const marked = await api(a.director, 'attendance.markAttendance', {
      body: { kindergartenId: a.id, groupId: a.group.id, cells },
    });
    expect(marked.status).toBe(200);
    await streamed();
    const reply = await api(municipality, 'references.attendances', {
      query: { fromMonth: '2026-11', toMonth: '2026-11' },
    });
    expect(reply.body.result.find((r) => r.kindergartenId === a.id)).toMatchObject({
      childMonths: 1,
      presentDays: 2,
      unexcusedDays: 1,
    });
  });
});

/**
 * An export read twice: as LibreOffice prints it (the title, the reach, the dates, the names a person reads)
 * and cell by cell (the figures of each row, which the printed text lists column by column).
 */
async function exported(file: { status: number; bytes: Buffer }) {
  expect(file.status).toBe(200);
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  // eachRow leaves the empty row under the title out: the headers are the fourth row it gives
  wb.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return {
    text: await officeText(file.bytes, 'xlsx'),
    rows,
    row: (name: string) => rows.find((r) => r[0] === name),
  };
}

describe('the Excel files', () => {
  it('exports the attendance and the absences with Bulgarian headers, dates and the reach', async () => {
    const sheet = await exported(
      await download(municipality, 'references.exportAttendances', { query: range }),
    );
    expect(sheet.text).toContain('Посещаемост на децата по детски градини');
    expect(sheet.text).toContain(`Община ${municipalityA}, от 01.01.2091 до 31.03.2091`);
    expect(sheet.text).toContain('Изготвена на 21.11.2026 г.');
    expect(sheet.text).toMatch(/ДГ „Ален мак“ ДГ „Щурче“ Общо/);
    expect(sheet.text).not.toContain('ДГ „Бреза“');
    expect(sheet.rows[3]).toEqual([
      'Детска градина',
      'Община',
      'Месеци',
      'Дете-месеци',
      'Присъствия (дни)',
      'Извинени отсъствия (дни)',
      'Неизвинени отсъствия (дни)',
      'По семейни причини (дни)',
      'Посещаемост (%)',
      'Деца с над 2 неизвинени дни',
    ]);
    expect(sheet.row('ДГ „Щурче“')).toEqual(['ДГ „Щурче“', municipalityA, 2, 40, 580, 24, 15, 2, 93.7, 3]);
    expect(sheet.row('Общо')).toEqual(['Общо', '', '', 48, 680, 24, 20, 2, 93.9, 4]);
    const absences = await exported(
      await download(municipality, 'references.exportAbsences', { query: range }),
    );
    expect(absences.text).toContain('Отсъствия на децата по детски градини и месеци');
    expect(absences.rows.filter((r) => r[0] === 'ДГ „Щурче“')).toEqual([
      ['ДГ „Щурче“', municipalityA, 'януари 2091', 12, 12, 17, 2, 2],
      ['ДГ „Щурче“', municipalityA, 'февруари 2091', 12, 3, 7, 0, 1],
    ]);
  });

  it('gives МОН the АСП summary of a month per kindergarten, counts and no personal data', async () => {
    const sheet = await exported(
      await download(mon, 'references.exportSmp', { query: { month: '2091-01', regionCode: regionA } }),
    );
    expect(sheet.text).toContain('Обобщение за Агенцията за социално подпомагане');
    expect(sheet.text).toContain(`Област ${regionA}, от 01.01.2091 до 31.01.2091`);
    expect(sheet.rows[3]?.[3]).toBe('Не посещават редовно (над 2 неизвинени дни)');
    // every kindergarten of the region, one without figures that month with zeros, then the totals
    expect(sheet.rows.slice(4)).toEqual([
      ['ДГ „Ален мак“', municipalityA, 0, 0, 0, 0],
      ['ДГ „Щурче“', municipalityA, 12, 2, 17, 12],
      ['Общо', '', 12, 2, 17, 12],
    ]);
  });

  it('exports substitutions and staff counts', async () => {
    const subs = await exported(
      await download(municipality, 'references.exportSubstitutions', { query: range }),
    );
    expect(subs.text).toContain('Заместващи');
    expect(subs.row('ДГ „Щурче“')).toEqual(['ДГ „Щурче“', municipalityA, 3, 4, 22.5, 2]);
    const staff = await exported(
      await download(municipality, 'references.exportKindergartenPeopleCounts', { query: range }),
    );
    expect(staff.text).toContain('Персонал по детски градини');
    expect(staff.text).toContain('Педагогически');
    expect(staff.row('ДГ „Щурче“')).toEqual([
      'ДГ „Щурче“',
      municipalityA,
      'март 2091',
      22,
      13,
      9,
      1,
      21,
      0,
      1,
      0,
    ]);
    expect(staff.row('Общо')).toEqual(['Общо', '', '', 31, 18, 13, 2, 30, 0, 1, 0]);
  });
});
