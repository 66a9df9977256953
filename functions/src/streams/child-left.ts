import { ActivityEnrollmentStatus } from '@gradina/shared';
import { enrolledCountChange, enrollmentPutOp } from '../domain/activities/enrollment-ops';
import type { EnrollmentItem, EnrollmentRequestItem } from '../domain/activities/items';
import { activityKeys } from '../domain/activities/keys';
import { enrollmentAtLeave } from '../domain/activities/leave';
import { now } from '../platform/clock';
import { queryAll, type TransactOp, tryTransact } from '../platform/db';
import type { StreamConsumer, TableChange } from './change';

/**
 * A child who leaves the kindergarten (discharge or relocation: the children area sets the record's
 * `leftOn`) leaves its extra activities the same day (issue #25 point 6). The children area does not know
 * the activities (areas never import each other): this consumer sees the child's record change and ends
 * every enrolment on the leave date through the activities kit (`domain/activities/leave.ts`), and cancels
 * its waiting requests that would start after it. The fees'
 * generation cuts the periods at `leftOn` as well, so a record not yet processed never bills a day after it.
 */

export interface ChildLeave {
  kindergartenId: string;
  childId: string;
  leftOn: string;
}

/** The leave a record carries: a child's record (`…#CHILD#<id>` / PROFILE) whose `leftOn` was set or moved. */
export function childLeave(change: Pick<TableChange, 'keys' | 'newImage' | 'oldImage'>): ChildLeave | null {
  const pk = String(change.keys.PK ?? '');
  if (change.keys.SK !== 'PROFILE' || !/^KG#[^#]+#CHILD#[^#]+$/.test(pk)) return null;
  const after = change.newImage;
  const leftOn = after?.leftOn;
  if (typeof leftOn !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(leftOn)) return null;
  if (change.oldImage?.leftOn === leftOn) return null;
  const kindergartenId = String(after?.kindergartenId ?? '');
  const childId = String(after?.id ?? '');
  return kindergartenId && childId ? { kindergartenId, childId, leftOn } : null;
}

/** The child's enrolments, every activity (one Query of GSI1). */
const enrollmentsOfChild = (kindergartenId: string, childId: string) => {
  const index = activityKeys.activitiesOfChild(kindergartenId, childId);
  return queryAll<EnrollmentItem>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
  });
};

/**
 * Ends the child's enrolments on the leave date, each in its own transaction under the version read (with the
 * activity's `enrolledCount`). An enrolment changed meanwhile is read again (the index is eventually
 * consistent: a stale version fails the condition and the next round reads anew); after 5 rounds the record
 * fails, and the stream retries it.
 */
export async function endEnrollmentsOnLeave(leave: ChildLeave): Promise<number> {
  let ended = 0;
  // An activity gone meanwhile fails only its counter op: its enrolment is ended without the counter.
  const activityGone = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const due = (await enrollmentsOfChild(leave.kindergartenId, leave.childId))
      .map((e) => ({ before: e, after: enrollmentAtLeave(e, leave.leftOn) }))
      .filter((x) => x.after !== null);
    if (due.length === 0) return ended;
    const outcomes = await Promise.all(
      due.map(({ before, after }) => {
        const ops: TransactOp[] = [enrollmentPutOp(after!.item, before)];
        if (after!.enrolledDelta !== 0 && !activityGone.has(before.activityId))
          ops.push(enrolledCountChange(before.kindergartenId, before.activityId, after!.enrolledDelta));
        return tryTransact(ops);
      }),
    );
    ended += outcomes.filter((o) => o.committed).length;
    outcomes.forEach((o, i) => {
      if (!o.committed && o.failed.length === 1 && o.failed[0] === 1)
        activityGone.add(due[i]!.before.activityId);
    });
    if (outcomes.every((o) => o.committed)) return ended;
    await new Promise((r) => setTimeout(r, 100 * (round + 1)));
  }
  throw new Error(`the enrolments of child ${leave.childId} could not be ended on ${leave.leftOn}`);
}

/**
 * Cancels the child's waiting enrolment requests that would start after the leave (their approval could only
 * be refused), each with its waiting marker, while it still waits with the version read; one decided
 * meanwhile is left as it is. `decidedBy` null: no person decided, the leave did. Answers how many.
 */
export async function cancelRequestsAfterLeave(leave: ChildLeave): Promise<number> {
  const index = activityKeys.requestsOfChild(leave.kindergartenId, leave.childId);
  const requests = await queryAll<EnrollmentRequestItem>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
  });
  const decidedAt = now().toISOString();
  const outcomes = await Promise.all(
    requests
      .filter((r) => r.status === ActivityEnrollmentStatus.Waiting && r.fromDate > leave.leftOn)
      .map((r) =>
        tryTransact([
          {
            update: activityKeys.enrollmentRequest(r.kindergartenId, r.id),
            changes: {
              set: {
                status: ActivityEnrollmentStatus.Canceled,
                decidedBy: null,
                decidedAt,
                version: r.version + 1,
              },
            },
            condition: {
              exists: true,
              equals: { version: r.version, status: ActivityEnrollmentStatus.Waiting },
            },
          },
          { delete: activityKeys.waitingRequest(r.kindergartenId, r.activityId, r.childId) },
        ]),
      ),
  );
  return outcomes.filter((o) => o.committed).length;
}

export const childLeft: StreamConsumer = {
  name: 'child-left',
  async consume(change) {
    if (change.expired || change.eventName === 'REMOVE') return;
    const leave = childLeave(change);
    if (!leave) return;
    await Promise.all([endEnrollmentsOnLeave(leave), cancelRequestsAfterLeave(leave)]);
  },
};
