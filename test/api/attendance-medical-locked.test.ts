import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAgeKinds, Role, StudentAttendanceStatus } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Medical notices on locked days and the kindergarten's automatic excuse (issue #24, point 5). Two worlds:
 * one with the automatic excuse on (its group, teacher, children c0 and c1 with parents, an administrator),
 * one with it off (a group, a child with a parent). On the kits' fixed day (Saturday 21.11.2026).
 */
let auto: GivenKindergarten;
let manual: GivenKindergarten;
let administrator: Principal;

beforeAll(async () => {
  [auto, manual] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Заключени дни“' })
      .staff(Role.Administrator)
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .child()
      .parent(),
    given
      .kindergarten({ name: 'ДГ „Ръчно извиняване“', automaticExcuseWithMedicalNote: false })
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .child()
      .parent(),
  ]);
  administrator = auto.staff[0]!;
});

const register = async (kg: GivenKindergarten, i: number, fromDate: string, toDate: string) => {
  const reply = await api(kg.parents[i]!, 'attendance.saveMedicalNote', {
    body: { kindergartenId: kg.id, studentId: kg.children[i]!.id, fromDate, toDate, doctor: 'д-р Петрова' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String(reply.body.entityId);
};

const approve = (user: Principal, kg: GivenKindergarten, id: string, extra: object = {}) =>
  api(user, 'attendance.approveMedicalNote', { body: { kindergartenId: kg.id, id, ...extra } });

const lock = (kg: GivenKindergarten, dates: string[]) =>
  api(kg.director, 'attendance.markAttendance', {
    body: {
      kindergartenId: kg.id,
      groupId: kg.children[0]!.groupId,
      cells: [],
      lock: { dates, locked: true },
    },
  });

/** A child's marked cells of November 2026 by date. */
async function gridOf(kg: GivenKindergarten, i: number) {
  const reply = await api(kg.director, 'attendance.groupAttendance', {
    path: { groupId: kg.children[i]!.groupId, month: 11, year: 2026 },
    query: { kindergartenId: kg.id },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const row = reply.body.students.find((s) => s.studentId === kg.children[i]!.id)!;
  return Object.fromEntries(row.attendances.filter((c) => c.type !== null).map((c) => [c.forDate, c.type]));
}

const sick = StudentAttendanceStatus.SicknessAbsence5;

describe('a medical notice over locked days', () => {
  let note = '';

  it('excuses the open days and says which locked days it could not excuse', async () => {
    expect((await lock(auto, ['2026-11-09', '2026-11-10'])).status).toBe(200);
    note = await register(auto, 0, '2026-11-09', '2026-11-13');
    const approved = await approve(auto.director, auto, note);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.excusedDays).toEqual(['2026-11-11', '2026-11-12', '2026-11-13']);
    expect(approved.body.lockedDays).toEqual(['2026-11-09', '2026-11-10']);
    const grid = await gridOf(auto, 0);
    expect(grid['2026-11-11']).toBe(sick);
    expect(grid['2026-11-09']).not.toBe(sick);
    const [listed] = (
      await api(auto.director, 'attendance.medicalNotes', { query: { kindergartenId: auto.id } })
    ).body.result.filter((n) => n.id === note);
    expect(listed?.isExcused).toBe(false);
  });

  it('lets only the director excuse the locked days, in the same step, kept in the audit log', async () => {
    const byAdministrator = await approve(administrator, auto, note, { excuseLockedDays: true });
    expect(byAdministrator.status).toBe(403);
    const confirmed = await approve(auto.director, auto, note, { excuseLockedDays: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.excusedDays).toEqual(['2026-11-09', '2026-11-10']);
    expect(confirmed.body.lockedDays).toEqual([]);
    const grid = await gridOf(auto, 0);
    expect(grid['2026-11-09']).toBe(sick);
    expect(grid['2026-11-10']).toBe(sick);
    const audit = await api(auto.director, 'identity.kindergartenAudit', {
      query: { kindergartenId: auto.id, event: 'attendance.locked-days-excused' },
    });
    expect(audit.status).toBe(200);
    expect(audit.body.result).toEqual([
      expect.objectContaining({
        event: 'attendance.locked-days-excused',
        actorUserId: auto.director.id,
        details: expect.objectContaining({ noteId: note, days: '2026-11-09,2026-11-10' }),
      }),
    ]);
  });

  it('excuses a locked day marked unexcused only on the director’s word, never a present day', async () => {
    const cells = [
      { studentId: auto.children[1]!.id, forDate: '2026-11-16', type: StudentAttendanceStatus.Absence },
      { studentId: auto.children[1]!.id, forDate: '2026-11-17', type: StudentAttendanceStatus.Attendance },
    ];
    const marked = await api(auto.director, 'attendance.markAttendance', {
      body: { kindergartenId: auto.id, groupId: auto.children[1]!.groupId, cells },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect((await lock(auto, ['2026-11-16', '2026-11-17'])).status).toBe(200);
    const id = await register(auto, 1, '2026-11-16', '2026-11-17');
    const first = await approve(auto.director, auto, id);
    // The day the child came stays present: only the unexcused one is offered.
    expect(first.body.lockedDays).toEqual(['2026-11-16']);
    expect((await gridOf(auto, 1))['2026-11-16']).toBe(StudentAttendanceStatus.Absence);
    expect((await approve(auto.director, auto, id, { excuseLockedDays: true })).body.excusedDays).toEqual([
      '2026-11-16',
    ]);
    const grid = await gridOf(auto, 1);
    expect(grid['2026-11-16']).toBe(sick);
    expect(grid['2026-11-17']).toBe(StudentAttendanceStatus.Attendance);
  });
});

describe('a month the director locked for the whole kindergarten', () => {
  it('counts its days as locked: reported, then excused on the director’s word', async () => {
    const locked = await api(auto.director, 'attendance.lockKindergartenMonth', {
      body: { kindergartenId: auto.id, month: '2026-10', locked: true },
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const id = await register(auto, 1, '2026-10-05', '2026-10-06');
    const first = await approve(auto.director, auto, id);
    expect(first.body.excusedDays).toEqual([]);
    expect(first.body.lockedDays).toEqual(['2026-10-05', '2026-10-06']);
    const confirmed = await approve(auto.director, auto, id, { excuseLockedDays: true });
    expect(confirmed.body.excusedDays).toEqual(['2026-10-05', '2026-10-06']);
    expect(confirmed.body.lockedDays).toEqual([]);
  });
});

describe('the kindergarten’s automatic excuse', () => {
  it('off: an approval only suggests the days; „Извини дните“ then excuses them', async () => {
    const id = await register(manual, 0, '2026-11-02', '2026-11-04');
    const approved = await approve(manual.director, manual, id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.excusedDays).toEqual([]);
    expect(approved.body.suggestedDays).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(await gridOf(manual, 0)).toEqual({});
    const list = async () =>
      (await api(manual.director, 'attendance.medicalNotes', { query: { kindergartenId: manual.id } })).body
        .result;
    expect((await list()).find((n) => n.id === id)?.isExcused).toBe(false);
    const excused = await approve(manual.director, manual, id, { excuse: true });
    expect(excused.body.excusedDays).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect((await gridOf(manual, 0))['2026-11-03']).toBe(sick);
    expect((await list()).find((n) => n.id === id)?.isExcused).toBe(true);
  });

  it('on: an approval excuses at once', async () => {
    const id = await register(auto, 1, '2026-11-02', '2026-11-03');
    const approved = await approve(auto.director, auto, id);
    expect(approved.body.excusedDays).toEqual(['2026-11-02', '2026-11-03']);
    expect(approved.body.suggestedDays).toEqual([]);
  });
});
