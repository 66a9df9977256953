import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../functions/src/domain/activities/items';
import { activityKeys } from '../../functions/src/domain/activities/keys';
import { ActivityEnrollmentStatus as S } from '../../shared/src/enums';
import { anEnglishActivity, storedActivity, storedEnrollment } from '../support/activities/enrollment';
import { enrol, type Kid } from '../support/activities/items';
import { api, download } from '../support/api';
import { streamed } from '../support/deliveries';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * Enrolment requests, their decision, withdrawal, removals and the children's activities, on a world of
 * their own: group A (children c0, c1 with parents p0, p1, and its teacher), group B (child c2, parent p2),
 * and a second kindergarten. Activities are written with the kit's shapes. Today is the kits' 21.11.2026.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let open: ActivityItem;
let closed: ActivityItem;
const kid = (i: number) => kg.children[i] as unknown as Kid;
const parent = (i: number) => kg.parents[i]!;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Записвания“' })
      .group()
      .teacher({ ofLastGroup: true })
      .parents(2)
      .group()
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Друга“' }).group(),
  ]);
  const groupA = kid(0).groupId;
  [open, closed] = await Promise.all([
    anEnglishActivity(kg.id, { name: 'Английски език', groupIds: [groupA], delistmentNoticeDays: 14 }),
    anEnglishActivity(kg.id, {
      name: 'Плуване',
      groupIds: [groupA],
      enrollmentOpen: false,
      delistmentEnabled: false,
    }),
  ]);
});

const ask = (i: number, activityId: string, fromDate = '2026-12-01', who = parent(i)) =>
  api(who, 'activities.createEnrollmentRequest', {
    body: { kindergartenId: kg.id, studentId: kid(i).id, activityId, fromDate, note: 'След обяд' },
  });

const decide = (id: string, status: 2 | 3, version = 1, who = kg.director) =>
  api(who, 'activities.changeEnrollmentRequestStatus', {
    body: { kindergartenId: kg.id, id, status, version },
  });

describe('a parent’s enrolment request', () => {
  let requestId: string;

  it('is filed for their own child in an open activity of its group, once', async () => {
    const made = await ask(0, open.id);
    expect(made.status).toBe(200);
    requestId = String(made.body.entityId);
    const again = await ask(0, open.id);
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toContain('чакащо заявление');
  });

  it('is refused for another’s child, a closed activity, another group and outside the season', async () => {
    expect((await ask(1, open.id, '2026-12-01', parent(0))).status).toBe(403);
    const shut = await ask(1, closed.id);
    expect(shut.status).toBe(400);
    expect(shut.error?.errors?.[0]?.field).toBe('activityId');
    const groupB = await ask(2, open.id);
    expect(groupB.status).toBe(400);
    expect(groupB.error?.errorMessage).toContain('групата');
    const late = await ask(1, open.id, '2027-08-01');
    expect(late.error?.errors?.[0]?.field).toBe('fromDate');
  });

  it('shows to its parent and, waiting, to the director; not to another parent', async () => {
    const mine = await api(parent(0), 'activities.enrollmentRequests', { query: { kindergartenId: kg.id } });
    expect(mine.body.result.map((r) => r.id)).toEqual([requestId]);
    const theirs = await api(parent(1), 'activities.enrollmentRequests', {
      query: { kindergartenId: kg.id },
    });
    expect(theirs.body.result).toEqual([]);
    const staff = await api(kg.director, 'activities.enrollmentRequests', {
      query: { kindergartenId: kg.id, activityId: open.id },
    });
    expect(staff.body.result).toMatchObject([{ id: requestId, status: S.Waiting, studentId: kid(0).id }]);
    const foreign = await api(other.director, 'activities.enrollmentRequests', {
      query: { kindergartenId: kg.id },
    });
    expect(foreign.status).toBe(403);
  });

  it('prints as the application in Bulgarian', async () => {
    const pdf = await download(parent(0), 'activities.enrollmentRequestExport', {
      path: { id: requestId },
      query: { kindergartenId: kg.id },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Заявление за записване в допълнителна дейност');
    expect(text).toContain('ДГ „Записвания“');
    expect(text).toContain(`${kid(0).firstName} ${kid(0).lastName}`);
    expect(text).toContain('„Английски език“ от 01.12.2026 г.');
    const foreign = await download(parent(1), 'activities.enrollmentRequestExport', {
      path: { id: requestId },
      query: { kindergartenId: kg.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('is approved by the director only, with the version read: the child is enrolled from its date', async () => {
    expect((await decide(requestId, S.Approved, 1, kg.teacher)).status).toBe(403);
    expect((await decide(requestId, S.Approved, 7)).status).toBe(409);
    expect((await decide(requestId, S.Approved)).status).toBe(200);
    expect((await decide(requestId, S.Canceled, 2)).status).toBe(409);
    expect((await storedEnrollment(open, kid(0).id))?.periods).toEqual([{ from: '2026-12-01', to: null }]);
    expect((await storedActivity(open))?.enrolledCount).toBe(1);
    const all = await api(parent(0), 'activities.enrollmentRequests', { query: { kindergartenId: kg.id } });
    expect(all.body.result[0]).toMatchObject({ status: S.Approved, version: 2 });
    expect((await ask(0, open.id, '2027-01-04')).status).toBe(409);
  });

  it('is withdrawn by its parent while it waits; canceled, the child may ask again', async () => {
    const made = String((await ask(1, open.id)).body.entityId);
    const del = (who = parent(1)) => api(who, 'activities.deleteEnrollmentRequest', { path: { id: made } });
    expect((await del(parent(0))).status).toBe(404);
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
    const again = String((await ask(1, open.id)).body.entityId);
    expect((await decide(again, S.Canceled)).status).toBe(200);
    expect((await api(parent(1), 'activities.deleteEnrollmentRequest', { path: { id: again } })).status).toBe(
      409,
    );
    expect((await ask(1, open.id)).status).toBe(200);
  });
});

describe('removals and the children’s activities', () => {
  let dancing: ActivityItem;

  beforeAll(async () => {
    dancing = await anEnglishActivity(kg.id, {
      name: 'Народни танци',
      groupIds: [kid(2).groupId],
      delistmentNoticeDays: 14,
    });
    await enrol(dancing, kid(2), '2026-09-15');
  });

  it('shows a parent their children’s activities now, with providers and schedules', async () => {
    const reply = await api(parent(2), 'activities.parentActivities', { query: { kindergartenId: kg.id } });
    expect(reply.body).toMatchObject([
      {
        studentId: kid(2).id,
        activities: [{ activityName: 'Народни танци', providerName: '„Инглиш Кидс“ ООД', isCurrent: true }],
      },
    ]);
    expect(reply.body[0]!.activities[0]!.schedule).toHaveLength(2);
    // Enrolled from 01.12: not yet today, but in the history.
    const history = await api(parent(0), 'activities.studentEnrollment', {
      query: { kindergartenId: kg.id },
    });
    expect(history.body[0]!.activities).toMatchObject([
      { isCurrent: false, periods: [{ from: '2026-12-01' }] },
    ]);
    const now = await api(parent(0), 'activities.parentActivities', { query: { kindergartenId: kg.id } });
    expect(now.body[0]!.activities).toEqual([]);
  });

  it('needs staff to name the child; a parent reads only their own', async () => {
    const none = await api(kg.director, 'activities.studentEnrollment', { query: { kindergartenId: kg.id } });
    expect(none.error?.errors?.[0]?.field).toBe('studentId');
    const named = await api(kg.director, 'activities.studentEnrollment', {
      query: { kindergartenId: kg.id, studentId: kid(2).id },
    });
    expect(named.body[0]!.activities[0]!.activityName).toBe('Народни танци');
    const foreign = await api(parent(0), 'activities.studentEnrollment', {
      query: { kindergartenId: kg.id, studentId: kid(2).id },
    });
    expect(foreign.status).toBe(404);
  });

  it('ends the period on a leave date given with the notice, recorded as the parent’s', async () => {
    const leave = (leaveDate: string, activityId = dancing.id, who = parent(2)) =>
      api(who, 'activities.leaveDates', {
        body: { kindergartenId: kg.id, studentId: kid(2).id, activityId, leaveDate },
      });
    const early = await leave('2026-11-30');
    expect(early.status).toBe(400);
    expect(early.error?.errorMessage).toContain('05.12.2026');
    expect((await leave('2026-12-31', dancing.id, parent(0))).status).toBe(403);
    expect((await leave('2026-12-31')).status).toBe(200);
    expect((await storedEnrollment(dancing, kid(2).id))?.periods).toEqual([
      { from: '2026-09-15', to: '2026-12-31' },
    ]);
    expect((await storedActivity(dancing))?.enrolledCount).toBe(0);
    expect((await leave('2027-01-29')).status).toBe(409);
    const list = await api(kg.director, 'activities.removals', { query: { kindergartenId: kg.id } });
    expect(list.body.result).toMatchObject([
      { studentId: kid(2).id, leaveDate: '2026-12-31', activityName: 'Народни танци' },
    ]);
    const theirs = await api(parent(0), 'activities.removals', { query: { kindergartenId: kg.id } });
    expect(theirs.body.result).toEqual([]);
  });

  it('refuses a removal where the activity does not allow it', async () => {
    const swim = await anEnglishActivity(kg.id, { groupIds: [kid(2).groupId], delistmentEnabled: false });
    await enrol(swim, kid(2));
    const refused = await api(parent(2), 'activities.leaveDates', {
      body: { kindergartenId: kg.id, studentId: kid(2).id, activityId: swim.id, leaveDate: '2027-01-29' },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toBe('activityId');
  });
});

describe('a child who left the kindergarten (issue #25)', () => {
  it('is enrolled from no date after its leave: requests, their approval and staff’s enrolment refuse', async () => {
    const groupA = kid(0).groupId;
    const [drawing, chess] = await Promise.all([
      anEnglishActivity(kg.id, { name: 'Рисуване', groupIds: [groupA] }),
      anEnglishActivity(kg.id, { name: 'Шах', groupIds: [groupA] }),
    ]);
    const waiting = await ask(1, drawing.id, '2026-12-01');
    expect(waiting.status).toBe(200);
    const left = await api(kg.director, 'children.dischargeChild', {
      path: { id: kid(1).id },
      body: { kindergartenId: kg.id, status: 2, leftOn: '2026-11-25', version: 1 },
    });
    expect(left.status, JSON.stringify(left.error)).toBe(200);

    const late = await ask(1, chess.id, '2026-12-01');
    expect(late.status).toBe(400);
    expect(late.error?.errors?.[0]?.field).toBe('fromDate');
    expect(late.error?.errorMessage).toContain('25.11.2026');
    // the waiting request that would start after the leave is canceled by the leave (the table's stream)
    await streamed();
    const request = await storedItem(activityKeys.enrollmentRequest(kg.id, String(waiting.body.entityId)));
    expect(request).toMatchObject({ status: S.Canceled, decidedBy: null });
    expect(await storedItem(activityKeys.waitingRequest(kg.id, drawing.id, kid(1).id))).toBeUndefined();
    expect((await decide(String(waiting.body.entityId), 2, 2)).status).toBe(409);
    const direct = await api(kg.director, 'activities.saveActivityStudents', {
      body: {
        kindergartenId: kg.id,
        activityId: chess.id,
        action: 'enroll',
        studentIds: [kid(1).id],
        date: '2026-12-01',
      },
    });
    expect(direct.status).toBe(400);
    expect(direct.error?.errors?.[0]?.field).toBe('studentIds');
    // up to the leave it may still be put on (the days it was there): the period ends on the leave date
    const before = await ask(1, chess.id, '2026-11-23');
    expect(before.status).toBe(200);
    expect((await decide(String(before.body.entityId), 2)).status).toBe(200);
    expect((await storedEnrollment(chess, kid(1).id))?.periods).toEqual([
      { from: '2026-11-23', to: '2026-11-25' },
    ]);
    expect((await storedActivity(chess))?.enrolledCount ?? 0).toBe(0);
  });
});
