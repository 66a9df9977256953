import { beforeAll, describe, expect, it } from 'vitest';
import { AbsenceType, GroupAgeKinds, StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { streamed } from '../support/deliveries';
import { officeText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The attendance references on a small world of its own, marked through the grid's API in November 2026:
 * group „Звезди“ (ПГ, all of compulsory age) with Ана and Борис and its teacher, group „Пчели“ with Вера.
 * Every figure below follows from these marks.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let ownTeacher: Principal;
let otherTeacher: Principal;

const marks: Record<string, Record<number, number>> = {
  // Ана: present 2, 3 and 11 (hourly); unexcused 4, 5, 6; family reason 9; sick 10.
  Ана: {
    2: S.Attendance,
    3: S.Attendance,
    4: S.Absence,
    5: S.Absence,
    6: S.Absence,
    9: S.FamilyReasonAbsence,
    10: S.SicknessAbsence5,
    11: S.Hourly1,
  },
  Борис: { 2: S.Attendance, 3: S.Attendance },
  Вера: { 2: S.Absence, 3: S.Attendance },
};

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Детелина“' })
      .group({ name: 'Звезди', ageKind: GroupAgeKinds.PGGroups })
      .teacher({ ofLastGroup: true })
      .child({ firstName: 'Ана' })
      .parent()
      .child({ firstName: 'Борис' })
      .group({ name: 'Пчели' })
      .teacher({ ofLastGroup: true })
      .child({ firstName: 'Вера' }),
    given.kindergarten({ name: 'ДГ „Друга“' }).group(),
  ]);
  [ownTeacher, otherTeacher] = [kg.teachers[0]!, kg.teachers[1]!];
  for (const child of kg.children) {
    const cells = Object.entries(marks[child.firstName]!).map(([d, type]) => ({
      studentId: child.id,
      forDate: day(Number(d)),
      type: type as S,
    }));
    const marked = await api(kg.director, 'attendance.markAttendance', {
      body: { kindergartenId: kg.id, groupId: child.groupId, cells },
    });
    expect(marked.status, JSON.stringify(marked.error)).toBe(200);
  }
});

const table = (
  user: Principal,
  kind: 'per-day' | 'per-student' | 'absences' | 'neispuo' | 'smp' | 'family-absence' | 'groups',
  query: Record<string, unknown> = {},
) =>
  api(user, 'attendance.referenceTable', {
    path: { kind },
    query: { kindergartenId: kg.id, month: 11, year: 2026, ...query },
  });

const ana = () => kg.children.find((c) => c.firstName === 'Ана')!;
const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

describe('who may read the references', () => {
  it('gives a teacher their own groups, refuses another group (403), an unknown group (404) and a parent (403)', async () => {
    const own = await table(ownTeacher, 'per-student');
    expect(own.status).toBe(200);
    expect(own.body.rows.map((r) => r.groupName)).toEqual(['Звезди', 'Звезди']);
    expect((await table(ownTeacher, 'per-student', { groupId: kg.groups[1]!.id })).status).toBe(403);
    expect((await table(kg.director, 'per-student', { groupId: 'no-such-group' })).status).toBe(404);
    expect((await table(kg.parent, 'per-student')).status).toBe(403);
    expect((await table(otherTeacher, 'absences')).body.rows.map((r) => r.name)).toEqual([
      fullName(kg.children[2]!),
    ]);
  });

  it('refuses another kindergarten’s director and names missing or wrong filters in Bulgarian', async () => {
    expect([403, 404]).toContain((await table(other.director, 'per-student')).status);
    const noDate = await table(kg.director, 'per-day');
    expect(noDate.status).toBe(400);
    expect(noDate.error?.errors?.[0]?.field).toBe('query.date');
    const badMonth = await table(kg.director, 'absences', { month: 13 });
    expect(badMonth.status).toBe(400);
    expect(badMonth.error?.errorMessage).toContain('Месец');
    const range = await api(kg.director, 'attendance.referenceDaysAttendances', {
      query: { kindergartenId: kg.id, fromDate: '2026-11-20', toDate: '2026-11-01' },
    });
    expect(range.status).toBe(400);
    expect(range.error?.errors?.[0]?.field).toBe('query.toDate');
    const long = await api(kg.director, 'attendance.referenceByMonths', {
      query: { kindergartenId: kg.id, fromMonth: '2026-01', toMonth: '2027-06' },
    });
    expect(long.error?.errors?.[0]?.field).toBe('query.toMonth');
  });
});

describe('the figures of a known month', () => {
  it('per student: the marks of each day and the totals', async () => {
    const t = (await table(kg.director, 'per-student')).body;
    const row = t.rows.find((r) => r.name === fullName(ana()))!;
    expect([row.d2, row.d4, row.d9, row.d10, row.d11, row.present, row.excused, row.unexcused]).toEqual([
      'П',
      'НО',
      'СП',
      'МБ',
      '1ч.',
      3,
      2,
      3,
    ]);
    expect([t.totals?.d2, t.totals?.d3, t.totals?.present]).toEqual([2, 3, 6]);
  });

  it('per day, by days and by months', async () => {
    const perDay = (await table(kg.director, 'per-day', { date: day(2) })).body;
    expect(perDay.totals).toMatchObject({ present: 2, absent: 1 });
    const days = await api(kg.director, 'attendance.referenceDaysAttendances', {
      query: { kindergartenId: kg.id, fromDate: day(2), toDate: day(4) },
    });
    expect(days.body.rows).toEqual([
      { date: '02.11.2026', present: 2, excused: 0, unexcused: 1, rate: 66.7, openDayOff: '' },
      { date: '03.11.2026', present: 3, excused: 0, unexcused: 0, rate: 100, openDayOff: '' },
      { date: '04.11.2026', present: 0, excused: 0, unexcused: 1, rate: 0, openDayOff: '' },
    ]);
    const months = await api(kg.director, 'attendance.referenceByMonths', {
      query: { kindergartenId: kg.id, groupId: kg.groups[1]!.id, fromMonth: '2026-10', toMonth: '2026-11' },
    });
    expect(months.body.rows).toEqual([
      {
        name: fullName(kg.children[2]!),
        groupName: 'Пчели',
        month: 'ноември 2026',
        present: 1,
        excused: 0,
        unexcused: 1,
        rate: 50,
      },
    ]);
  });

  it('groups: the month of each group from the group aggregates the stream keeps', async () => {
    await streamed();
    const t = (await table(kg.director, 'groups')).body;
    expect(t.rows.find((r) => r.groupName === 'Звезди')).toEqual({
      groupName: 'Звезди',
      children: 2,
      present: 5,
      excused: 2,
      unexcused: 3,
      rate: 50,
      over2: 1,
    });
    expect((await table(ownTeacher, 'groups')).body.rows.map((r) => r.groupName)).toEqual(['Звезди']);
  });

  it('absences, НЕИСПУО codes and family-reason days', async () => {
    const abs = (await table(kg.director, 'absences')).body.rows;
    expect(abs[0]).toMatchObject({ name: fullName(ana()), excused: 2, unexcused: 3, overLimit: 'Да' });
    const neispuo = (await table(kg.director, 'neispuo')).body.rows.find((r) => r.name === fullName(ana()));
    expect(neispuo).toMatchObject({ code1: 3, code2: 3, code3: 2, reason1: 1, reason2: 1, reason3: 0 });
    const family = (await table(kg.director, 'family-absence', { periodId: kg.schoolYear.id })).body.rows;
    expect(family).toEqual([
      {
        groupName: 'Звезди',
        name: fullName(ana()),
        compulsory: 'Да',
        days: 1,
        left: '14',
        dates: '09.11.2026',
      },
    ]);
  });

  it('lists a parent’s family-reason request among the applications', async () => {
    const sent = await api(kg.parent, 'attendance.saveRequest', {
      body: {
        kindergartenId: kg.id,
        studentId: ana().id,
        absenceType: AbsenceType.AbsenceFamilyReason,
        fromDate: day(23),
        toDate: day(24),
        reason: 'Семейно пътуване',
      },
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const list = await api(kg.director, 'attendance.referenceApplications', {
      query: { kindergartenId: kg.id, type: AbsenceType.AbsenceFamilyReason },
    });
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        name: expect.stringContaining('Ана'),
        fromDate: '23.11.2026',
        toDate: '24.11.2026',
        days: 2,
        status: 'Чака решение',
      }),
    ]);
    const file = await download(kg.director, 'attendance.referenceApplicationsExport', {
      path: { type: AbsenceType.AbsenceFamilyReason },
      query: { kindergartenId: kg.id },
    });
    expect(await officeText(file.bytes, 'xlsx')).toContain('Заявления за отсъствие по семейни причини');
  });
});

describe('the Excel exports', () => {
  const month = { kindergartenId: '', month: 11, year: 2026 };
  it.each([
    [
      'attendance.referencePerDayExport',
      () => ({ query: { kindergartenId: kg.id, date: day(2) } }),
      ['Справка за присъствие по ден', 'Означение', '02.11.2026', 'Ана', 'Неизвинено отсъствие'],
    ],
    [
      'attendance.referencePerStudentExport',
      () => ({ query: { ...month, kindergartenId: kg.id } }),
      ['Месечна справка по деца', 'Неизвинени', 'НО', 'Ана'],
    ],
    [
      'attendance.referenceAbsencesExport',
      () => ({ query: { ...month, kindergartenId: kg.id } }),
      ['Справка за отсъствия', 'Над 2 неизвинени', 'Ана'],
    ],
    [
      'attendance.referenceFamilyAbsenceExport',
      () => ({ query: { kindergartenId: kg.id } }),
      ['Отсъствия по семейни причини', 'Оставащи дни', '09.11.2026', 'Ана'],
    ],
    [
      'attendance.referenceDaysAttendancesExport',
      () => ({ query: { kindergartenId: kg.id, fromDate: day(2), toDate: day(4) } }),
      ['Справка за присъствие по дни', '03.11.2026', 'Присъстващи', '66.7'],
    ],
    [
      'attendance.referenceTableExport',
      () => ({ path: { kind: 'neispuo' }, query: { ...month, kindergartenId: kg.id } }),
      ['Месечни отсъствия за НЕИСПУО', 'Причина 1 – здравословна', 'Ана'],
    ],
    [
      'attendance.referenceSmpExcelExport',
      () => ({ path: { month: 11, year: 2026 }, query: { kindergartenId: kg.id, confirmUnmarked: 'true' } }),
      ['социално подпомагане', 'Посещава редовно', 'Звезди', 'Ана'],
    ],
  ] as const)(
    '%s prints its Bulgarian headers and rows',
    async (routeId, input, texts) => {
      const file = await download(kg.director, routeId, input() as never);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      const text = await officeText(file.bytes, 'xlsx');
      for (const t of texts) expect(text).toContain(t);
    },
    120_000,
  );
});

describe('the reports beside the references', () => {
  it('missed topics: each child’s days away in the period, a teacher’s own groups only', async () => {
    const q = { kindergartenId: kg.id, fromDate: day(1), toDate: day(10) };
    const all = await api(kg.director, 'planning.missedTopicsReport', { query: q });
    expect(all.body.find((r) => r.studentId === ana().id)).toMatchObject({
      groupName: 'Звезди',
      missedDays: 5,
      dates: [day(4), day(5), day(6), day(9), day(10)],
    });
    const own = await api(ownTeacher, 'planning.missedTopicsReport', { query: q });
    expect(own.body.map((r) => r.groupName)).toEqual(['Звезди']);
    const refused = await api(ownTeacher, 'planning.missedTopicsReport', {
      query: { ...q, classId: kg.groups[1]!.id },
    });
    expect(refused.status).toBe(403);
    expect((await api(kg.parent, 'planning.missedTopicsReport', { query: q })).status).toBe(403);
    const file = await download(kg.director, 'planning.missedTopicsReportExport', { query: q });
    const text = await officeText(file.bytes, 'xlsx');
    for (const t of ['Пропуснати дни', 'Звезди', 'Ана', '04.11.2026']) expect(text).toContain(t);
  }, 120_000);

  it('achievements: a child’s hobbies, awards and journeys of the school year', async () => {
    const add = (type: number, title: string) =>
      api(kg.director, 'children.saveAchievement', {
        body: { kindergartenId: kg.id, studentId: ana().id, type: type as 1, title, text: '', date: day(12) },
      });
    expect((await add(2, 'Първо място в рисунката')).status).toBe(200);
    expect((await add(1, 'Плуване')).status).toBe(200);
    const report = await api(kg.director, 'children.achievementsReport', {
      query: { kindergartenId: kg.id },
    });
    expect(report.body.find((r) => r.studentId === ana().id)).toMatchObject({
      groupName: 'Звезди',
      hobbies: 1,
      awards: 1,
      journeys: 0,
      total: 2,
      lastDate: day(12),
    });
    const other = await api(otherTeacher, 'children.achievementsReport', {
      query: { kindergartenId: kg.id, classId: kg.groups[0]!.id },
    });
    expect(other.status).toBe(403);
  });
});

describe('the АСП file', () => {
  it('is CP1251 with one line per child of compulsory age and every field of a known child', async () => {
    // November is far from marked here: the director confirms the file with its unmarked days.
    const file = await download(kg.director, 'attendance.referenceSmpExport', {
      path: { month: 11, year: 2026 },
      query: { kindergartenId: kg.id, confirmUnmarked: 'true' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('windows-1251');
    const text = new TextDecoder('windows-1251').decode(file.bytes);
    expect(file.bytes.includes(Buffer.from('Ана', 'utf8'))).toBe(false);
    const lines = text.split('\r\n').filter(Boolean);
    const a = ana();
    const line = lines.find((l) => l.includes(a.identifier))!;
    const age = 2026 - Number(a.birthDate.slice(0, 4));
    expect(line.split('|')).toEqual([
      '',
      '2026',
      '11',
      '0',
      a.identifier,
      'Ана',
      a.middleName,
      a.lastName,
      String(age === 5 ? -6 : -1),
      '',
      String(age === 5 ? -6 : -1),
      'Звезди',
      '0',
      '',
      '2',
      '3',
    ]);
    expect(lines.every((l) => l.split('|').length === 16)).toBe(true);
  });
});
