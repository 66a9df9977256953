import { beforeAll, describe, expect, it } from 'vitest';
import { applyDueMove, dueMoves } from '../../functions/src/areas/children/records/placement-items';
import { keys, updateItem } from '../../functions/src/platform/db';
import { makeEgn } from '../../shared/src/egn';
import { StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #24, points 2, 6 and 11: a child belongs to one group a day (its stays), a move takes effect on its
 * date, each group's month lists the children it had that month with the days outside their stay refused,
 * a day is never marked in two groups; the grid's reply carries the school year's family-reason count, the
 * requests and the medical notices; a full group refuses an enrolment or a move unless the director gives
 * a reason. The kits' "today" is 21.11.2026. A world of its own: groups „Мечо“ and „Зайо“ with a teacher
 * each, and „Пълна“ with one child.
 */
let kg: GivenKindergarten;
let teacherA: Principal;
let teacherB: Principal;
let groupA = '';
let groupB = '';
let groupFull = '';

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Дъга“' })
    .group({ name: 'I група „Мечо“' })
    .teacher({ ofLastGroup: true })
    .group({ name: 'II група „Зайо“' })
    .teacher({ ofLastGroup: true })
    .group({ name: 'III група „Пълна“' })
    .child();
  [groupA, groupB, groupFull] = [kg.groups[0]!.id, kg.groups[1]!.id, kg.groups[2]!.id];
  [teacherA, teacherB] = [kg.teachers[0]!, kg.teachers[1]!];
});

let sequence = 0;
/** A child born in 2021: of compulsory age in 2026/27, so the family-reason limit applies. */
const childBody = (over: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  firstName: 'Рита',
  middleName: 'Иванова',
  lastName: `Петрова${sequence}`,
  identifierType: 0,
  identifier: makeEgn({ year: 2021, month: 3, day: 1 + (sequence % 27) }, 401 + 2 * sequence++, 2),
  address: { cityId: '68134', cityName: 'гр. София', street: 'ул. „Шипка“ 1' },
  allergies: [],
  diet: 1,
  groupId: groupA,
  enrolledOn: '2026-09-15',
  ...over,
});

async function enrol(over: Record<string, unknown> = {}) {
  const reply = await api(kg.director, 'children.saveChild', { body: childBody(over) as never });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String(reply.body.entityId);
}

const moveTo = (id: string, groupId: string, fromDate: string, version: number, reason?: string) =>
  api(kg.director, 'children.moveChild', {
    path: { id },
    body: {
      kindergartenId: kg.id,
      groupId,
      fromDate,
      version,
      ...(reason ? { overCapacityReason: reason } : {}),
    },
  });

const mark = (user: Principal, groupId: string, studentId: string, forDate: string, type: S | null) =>
  api(user, 'attendance.markAttendance', {
    body: { kindergartenId: kg.id, groupId, cells: [{ studentId, forDate, type }] },
  });

async function row(groupId: string, childId: string, month: number, year = 2026) {
  const grid = await api(kg.director, 'attendance.groupAttendance', {
    path: { groupId, month, year },
    query: { kindergartenId: kg.id },
  });
  expect(grid.status).toBe(200);
  return grid.body.students.find((s) => s.studentId === childId);
}

/** The days of a row the child was in the group, as day numbers. */
const inGroup = (r: Awaited<ReturnType<typeof row>>) =>
  (r?.attendances ?? []).filter((a) => a.isEnrolled).map((a) => Number(a.forDate.slice(8)));

const groupOfRecord = async (id: string) =>
  (await api(kg.director, 'children.child', { path: { id } })).body.record.groupId;

describe('a move in the middle of a month', () => {
  let rita = '';

  beforeAll(async () => {
    rita = await enrol();
    expect((await mark(teacherA, groupA, rita, '2026-11-10', S.Attendance)).status).toBe(200);
    const moved = await moveTo(rita, groupB, '2026-11-16', 1);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('lists the child in both groups’ month, each with the days of its stay there', async () => {
    const old = await row(groupA, rita, 11);
    const next = await row(groupB, rita, 11);
    expect(inGroup(old)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(inGroup(next)).toEqual(Array.from({ length: 15 }, (_, i) => i + 16));
    // December is the new group's only.
    expect(await row(groupA, rita, 12)).toBeUndefined();
    expect(inGroup(await row(groupB, rita, 12))).toHaveLength(31);
  });

  it('lets the old group’s teacher correct a day before the move, and refuses the days after it', async () => {
    expect((await mark(teacherA, groupA, rita, '2026-11-10', S.Excused)).status).toBe(200);
    expect((await row(groupA, rita, 11))?.attendances.find((a) => a.forDate === '2026-11-10')?.type).toBe(
      S.Excused,
    );
    const after = await mark(teacherA, groupA, rita, '2026-11-17', S.Attendance);
    expect(after.status).toBe(400);
    expect(after.error?.errors?.[0]?.field).toBe('cells[0].forDate');
    expect(after.error?.errorMessage).toContain('„II група „Зайо“');
  });

  it('lets the new group mark from the move on, and refuses the days before it', async () => {
    expect((await mark(teacherB, groupB, rita, '2026-11-17', S.Attendance)).status).toBe(200);
    const before = await mark(teacherB, groupB, rita, '2026-11-13', S.Attendance);
    expect(before.status).toBe(400);
    expect(before.error?.errors?.[0]?.field).toBe('cells[0].forDate');
  });

  it('counts the family-reason days of the school year across both groups', async () => {
    expect((await mark(teacherA, groupA, rita, '2026-11-11', S.FamilyReasonAbsence)).status).toBe(200);
    expect((await mark(teacherB, groupB, rita, '2026-11-18', S.FamilyReasonAbsence)).status).toBe(200);
    for (const g of [groupA, groupB])
      expect(await row(g, rita, 11)).toMatchObject({
        maxAbsenceCount: 15,
        currentAbsenceCount: 2,
        showFamilyAbsenceWarningMessage: false,
      });
  });
});

describe('a move dated in the future', () => {
  let rumen = '';

  beforeAll(async () => {
    rumen = await enrol({ firstName: 'Румен' });
    const moved = await moveTo(rumen, groupB, '2026-12-07', 1);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('keeps the child in its group until the day, and greys each group’s days on the other side', async () => {
    expect(await groupOfRecord(rumen)).toBe(groupA);
    expect(inGroup(await row(groupA, rumen, 12))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(inGroup(await row(groupB, rumen, 12))[0]).toBe(7);
    expect(await row(groupB, rumen, 11)).toBeUndefined();
    expect((await mark(teacherA, groupA, rumen, '2026-12-08', S.Attendance)).status).toBe(400);
    expect((await mark(teacherB, groupB, rumen, '2026-12-04', S.Attendance)).status).toBe(400);
  });

  it('switches the record, the lists and the counters on its day (the daily job)', async () => {
    const listed = async (groupId: string) =>
      (await api(kg.director, 'children.children', { query: { kindergartenId: kg.id, groupId } })).body.map(
        (c) => c.id,
      );
    expect(await listed(groupA)).toContain(rumen);
    expect(await dueMoves(kg.id, '2026-12-06')).toEqual([]);
    const due = await dueMoves(kg.id, '2026-12-07');
    expect(due.map((m) => m.childId)).toContain(rumen);
    for (const m of due) await applyDueMove({ ...m, kindergartenId: kg.id }, '2026-12-07');
    expect(await groupOfRecord(rumen)).toBe(groupB);
    expect(await listed(groupB)).toContain(rumen);
    expect(await listed(groupA)).not.toContain(rumen);
    expect(await dueMoves(kg.id, '2026-12-07')).toEqual([]);
  });
});

describe('one group a day', () => {
  it('refuses a mark of a day the child holds in another group with a 409 naming it, until that is cleared', async () => {
    const vera = await enrol({ firstName: 'Вера' });
    expect((await mark(teacherA, groupA, vera, '2026-11-18', S.Attendance)).status).toBe(200);
    // The move is entered after the old group marked the 18th: its mark stays outside the stay.
    expect((await moveTo(vera, groupB, '2026-11-16', 1)).status).toBe(200);
    const twice = await mark(teacherB, groupB, vera, '2026-11-18', S.Attendance);
    expect(twice.status).toBe(409);
    expect(twice.error?.errors?.[0]?.field).toBe('cells[0].forDate');
    expect(twice.error?.errorMessage).toBe('Детето е отбелязано в група „I група „Мечо““ на 18.11.2026.');
    // The old group clears its stray mark (it may not set one there), then the new group marks the day.
    expect((await mark(teacherA, groupA, vera, '2026-11-18', S.Absence)).status).toBe(400);
    expect((await mark(teacherA, groupA, vera, '2026-11-18', null)).status).toBe(200);
    expect((await mark(teacherB, groupB, vera, '2026-11-18', S.Attendance)).status).toBe(200);
  });
});

describe('the grid’s reply', () => {
  it('carries the child’s requests of the month, its medical notices per day and the warning near the limit', async () => {
    const mila = await enrol({ firstName: 'Мила', groupId: groupB });
    const note = await api(kg.director, 'attendance.saveMedicalNote', {
      body: {
        kindergartenId: kg.id,
        studentId: mila,
        fromDate: '2026-11-23',
        toDate: '2026-11-24',
        doctor: 'д-р Петрова',
      },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    // 13 family-reason days in October: 2 left of 15, the warning is on.
    const october = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`)
      .filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))
      .slice(0, 13);
    const marked = await api(kg.director, 'attendance.markAttendance', {
      body: {
        kindergartenId: kg.id,
        groupId: groupB,
        cells: october.map((forDate) => ({ studentId: mila, forDate, type: S.FamilyReasonAbsence })),
      },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const r = await row(groupB, mila, 11);
    expect(r).toMatchObject({
      maxAbsenceCount: 15,
      currentAbsenceCount: 13,
      showFamilyAbsenceWarningMessage: true,
    });
    expect(r?.studentAttendanceRequests).toEqual([]);
    const notes = (date: string) => r?.attendances.find((a) => a.forDate === date)?.medicalNotes ?? [];
    expect(notes('2026-11-23').map((n) => n.doctor)).toEqual(['д-р Петрова']);
    expect(notes('2026-11-25')).toEqual([]);
  });
});

describe('a group’s capacity', () => {
  beforeAll(async () => {
    // One place, taken by the group's child.
    await updateItem(keys.group(kg.id, groupFull), { set: { capacity: 1 } });
  });

  it('refuses an enrolment into a full group with the numbers, and takes the director’s reason', async () => {
    const full = await api(kg.director, 'children.saveChild', {
      body: childBody({ groupId: groupFull }) as never,
    });
    expect(full.status).toBe(409);
    expect(full.error?.errorMessage).toContain('Групата е пълна: 1 от 1 места');
    expect(full.error?.errors?.[0]?.field).toBe('overCapacityReason');
    const confirmed = await api(kg.director, 'children.saveChild', {
      body: childBody({ groupId: groupFull, overCapacityReason: 'Брат на дете от групата' }) as never,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  });

  it('refuses a move into a full group the same way', async () => {
    const id = await enrol({ firstName: 'Боян' });
    const full = await moveTo(id, groupFull, '2026-11-23', 1);
    expect(full.status).toBe(409);
    expect(full.error?.errorMessage).toContain('Групата е пълна: 2 от 1 места');
    expect((await moveTo(id, groupFull, '2026-11-23', 1, 'По молба на родителите')).status).toBe(200);
  });
});
