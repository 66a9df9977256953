import { randomUUID } from 'node:crypto';
import { ActivityEnrollmentStatus } from '@gradina/shared';
import type { ActivityItem, EnrollmentItem, EnrollmentRequestItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import type { TransactOp } from '../../../platform/db';
import { batchGet, getItem, keys, queryAll, tenantPrefix, tryTransact } from '../../../platform/db';

/**
 * Every DynamoDB request of the enrolment requests and removals (docs/areas/activity-enrollment.md). The
 * requests, the enrolments and the activities are the kit's items (domain/activities); this feature adds
 * a waiting marker (one Waiting request per child and activity, by its key) and the removal records.
 */

export const newId = () => randomUUID().replaceAll('-', '').slice(0, 16);

export const enrollmentKeys = {
  /** Exists while a request of the child for the activity waits: `attribute_not_exists` makes it one. */
  waiting: activityKeys.waitingRequest,
  /** A parent's removal of a child from an activity, by when it was made. */
  removal: (kindergartenId: string, createdAt = '', id = '') => ({
    PK: `${tenantPrefix(kindergartenId)}#ACTIVITY_REMOVALS`,
    SK: createdAt ? `REMOVAL#${createdAt}#${id}` : 'REMOVAL#',
  }),
};

/** A parent's removal of a child from an activity: about the child and the activity as a request is. */
export interface RemovalItem
  extends Pick<
    EnrollmentRequestItem,
    'id' | 'kindergartenId' | 'activityId' | 'activityName' | 'childId' | 'childName' | 'groupId'
  > {
  leaveDate: string;
  note: string | null;
  requestedBy: string;
  requestedByName: string;
  createdAt: string;
}

const indexedRequest = (r: EnrollmentRequestItem) => ({
  ...r,
  ...activityKeys.enrollmentRequest(r.kindergartenId, r.id),
  ...activityKeys.requestsOfChild(r.kindergartenId, r.childId, r.id),
  type: 'ActivityEnrollmentRequest',
});

export const readActivity = (kindergartenId: string, activityId: string) =>
  getItem<ActivityItem>(activityKeys.activity(kindergartenId, activityId));

export const readRequest = (kindergartenId: string, id: string) =>
  getItem<EnrollmentRequestItem>(activityKeys.enrollmentRequest(kindergartenId, id), { consistent: true });

export const readEnrollment = (kindergartenId: string, activityId: string, childId: string) =>
  getItem<EnrollmentItem>(activityKeys.enrollment(kindergartenId, activityId, childId), { consistent: true });

/** The kindergarten's requests (one Query; the waiting markers sort apart under `WAITING#`). */
export const requestsOfKindergarten = (kindergartenId: string) =>
  queryAll<EnrollmentRequestItem>({
    partition: activityKeys.enrollmentRequest(kindergartenId, '').PK,
    beginsWith: 'REQUEST#',
  });

/** A child's requests (one Query of GSI1). */
export const requestsOfChild = (kindergartenId: string, childId: string) => {
  const index = activityKeys.requestsOfChild(kindergartenId, childId);
  return queryAll<EnrollmentRequestItem>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
  });
};

/** A child's enrolments, every activity it ever took part in (one Query of GSI1). */
export const enrollmentsOfChild = (kindergartenId: string, childId: string) => {
  const index = activityKeys.activitiesOfChild(kindergartenId, childId);
  return queryAll<EnrollmentItem>({ index: 'GSI1', partition: index.GSI1PK, beginsWith: index.GSI1SK });
};

/** Activities by id (one BatchGet). */
export const activitiesByIds = (kindergartenId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : batchGet<ActivityItem>(ids.map((id) => activityKeys.activity(kindergartenId, id)));

/** The caller's children as the guardian links name them (one Query of GSI1). */
export async function childrenOfParent(kindergartenId: string, userId: string) {
  const index = keys.childrenOfParent(userId, kindergartenId, '');
  const links = await queryAll<{ childId: string; childName: string; groupId: string | null }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['childId', 'childName', 'groupId'],
  });
  return links.map((l) => ({ id: String(l.childId), name: l.childName, groupId: l.groupId ?? null }));
}

/** A new request and its waiting marker; false when the child already has one waiting for the activity. */
export async function createRequest(r: EnrollmentRequestItem): Promise<boolean> {
  const outcome = await tryTransact([
    { put: indexedRequest(r), condition: { absent: true } },
    {
      put: { ...enrollmentKeys.waiting(r.kindergartenId, r.activityId, r.childId), requestId: r.id },
      condition: { absent: true },
    },
  ]);
  return outcome.committed;
}

/** Removes a waiting request and its marker; false when it no longer waits. */
export async function removeWaiting(r: EnrollmentRequestItem): Promise<boolean> {
  const outcome = await tryTransact([
    {
      delete: activityKeys.enrollmentRequest(r.kindergartenId, r.id),
      condition: { exists: true, equals: { status: ActivityEnrollmentStatus.Waiting } },
    },
    { delete: enrollmentKeys.waiting(r.kindergartenId, r.activityId, r.childId) },
  ]);
  return outcome.committed;
}

/** The decision on the request while it still waits with the version read; the marker goes with it. */
function decisionOps(
  r: EnrollmentRequestItem,
  expected: number,
  decision: Pick<EnrollmentRequestItem, 'status' | 'decidedBy' | 'decidedAt'>,
): TransactOp[] {
  return [
    {
      update: activityKeys.enrollmentRequest(r.kindergartenId, r.id),
      changes: { set: { ...decision, version: expected + 1 } },
      condition: { exists: true, equals: { version: expected, status: ActivityEnrollmentStatus.Waiting } },
    },
    { delete: enrollmentKeys.waiting(r.kindergartenId, r.activityId, r.childId) },
  ];
}

/** Approves: the decision and the enrolment in one transaction (false: the request or enrolment moved). */
export async function approve(
  r: EnrollmentRequestItem,
  expected: number,
  decision: Pick<EnrollmentRequestItem, 'decidedBy' | 'decidedAt'>,
  enrol: TransactOp[],
): Promise<boolean> {
  const ops = [
    ...decisionOps(r, expected, { ...decision, status: ActivityEnrollmentStatus.Approved }),
    ...enrol,
  ];
  return (await tryTransact(ops)).committed;
}

export async function cancel(
  r: EnrollmentRequestItem,
  expected: number,
  decision: Pick<EnrollmentRequestItem, 'decidedBy' | 'decidedAt'>,
): Promise<boolean> {
  const ops = decisionOps(r, expected, { ...decision, status: ActivityEnrollmentStatus.Canceled });
  return (await tryTransact(ops)).committed;
}

/** Ends the child's period (the kit's `enrollmentEndOps`) and records the removal, in one transaction. */
export async function endEnrollment(endOps: TransactOp[], removal: RemovalItem): Promise<boolean> {
  const outcome = await tryTransact([
    ...endOps,
    {
      put: {
        type: 'ActivityRemoval',
        ...removal,
        ...enrollmentKeys.removal(removal.kindergartenId, removal.createdAt, removal.id),
      },
      condition: { absent: true },
    },
  ]);
  return outcome.committed;
}

/** The kindergarten's removals, newest first (one Query). */
export const removalsOf = (kindergartenId: string) =>
  queryAll<RemovalItem>({
    partition: enrollmentKeys.removal(kindergartenId).PK,
    beginsWith: 'REMOVAL#',
    descending: true,
  });
