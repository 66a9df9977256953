/**
 * The enrolment and activity attendance demo: a few waiting requests of parents whose children are not yet in
 * an activity of their group, and the attendance of September to November 2026 (up to the demo's today,
 * 25.11.2026) of every demo activity, on its session days. A child's mark follows the kindergarten's
 * attendance of that day where the grid has one (present there: present; absent: absent); where it has none,
 * about one session in eight is an absence. Written with the feature's own writes (`createRequest`,
 * `writeMarks`), so it is what the product writes.
 *
 *   await seedActivityEnrollmentDemo(demo);   // after the activities' demo, before the fees'
 */
import { createHash } from 'node:crypto';
import { sessionDays } from '../../../functions/src/areas/activities/attendance/grid';
import { writeMarks } from '../../../functions/src/areas/activities/attendance/items';
import { createRequest } from '../../../functions/src/areas/activities/enrollment/items';
import { enrolledOn } from '../../../functions/src/domain/activities/enrollment-ops';
import {
  type ActivityItem,
  activityMark,
  type EnrollmentItem,
  type EnrollmentRequestItem,
  markAttribute,
} from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { childMonthsOf, kindOf } from '../../../functions/src/domain/attendance';
import { monthWorkingDays } from '../../../functions/src/domain/calendar';
import { queryAll } from '../../../functions/src/platform/db';
import { ActivityEnrollmentStatus } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';
import { isDbItem } from './world-context';

const months = [
  { year: 2026, month: 9 },
  { year: 2026, month: 10 },
  { year: 2026, month: 11 },
];
const today = '2026-11-25';

/** A stable number 0…99 of a text: the same mark on every seed of a fresh table. */
const dice = (text: string) => createHash('sha256').update(text).digest().readUInt16BE(0) % 100;

async function seedAttendance(kindergartenId: string, activity: ActivityItem, enrolments: EnrollmentItem[]) {
  let cells = 0;
  for (const m of months) {
    const month = `${m.year}-${String(m.month).padStart(2, '0')}`;
    const [days, kindergarten] = await Promise.all([
      monthWorkingDays(kindergartenId, m.year, m.month),
      childMonthsOf(kindergartenId, month),
    ]);
    const statusOf = new Map(kindergarten.map((c) => [c.childId, c.days]));
    const marks = sessionDays(activity, days)
      .filter((date) => date < today)
      .flatMap((date) =>
        enrolments
          .filter((e) => enrolledOn(e, date))
          .map((e) => {
            const day = Number(date.slice(8));
            const kind = kindOf(statusOf.get(e.childId)?.[day]);
            const absent =
              kind === 'none' ? dice(`${activity.id}|${e.childId}|${date}`) < 12 : kind !== 'present';
            return {
              attribute: markAttribute(e.childId, day),
              mark: absent ? activityMark.absent : activityMark.present,
            };
          }),
      );
    if (marks.length > 0) await writeMarks(kindergartenId, activity.id, month, marks);
    cells += marks.length;
  }
  return cells;
}

export async function seedActivityEnrollmentDemo(
  demo: DemoWorld,
): Promise<{ activityRequests: number; activityMarks: number }> {
  const { main } = demo.kindergartens;
  const activities = await queryAll<ActivityItem>({
    partition: activityKeys.activity(main.id, '').PK,
    beginsWith: 'ACTIVITY#',
  });
  const guardians = demo.world.items
    .filter(isDbItem)
    .filter((i) => i.type === 'Guardian')
    .map((i) => ({ childId: String(i.childId), parentUserId: String(i.parentUserId) }));
  const parentName = new Map(demo.parents.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  let activityMarks = 0;
  let activityRequests = 0;
  for (const activity of activities) {
    const enrolments = await queryAll<EnrollmentItem>({
      partition: activityKeys.enrollment(main.id, activity.id, '').PK,
      beginsWith: 'CHILD#',
    });
    activityMarks += await seedAttendance(main.id, activity, enrolments);
    // Two waiting requests per activity: children of its groups not in it yet, with a parent to ask.
    const enrolled = new Set(enrolments.map((e) => e.childId));
    const candidates = demo.children
      .filter((c) => activity.groupIds.includes(c.groupId ?? '') && !enrolled.has(c.id))
      .map((c) => ({ child: c, guardian: guardians.find((g) => g.childId === c.id) }))
      .filter((c) => c.guardian)
      .slice(0, 2);
    for (const [i, { child, guardian }] of candidates.entries()) {
      const item: EnrollmentRequestItem = {
        id: createHash('sha256').update(`demo-request|${activity.id}|${child.id}`).digest('hex').slice(0, 16),
        kindergartenId: main.id,
        activityId: activity.id,
        activityName: activity.name,
        childId: child.id,
        childName: `${child.firstName} ${child.lastName}`,
        groupId: child.groupId ?? null,
        status: ActivityEnrollmentStatus.Waiting,
        fromDate: '2026-12-01',
        note: i === 0 ? 'Детето много иска да опита.' : null,
        requestedBy: guardian!.parentUserId,
        requestedByName: parentName.get(guardian!.parentUserId) ?? 'Родител',
        decidedBy: null,
        decidedAt: null,
        createdAt: `2026-11-2${i}T09:30:00.000Z`,
        version: 1,
      };
      if (await createRequest(item)) activityRequests++;
    }
  }
  return { activityRequests, activityMarks };
}
