import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAgeKinds, StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #24, point 9: the director locks a whole month for every group of the kindergarten (and may turn on
 * an automatic lock on a day of the next month); unlocking needs a reason, kept in the audit log. A world of
 * its own: two groups with a teacher each, a second kindergarten; the kits' clock is 21.11.2026.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let groupA = '';
let groupB = '';
let teacherA: Principal;
let childA = '';
let childB = '';

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Светулка“' })
      .group({ ageKind: GroupAgeKinds.PGGroups, name: 'ПГ „Слънце“' })
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .group({ ageKind: GroupAgeKinds.PGGroups, name: 'ПГ „Луна“' })
      .teacher({ ofLastGroup: true })
      .child(),
    given.kindergarten({ name: 'ДГ „Звездица“' }).group(),
  ]);
  [groupA, groupB] = [kg.groups[0]!.id, kg.groups[1]!.id];
  teacherA = kg.teachers[0]!;
  [childA, childB] = [kg.children[0]!.id, kg.children[1]!.id];
});

const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

const read = (user: Principal, groupId: string, month: number, now?: string) =>
  api(user, 'attendance.groupAttendance', {
    path: { groupId, month, year: 2026 },
    query: { kindergartenId: kg.id },
    ...(now ? { now } : {}),
  });

const mark = (user: Principal, groupId: string, studentId: string, forDate: string, now?: string) =>
  api(user, 'attendance.markAttendance', {
    body: { kindergartenId: kg.id, groupId, cells: [{ studentId, forDate, type: S.Attendance }] },
    ...(now ? { now } : {}),
  });

const lock = (user: Principal, month: string, locked: boolean, reason?: string) =>
  api(user, 'attendance.lockKindergartenMonth', {
    body: {
      kindergartenId: user === other.director ? other.id : kg.id,
      month,
      locked,
      ...(reason ? { reason } : {}),
    },
  });

const state = (user: Principal, month: number, now?: string) =>
  api(user, 'attendance.kindergartenMonthLock', {
    path: { year: 2026, month },
    query: { kindergartenId: kg.id },
    ...(now ? { now } : {}),
  });

describe("the director's month lock of the whole kindergarten", () => {
  it('locks every group, refuses every mark (the director too), at no extra request of the grid', async () => {
    expect((await mark(teacherA, groupA, childA, '2026-10-01')).status).toBe(200);
    const before = [
      requests(await read(kg.director, groupA, 10)),
      requests(await read(kg.director, groupB, 10)),
    ];
    expect((await lock(kg.director, '2026-10', true)).status).toBe(200);
    for (const [i, groupId] of [groupA, groupB].entries()) {
      const grid = await read(kg.director, groupId, 10);
      expect(grid.body).toMatchObject({ isKindergartenMonthLocked: true, isMonthLocked: true });
      expect(grid.body.days.every((d) => d.isDayLocked)).toBe(true);
      // The lock is read in the grid's BatchGet: no request more than an open month's grid.
      expect(requests(grid)).toBe(before[i]);
    }
    const byTeacher = await mark(teacherA, groupA, childA, '2026-10-02');
    expect(byTeacher.status).toBe(400);
    expect(byTeacher.error?.errors?.[0]?.field).toBe('cells[0].forDate');
    expect(byTeacher.error?.errorMessage).toContain('заключен за цялата детска градина');
    expect((await mark(kg.director, groupB, childB, '2026-10-02')).status).toBe(400);
    // November is another month: open.
    expect((await read(teacherA, groupA, 11)).body.isKindergartenMonthLocked).toBe(false);
    expect((await state(teacherA, 10)).body).toMatchObject({
      isLocked: true,
      lockedBy: 'director',
      canLock: false,
    });
  });

  it("keeps an approved medical notice's days out of a locked month (the grid's setDays)", async () => {
    const note = await api(kg.parents[0]!, 'attendance.saveMedicalNote', {
      body: {
        kindergartenId: kg.id,
        studentId: childA,
        fromDate: '2026-10-05',
        toDate: '2026-10-06',
        doctor: 'д-р Петрова',
      },
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const approved = await api(kg.director, 'attendance.approveMedicalNote', {
      body: { kindergartenId: kg.id, id: String(note.body.entityId) },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const row = (await read(kg.director, groupA, 10)).body.students.find((s) => s.studentId === childA)!;
    const type = (date: string) => row.attendances.find((c) => c.forDate === date)?.type;
    expect([type('2026-10-05'), type('2026-10-06')]).toEqual([null, null]);
  });

  it('is the director’s: a teacher is refused, another kindergarten’s director cannot name this one', async () => {
    expect((await lock(teacherA, '2026-10', false, 'Искам да поправя')).status).toBe(403);
    const foreign = await api(other.director, 'attendance.lockKindergartenMonth', {
      body: { kindergartenId: kg.id, month: '2026-10', locked: false, reason: 'Чужда градина' },
    });
    expect(foreign.status).toBe(403);
  });

  it('unlocks only with a reason, which the audit log keeps; an open month has nothing to unlock', async () => {
    const noReason = await lock(kg.director, '2026-10', false);
    expect(noReason.status).toBe(400);
    expect(noReason.error?.errors?.[0]?.field).toBe('reason');
    expect(noReason.error?.errorMessage).toContain('Причина');
    const reason = 'Корекция на отсъствие след медицинска бележка';
    expect((await lock(kg.director, '2026-10', false, reason)).status).toBe(200);
    expect((await mark(teacherA, groupA, childA, '2026-10-02')).status).toBe(200);
    expect((await state(kg.director, 10)).body).toMatchObject({ isLocked: false, unlockReason: reason });
    const audit = await api(kg.director, 'identity.kindergartenAudit', {
      query: { kindergartenId: kg.id, event: 'attendance.month-unlocked', PageSize: 50 },
    });
    expect(audit.status).toBe(200);
    expect(audit.body.result[0]).toMatchObject({
      event: 'attendance.month-unlocked',
      actorUserId: kg.director.id,
      details: { month: '2026-10', reason },
    });
    const again = await lock(kg.director, '2026-10', false, reason);
    expect(again.status).toBe(409);
  });
});

describe('the automatic lock on a day of the next month', () => {
  it('validates the day (1-28 or off)', async () => {
    const bad = await api(kg.director, 'attendance.saveMonthAutoLock', {
      body: { kindergartenId: kg.id, autoLockDay: 31 },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('autoLockDay');
    const byTeacher = await api(teacherA, 'attendance.saveMonthAutoLock', {
      body: { kindergartenId: kg.id, autoLockDay: 5 },
    });
    expect(byTeacher.status).toBe(403);
  });

  it('locks November from 05.12 (not on the 4th), keeps an unlocked month open, and can be turned off', async () => {
    const on = await api(kg.director, 'attendance.saveMonthAutoLock', {
      body: { kindergartenId: kg.id, autoLockDay: 5 },
    });
    expect(on.status).toBe(200);
    expect((await state(kg.director, 11, '2026-12-04T10:00:00+02:00')).body).toMatchObject({
      isLocked: false,
      autoLockDay: 5,
      autoLockDate: '2026-12-05',
    });
    expect((await state(kg.director, 11, '2026-12-05T08:00:00+02:00')).body).toMatchObject({
      isLocked: true,
      lockedBy: 'automatic',
    });
    expect((await mark(teacherA, groupA, childA, '2026-11-20', '2026-12-04T10:00:00+02:00')).status).toBe(
      200,
    );
    expect((await mark(teacherA, groupA, childA, '2026-11-19', '2026-12-05T10:00:00+02:00')).status).toBe(
      400,
    );
    const grid = await read(teacherA, groupA, 11, '2026-12-05T10:00:00+02:00');
    expect(grid.body.isKindergartenMonthLocked).toBe(true);
    // October was unlocked with a reason: the director's last word keeps it open past its automatic day.
    expect((await state(kg.director, 10)).body.isLocked).toBe(false);
    await api(kg.director, 'attendance.saveMonthAutoLock', {
      body: { kindergartenId: kg.id, autoLockDay: null },
    });
    expect((await state(kg.director, 11, '2026-12-05T08:00:00+02:00')).body.isLocked).toBe(false);
  });
});
