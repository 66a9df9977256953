import { randomUUID } from 'node:crypto';
import type { AbsenceType, RequestStatus } from '@gradina/shared';
import {
  batchGet,
  deleteIfExists,
  getItem,
  isConditionFailure,
  queryAll,
  type TransactOp,
  tenantPrefix,
  tryTransact,
  updateItem,
} from '../../../platform/db';
import { attendanceKeys, type ChildMonthItem } from '../grid/items';

/**
 * Every DynamoDB request of the absence requests and the medical notices (docs/areas/attendance-requests.md).
 * A child's requests, notices and family-reason counter share one partition (`KG#<kg>#ATTCHILD#<childId>`),
 * so the limit check reads a child's requests with one Query; the kindergarten's lists of a school year are
 * one Query of GSI1 each. Ids are `<childId>_<suffix>`, so an id alone finds its partition.
 */

export const childPartition = (kindergartenId: string, childId: string) =>
  `${tenantPrefix(kindergartenId)}#ATTCHILD#${childId}`;

export const newSuffix = () => randomUUID().replaceAll('-', '').slice(0, 16);

/** The child and the suffix of an id, or undefined for an id this feature never made. */
export function parseChildId(id: string): { childId: string; suffix: string } | undefined {
  const at = id.lastIndexOf('_');
  if (at <= 0 || at === id.length - 1) return undefined;
  return { childId: id.slice(0, at), suffix: id.slice(at + 1) };
}

export const requestKeys = {
  request: (kindergartenId: string, id: string) => ({
    PK: childPartition(kindergartenId, parseChildId(id)?.childId ?? id),
    SK: `REQ#${id}`,
  }),
  ofSchoolYear: (kindergartenId: string, schoolYear: number, sortKey = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#ATTREQ#${schoolYear}`,
    GSI1SK: sortKey,
  }),
  /** The family-reason counter of a child's school year: its version serialises submissions. */
  quota: (kindergartenId: string, childId: string, schoolYear: number) => ({
    PK: childPartition(kindergartenId, childId),
    SK: `QUOTA#${schoolYear}`,
  }),
};

export interface RequestItem {
  type: 'AttendanceRequest';
  id: string;
  kindergartenId: string;
  childId: string;
  studentName: string;
  groupId: string;
  groupName: string;
  absenceType: AbsenceType;
  status: RequestStatus;
  fromDate: string;
  toDate: string;
  schoolYear: number;
  /** Family reason: its working days; summer: the working days of the weeks declared. */
  days: string[];
  attendingWeeks: string[];
  reason: string | null;
  decisionComment: string | null;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

const indexed = (r: RequestItem) => ({
  ...requestKeys.request(r.kindergartenId, r.id),
  ...requestKeys.ofSchoolYear(r.kindergartenId, r.schoolYear, `${r.absenceType}#${r.fromDate}#${r.id}`),
  ...r,
});

export const readRequest = (kindergartenId: string, id: string) =>
  getItem<RequestItem>(requestKeys.request(kindergartenId, id), { consistent: true });

/** A child's requests (one consistent Query: the limit check must see a submission just made). */
export const requestsOfChild = (kindergartenId: string, childId: string) =>
  queryAll<RequestItem>({
    partition: childPartition(kindergartenId, childId),
    beginsWith: 'REQ#',
    consistent: true,
  });

/** A school year's requests of one kind, by start date (one Query of GSI1). */
export const requestsOfSchoolYear = (kindergartenId: string, schoolYear: number, absenceType?: number) =>
  queryAll<RequestItem>({
    index: 'GSI1',
    partition: requestKeys.ofSchoolYear(kindergartenId, schoolYear).GSI1PK,
    ...(absenceType !== undefined ? { beginsWith: `${absenceType}#` } : {}),
  });

/** The counter's version (0: none yet), read consistently before the checks. */
export const quotaVersion = async (kindergartenId: string, childId: string, schoolYear: number) =>
  (
    await getItem<{ version?: number }>(requestKeys.quota(kindergartenId, childId, schoolYear), {
      consistent: true,
    })
  )?.version ?? 0;

/**
 * Writes a request with the counter moved from the version read, in one transaction: of two submissions
 * for the same child and school year checked at once, only one commits; the other reads again (false).
 */
export async function createCounted(item: RequestItem, readVersion: number): Promise<boolean> {
  const quota = requestKeys.quota(item.kindergartenId, item.childId, item.schoolYear);
  const ops: TransactOp[] = [
    { put: indexed(item), condition: { absent: true } },
    {
      update: quota,
      changes: { set: { version: readVersion + 1, type: 'AttendanceQuota' } },
      condition: readVersion === 0 ? { missing: ['version'] } : { equals: { version: readVersion } },
    },
  ];
  return (await tryTransact(ops)).committed;
}

/** Writes a request that counts against nothing (a summer declaration); false when it exists already. */
export async function createUncounted(item: RequestItem): Promise<boolean> {
  const outcome = await tryTransact([{ put: indexed(item), condition: { absent: true } }]);
  return outcome.committed;
}

/** Records the director's decision while the request still waits for one; false when it does not. */
export async function decide(
  kindergartenId: string,
  id: string,
  decision: Pick<RequestItem, 'status' | 'decisionComment' | 'decidedBy' | 'decidedAt'>,
): Promise<boolean> {
  try {
    await updateItem(
      requestKeys.request(kindergartenId, id),
      { set: { ...decision } },
      {
        exists: true,
        equals: { status: 0 },
      },
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Removes a request while it waits for a decision; false when it does not (decided, or gone). */
export const removePending = (kindergartenId: string, id: string) =>
  deleteIfExists(requestKeys.request(kindergartenId, id), { equals: { status: 0 } });

/** The child-months of a school year's months in one group (one BatchGet): the grid's family-reason days. */
export const childMonthsOf = (
  kindergartenId: string,
  childId: string,
  groupIds: readonly string[],
  months: readonly string[],
) =>
  batchGet<ChildMonthItem>(
    groupIds.flatMap((g) => months.map((m) => attendanceKeys.childMonth(kindergartenId, m, g, childId))),
  );
