import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../functions/src/domain/activities/items';
import { StudentAttendanceStatus as K } from '../../shared/src/enums';
import { anEnglishActivity, kindergartenDays, markSessions } from '../support/activities/enrollment';
import { aFee, enrol, type Kid } from '../support/activities/items';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * An activity's month grid, marks and autofill on a world of its own: a group with its teacher (who teaches
 * the activity), another teacher, children c0 (enrolled all October), c1 (from 14.10), c2 (enrolled, its
 * September fee paid) with parents. The activity runs on Tuesdays and Thursdays: October 2026 has no
 * holiday, so its sessions are 1, 6, 8, 13, 15, 20, 22, 27 and 29 October.
 */
let kg: GivenKindergarten;
let activity: ActivityItem;
let t1: Principal;
let otherTeacher: Principal;
const kid = (i: number) => kg.children[i] as unknown as Kid;
const october = { year: 2026, month: 10 };

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Занимания“' })
    .group()
    .teacher({ ofLastGroup: true })
    .child()
    .parent()
    .child()
    .parent()
    .child()
    .parent()
    .teacher();
  [t1, otherTeacher] = [kg.teachers[0]!, kg.teachers[1]!];
  activity = await anEnglishActivity(kg.id, {
    name: 'Народни танци',
    groupIds: [kid(0).groupId],
    teacherId: kg.teachers[0]!.id,
  });
  await Promise.all([
    enrol(activity, kid(0), '2026-09-15'),
    enrol(activity, kid(1), '2026-10-14'),
    enrol(activity, kid(2), '2026-09-15'),
  ]);
  await aFee(kg.id, kid(2), '2026-09', { activity, paidCents: 1000 });
});

const grid = (who: Principal, month = october.month) =>
  api(who, 'activities.activityAttendance', {
    path: { activityId: activity.id, month, year: october.year },
    query: { kindergartenId: kg.id },
  });

const mark = (who: Principal, marks: { studentId: string; day: number; mark: 1 | 2 | null }[], month = 10) =>
  api(who, 'activities.markActivityAttendance', {
    body: { kindergartenId: kg.id, activityId: activity.id, year: 2026, month, marks },
  });

const rowOf = (body: { students: { studentId: string }[] }, i: number) =>
  body.students.find((s) => s.studentId === kid(i).id) as
    | {
        cells: { date: string; mark: number | null; isEnrolled: boolean }[];
        presentDays: number;
        isLocked: boolean;
      }
    | undefined;

describe('the month grid', () => {
  it('has the session days and the children enrolled on each', async () => {
    const reply = await grid(t1);
    expect(reply.status).toBe(200);
    expect(reply.body.sessionDays.map((d) => Number(d.slice(8)))).toEqual([1, 6, 8, 13, 15, 20, 22, 27, 29]);
    expect(reply.body.canMark).toBe(true);
    const c1 = rowOf(reply.body, 1)!;
    expect(c1.cells.filter((c) => c.isEnrolled).map((c) => Number(c.date.slice(8)))).toEqual([
      15, 20, 22, 27, 29,
    ]);
    expect((await grid(otherTeacher)).body.canMark).toBe(false);
  });

  it('shows a parent only their own child’s row', async () => {
    const reply = await grid(kg.parents[0]!);
    expect(reply.body.students.map((s) => s.studentId)).toEqual([kid(0).id]);
    expect(reply.body.canMark).toBe(false);
  });
});

describe('marking', () => {
  it('is the activity’s teacher’s and the managers’: others are refused', async () => {
    expect((await mark(t1, [{ studentId: kid(0).id, day: 6, mark: 1 }])).status).toBe(200);
    expect((await mark(kg.director, [{ studentId: kid(1).id, day: 15, mark: 2 }])).status).toBe(200);
    expect((await mark(otherTeacher, [{ studentId: kid(0).id, day: 8, mark: 1 }])).status).toBe(403);
    expect((await mark(kg.parents[0]!, [{ studentId: kid(0).id, day: 8, mark: 1 }])).status).toBe(403);
    const row = rowOf((await grid(kg.director)).body, 0)!;
    expect(row.cells.find((c) => c.date === '2026-10-06')?.mark).toBe(1);
    expect(rowOf((await grid(kg.director)).body, 1)!.cells.find((c) => c.date === '2026-10-15')?.mark).toBe(
      2,
    );
  });

  it('takes only session days on which the child is enrolled', async () => {
    const notEnrolled = await mark(t1, [{ studentId: kid(1).id, day: 6, mark: 1 }]);
    expect(notEnrolled.status).toBe(400);
    expect(notEnrolled.error?.errors?.[0]?.field).toBe('marks.0.day');
    const wednesday = await mark(t1, [{ studentId: kid(0).id, day: 7, mark: 1 }]);
    expect(wednesday.error?.errorMessage).toContain('не е ден със занимание');
  });

  it('loses no mark when two people mark different cells at once, and clears one', async () => {
    const cells = [20, 22, 27, 29];
    const replies = await Promise.all(
      cells.map((day, i) => mark(i % 2 ? t1 : kg.director, [{ studentId: kid(2).id, day, mark: 1 }])),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(rowOf((await grid(kg.director)).body, 2)!.presentDays).toBe(4);
    await mark(t1, [{ studentId: kid(2).id, day: 29, mark: null }]);
    expect(rowOf((await grid(kg.director)).body, 2)!.presentDays).toBe(3);
  });

  it('is locked for a child whose fee of the month has money on it', async () => {
    await markSessions(activity, '2026-09', kid(2).id, [17]);
    const locked = await mark(kg.director, [{ studentId: kid(2).id, day: 24, mark: 2 }], 9);
    expect(locked.status).toBe(409);
    expect(rowOf((await grid(kg.director, 9)).body, 2)!.isLocked).toBe(true);
  });
});

describe('autofill', () => {
  it('fills unmarked session days from the kindergarten attendance and overwrites nothing', async () => {
    await kindergartenDays(kg.id, kid(0), '2026-10', {
      6: K.Absence,
      8: K.Attendance,
      13: K.SicknessAbsence5,
      15: K.Hourly2,
    });
    const reply = await api(t1, 'activities.autofillActivityAttendance', {
      body: { kindergartenId: kg.id, activityId: activity.id, ...october },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.filled).toBe(3);
    const row = rowOf((await grid(t1)).body, 0)!;
    const marks = Object.fromEntries(row.cells.map((c) => [Number(c.date.slice(8)), c.mark]));
    // 6: marked present before, kept; 1, 20...: no kindergarten mark, left empty.
    expect(marks).toMatchObject({ 1: null, 6: 1, 8: 1, 13: 2, 15: 1, 20: null });
    const again = await api(t1, 'activities.autofillActivityAttendance', {
      body: { kindergartenId: kg.id, activityId: activity.id, ...october },
    });
    expect(again.body.filled).toBe(0);
    const refused = await api(otherTeacher, 'activities.autofillActivityAttendance', {
      body: { kindergartenId: kg.id, activityId: activity.id, ...october },
    });
    expect(refused.status).toBe(403);
  });
});
