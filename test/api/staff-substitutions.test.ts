import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateKeys } from '../../functions/src/domain/aggregates/keys';
import { Role, TeacherAttendanceKind } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * Substitutions on a world of their own: a kindergarten with a group and three teachers, a second
 * kindergarten with its own group and teacher, a parent and a МОН user. November 2026: the 23rd is a
 * Monday, the 28th a Saturday; the kits' today is 21.11.2026.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let mon: Principal;

beforeAll(async () => {
  [kg, other, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Зорница“' })
      .group()
      .teacher({ ofLastGroup: true })
      .teacher()
      .teacher()
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Звездица“' }).group().teacher(),
    given.nationalUser(Role.MON),
  ]);
});

const teacherAt = (i: number) => () => kg.teachers[i]!;
const absent = teacherAt(0);
const substitute = teacherAt(1);
const third = teacherAt(2);

const booking = (body: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  substituteId: substitute().id,
  absentTeacherId: absent().id,
  groupId: kg.groups[0]!.id,
  dates: ['2026-11-23', '2026-11-24'],
  fromHour: 7,
  toHour: 13,
  reason: 'Болничен',
  topic: 'Есенни листа',
  ...body,
});

const book = (body: Record<string, unknown> = {}, user: Principal = kg.director) =>
  // biome-ignore lint/suspicious/noExplicitAny: the cases send bodies the schema refuses on purpose
  api(user, 'staff.saveSubstitution', { body: booking(body) as any });

const month = { year: 2026, month: 11 };
const counters = async (m = '2026-11') => {
  const item = (await storedItem(aggregateKeys.item('substitutions', kg.id, m))) ?? {};
  return {
    count: item.c_count ?? 0,
    days: item.c_days ?? 0,
    hours: item.c_hours ?? 0,
    teachers: item.c_teachers ?? 0,
  };
};
const remove = (id: string, user: Principal = kg.director) =>
  api(user, 'staff.deleteSubstitution', { path: { id } });

describe('booking a substitution', () => {
  it('books, lists and reads it, and counts it in the month’s aggregate', async () => {
    const created = await book();
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);
    const list = await api(kg.director, 'staff.substitutionsOverview', { query: month });
    expect(list.body.result.map((s) => s.id)).toEqual([id]);
    expect(list.body.result[0]).toMatchObject({
      substituteId: substitute().id,
      absentTeacherId: absent().id,
      groupName: kg.groups[0]!.name,
      dates: ['2026-11-23', '2026-11-24'],
      hours: 12,
      reason: 'Болничен',
      topic: 'Есенни листа',
    });
    const one = await api(kg.director, 'staff.substitution', { path: { id } });
    expect(one.body).toMatchObject({ id, month: '2026-11', fromHour: 7, toHour: 13 });
    expect(await counters()).toEqual({ count: 1, days: 2, hours: 12, teachers: 1 });

    const ofThird = await api(kg.director, 'staff.substitutionsOverview', {
      query: { ...month, teacherId: third().id },
    });
    expect(ofThird.body.rowsCount).toBe(0);
    expect(await remove(id)).toMatchObject({ status: 200 });
    expect(await counters()).toEqual({ count: 0, days: 0, hours: 0, teachers: 0 });
  });

  it('offers the pedagogical staff and the open groups', async () => {
    const options = await api(kg.director, 'staff.substitutionOptions', { query: { kindergartenId: kg.id } });
    const ids = options.body.teachers.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([absent().id, substitute().id, third().id]));
    expect(ids).not.toContain(other.teacher.id);
    expect(options.body.groups.map((g) => g.id)).toEqual([kg.groups[0]!.id]);
    expect(options.body.workingDay).toEqual({ fromHour: 7, toHour: 19 });
  });
});

describe('refusals name the field', () => {
  it('refuses a day off, hours outside the working day and a teacher replacing themselves', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dates: ['2026-11-27', '2026-11-28'] }, 'dates'],
      [{ dates: ['2026-11-30', '2026-12-01'] }, 'dates'],
      [{ dates: [] }, 'dates'],
      [{ dates: ['2026-11-31'] }, 'dates.0'],
      [{ fromHour: 6 }, 'fromHour'],
      [{ toHour: 20 }, 'toHour'],
      [{ fromHour: 12, toHour: 9 }, 'toHour'],
      [{ substituteId: absent().id }, 'substituteId'],
      [{ reason: '' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const refused = await book(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.error?.errors?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const dayOff = await book({ dates: ['2026-11-28'] });
    expect(dayOff.error?.errorMessage).toBe('Полето "Дати": 28.11.2026 е почивен ден.');
  });

  it('refuses a group or teacher of another kindergarten', async () => {
    expect((await book({ groupId: other.groups[0]!.id })).error?.errors?.[0]?.field).toBe('groupId');
    expect((await book({ substituteId: other.teacher.id })).error?.errors?.[0]?.field).toBe('substituteId');
    expect((await book({ absentTeacherId: other.teacher.id })).error?.errors?.[0]?.field).toBe(
      'absentTeacherId',
    );
    expect(await counters()).toEqual({ count: 0, days: 0, hours: 0, teachers: 0 });
  });
});

describe('a substitute is never booked twice at the same time', () => {
  const dates = ['2026-11-25'];

  it('refuses an overlapping booking (409 naming the substitute), accepts touching hours', async () => {
    const first = await book({ dates, fromHour: 8, toHour: 11 });
    expect(first.status).toBe(200);
    const overlapping = await book({ dates: ['2026-11-25', '2026-11-26'], fromHour: 10, toHour: 12 });
    expect(overlapping.status).toBe(409);
    expect(overlapping.error?.errors?.[0]?.field).toBe('substituteId');
    expect(overlapping.error?.errorMessage).toContain('25.11.2026, 10:00 – 11:00');
    const touching = await book({ dates, fromHour: 11, toHour: 12, absentTeacherId: third().id });
    expect(touching.status).toBe(200);
    // Another substitute at the same time is free to be booked.
    const otherSubstitute = await book({ dates, fromHour: 8, toHour: 11, substituteId: third().id });
    expect(otherSubstitute.status).toBe(200);
    expect(await counters()).toEqual({ count: 3, days: 3, hours: 7, teachers: 2 });

    // Deleting frees the hours: the same booking succeeds again.
    expect((await remove(String(first.body.entityId))).status).toBe(200);
    expect((await book({ dates: ['2026-11-25', '2026-11-26'], fromHour: 10, toHour: 11 })).status).toBe(200);
    expect(await counters()).toEqual({ count: 3, days: 4, hours: 6, teachers: 2 });
  });

  it('lets only one of two bookings sent at the same moment through', async () => {
    const same = { dates: ['2026-11-27'], fromHour: 14, toHour: 16 };
    const replies = await Promise.all([book(same), book(same)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const day = await api(kg.director, 'staff.substitutionsOverview', {
      query: { ...month, teacherId: substitute().id },
    });
    expect(day.body.result.filter((s) => s.dates.includes('2026-11-27'))).toHaveLength(1);
  });
});

describe('rights and tenants', () => {
  it('lets only holders of the right book, read and delete', async () => {
    expect((await book({}, kg.teacher)).status).toBe(403);
    expect((await book({}, kg.parent)).status).toBe(403);
    expect((await book({}, mon)).status).toBe(403);
    expect((await api(kg.teacher, 'staff.substitutionNorms', { query: month })).status).toBe(403);
  });

  it('hides one kindergarten’s substitutions from another’s director', async () => {
    const created = await book({ dates: ['2026-11-30'], fromHour: 9, toHour: 10 });
    const id = String(created.body.entityId);
    expect((await api(other.director, 'staff.substitution', { path: { id } })).status).toBe(404);
    expect((await remove(id, other.director)).status).toBe(404);
    const list = await api(other.director, 'staff.substitutionsOverview', { query: month });
    expect(list.body.rowsCount).toBe(0);
    expect(
      (
        await api(other.director, 'staff.substitutionsOverview', {
          query: { ...month, kindergartenId: kg.id },
        })
      ).status,
    ).toBe(403);
    expect((await api(kg.director, 'staff.substitution', { path: { id: 'no-such-id' } })).status).toBe(404);
  });
});

describe('the norms report', () => {
  it('counts hours taught against each norm and exports them', async () => {
    const report = await api(kg.director, 'staff.substitutionNorms', { query: { year: 2026, month: 12 } });
    expect(report.status).toBe(200);
    // December 2026: 23 weekdays, 24-26 and 31 December are holidays
    const { workingDays, groupsCount, rows } = report.body;
    expect(groupsCount).toBe(1);
    const teacher = rows.find((r) => r.teacherId === third().id)!;
    expect(teacher).toMatchObject({ weeklyNorm: 30, monthNorm: 6 * workingDays, difference: 0 });
    const director = rows.find((r) => r.teacherId === kg.director.id)!;
    expect(director).toMatchObject({ isDirector: true, weeklyNorm: 18 });
    expect(rows[0]!.teacherId).toBe(kg.director.id);

    const booked = await book({ dates: ['2026-12-01'], fromHour: 7, toHour: 10, substituteId: third().id });
    expect(booked.status).toBe(200);
    const after = await api(kg.director, 'staff.substitutionNorms', { query: { year: 2026, month: 12 } });
    const row = (id: string) => after.body.rows.find((r) => r.teacherId === id)!;
    expect(row(third().id)).toMatchObject({ substitutionHours: 3, difference: 3 });
    expect(row(absent().id)).toMatchObject({ replacedHours: 3, difference: -3 });

    // A sick day in the staff attendance: no own hours that day.
    const sick = await api(kg.director, 'staff.markStaffAttendance', {
      body: {
        cells: [{ teacherId: third().id, forDate: '2026-12-02', type: TeacherAttendanceKind.SickLeave }],
      },
    });
    expect(sick.status).toBe(200);
    const withSick = await api(kg.director, 'staff.substitutionNorms', { query: { year: 2026, month: 12 } });
    expect(withSick.body.rows.find((r) => r.teacherId === third().id)).toMatchObject({
      awayDays: 1,
      substitutionHours: 3,
      difference: -3,
    });

    const file = await download(kg.director, 'staff.substitutionNormsExport', {
      query: { year: 2026, month: 12 },
    });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Норми на преподавателска работа – декември 2026');
    expect(cells.filter((c) => c === 'Учител').length).toBeGreaterThanOrEqual(3);

    const directorFile = await download(kg.director, 'staff.directorNormsExport', {
      query: { year: 2026, month: 12 },
    });
    const dwb = new ExcelJS.Workbook();
    await dwb.xlsx.load(directorFile.bytes as unknown as ArrayBuffer);
    const dcells = dwb.worksheets[0]!.getSheetValues().flat().map(String);
    expect(dcells).toContain('Брой групи: 1');
    expect(dcells).not.toContain('Учител');
  });
});
