import { randomUUID } from 'node:crypto';
import type { FamilyDays, FamilyLimitRule } from '../../../domain/attendance/family-reason';
import {
  familyDaysOf,
  markedAttribute,
  noFamilyDays,
  requestedAttribute,
} from '../../../domain/attendance/family-reason';
import { attendanceChildPartition } from '../../../domain/attendance/medical-notes';
import { type RequestItem, requestsList } from '../../../domain/attendance/requests';
import type { TransactOp } from '../../../platform/db';
import { batchGet, getItem, queryAll, tenantPrefix, tryTransact, updateItem } from '../../../platform/db';

/**
 * Every DynamoDB request of the absence requests and the medical notices (docs/areas/attendance-requests.md).
 * A child's requests, notices and family-reason counters share one partition (`KG#<kg>#ATTCHILD#<childId>`):
 * the limit is one GetItem of the child's counter of the school year (never a read of the grid's months),
 * the overlap check one Query of the child's requests; the kindergarten's lists of a school year are one
 * Query of GSI1 each. Ids are `<childId>_<suffix>`, so an id alone finds its partition.
 */

export const childPartition = attendanceChildPartition;

export const newSuffix = () => randomUUID().replaceAll('-', '').slice(0, 16);

/** The child and the suffix of an id, or undefined for an id this feature never made. */
export function parseChildId(id: string): { childId: string; suffix: string } | undefined {
  const at = id.lastIndexOf('_');
  if (at <= 0 || at === id.length - 1) return undefined;
  return { childId: id.slice(0, at), suffix: id.slice(at + 1) };
}

/**
 * The keys of an item kept on the child's partition (`<kind>#<id>`, found from its id alone) and listed by
 * school year on GSI1 (`KG#<kg>#<list>#<year>`): the requests and the medical notices.
 */
export const childItemKeys = (kind: string, list: string) => ({
  item: (kindergartenId: string, id: string) => ({
    PK: childPartition(kindergartenId, parseChildId(id)?.childId ?? id),
    SK: `${kind}#${id}`,
  }),
  ofSchoolYear: (kindergartenId: string, schoolYear: number, sortKey = '') => ({
    GSI1PK: `${tenantPrefix(kindergartenId)}#${list}#${schoolYear}`,
    GSI1SK: sortKey,
  }),
});

const requestItemKeys = childItemKeys('REQ', requestsList);

export const requestKeys = {
  request: requestItemKeys.item,
  ofSchoolYear: requestItemKeys.ofSchoolYear,
  /**
   * The family-reason counter of a child's school year (docs/data-model.md): `m<date>` attributes for the
   * grid's status-4 days (any group; the value is the group), `r<date>` for the working days of pending
   * requests (the value is the request). Its version serialises request submissions.
   */
  familyDays: (kindergartenId: string, childId: string, schoolYear: number) => ({
    PK: childPartition(kindergartenId, childId),
    SK: `FAMILYDAYS#${schoolYear}`,
  }),
  /** The Master's national family-reason rules: one item for the country. */
  familyLimitRules: () => ({ PK: 'NATIONAL#SETTINGS', SK: 'FAMILYLIMIT' }),
};

const indexed = (r: RequestItem) => ({
  ...r,
  ...requestKeys.request(r.kindergartenId, r.id),
  ...requestKeys.ofSchoolYear(r.kindergartenId, r.schoolYear, `${r.absenceType}#${r.fromDate}#${r.id}`),
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

/** A child's counter of a school year: its dates and version (0: none yet), read consistently. */
export async function readFamilyDays(kindergartenId: string, childId: string, schoolYear: number) {
  const item = await getItem<{ version?: number }>(
    requestKeys.familyDays(kindergartenId, childId, schoolYear),
    {
      consistent: true,
    },
  );
  return { days: familyDaysOf(item), version: item?.version ?? 0 };
}

/** The national rules as saved, with their version (undefined: never saved, the law's defaults apply). */
export interface FamilyLimitRulesItem {
  rules: FamilyLimitRule[];
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export const readFamilyLimitRules = () =>
  getItem<FamilyLimitRulesItem>(requestKeys.familyLimitRules(), { consistent: true });

/**
 * Several children's counters of a school year and the national rules: ONE BatchGet (the grid's check and
 * its reply). A child without a counter has no days.
 */
export async function familyCounters(
  kindergartenId: string,
  childIds: readonly string[],
  schoolYear: number,
): Promise<{ days: Map<string, FamilyDays>; rules: FamilyLimitRule[] | undefined }> {
  const rulesKey = requestKeys.familyLimitRules();
  const items = await batchGet<Record<string, unknown>>([
    rulesKey,
    ...childIds.map((c) => requestKeys.familyDays(kindergartenId, c, schoolYear)),
  ]);
  const days = new Map<string, FamilyDays>(childIds.map((c) => [c, noFamilyDays]));
  let rules: FamilyLimitRule[] | undefined;
  for (const item of items) {
    if (item.PK === rulesKey.PK && item.SK === rulesKey.SK) rules = item.rules as FamilyLimitRule[];
    else if (typeof item.childId === 'string') days.set(item.childId, familyDaysOf(item));
  }
  return { days, rules };
}

/** Saves the national rules while they still have the version the Master read (false: someone saved since). */
export async function saveFamilyLimitRules(
  item: FamilyLimitRulesItem,
  readVersion: number,
): Promise<boolean> {
  const outcome = await tryTransact([
    {
      update: requestKeys.familyLimitRules(),
      changes: { set: { type: 'FamilyLimitRules', ...item, version: readVersion + 1 } },
      condition: readVersion === 0 ? { missing: ['version'] } : { equals: { version: readVersion } },
    },
  ]);
  return outcome.committed;
}

const counterIdentity = (kindergartenId: string, childId: string, schoolYear: number) => ({
  type: 'FamilyDays',
  kindergartenId,
  childId,
  schoolYear,
});

/** The counter op of a change: dates to set (attribute → value) and attributes to remove. */
function counterOp(
  r: { kindergartenId: string; childId: string; schoolYear: number },
  set: Record<string, string>,
  remove: readonly string[],
  version?: number,
): TransactOp {
  return {
    update: requestKeys.familyDays(r.kindergartenId, r.childId, r.schoolYear),
    changes: {
      set: {
        ...counterIdentity(r.kindergartenId, r.childId, r.schoolYear),
        ...set,
        ...(version !== undefined ? { version: version + 1 } : {}),
      },
      ...(remove.length ? { remove } : {}),
    },
    ...(version === undefined
      ? {}
      : { condition: version === 0 ? { missing: ['version'] } : { equals: { version } } }),
  };
}

/**
 * Writes a request with its days reserved on the counter moved from the version read, in one transaction:
 * of two submissions for the same child and school year checked at once, only one commits; the other reads
 * again (false).
 */
export async function createCounted(item: RequestItem, readVersion: number): Promise<boolean> {
  const reserved = Object.fromEntries(item.days.map((d) => [requestedAttribute(d), item.id]));
  const ops: TransactOp[] = [
    { put: indexed(item), condition: { absent: true } },
    counterOp(item, reserved, [], readVersion),
  ];
  return (await tryTransact(ops)).committed;
}

/** Writes a request that counts against nothing (a summer declaration); false when it exists already. */
export async function createUncounted(item: RequestItem): Promise<boolean> {
  const outcome = await tryTransact([{ put: indexed(item), condition: { absent: true } }]);
  return outcome.committed;
}

/** A counted request's reservation freed (its `r<date>` attributes), as a transaction op. */
const freeReservation = (r: RequestItem): TransactOp[] =>
  r.absenceType === 0 && r.days.length > 0 ? [counterOp(r, {}, r.days.map(requestedAttribute))] : [];

/**
 * Records the director's decision while the request still waits for one; false when it does not. A family
 * reason request's reservation is freed in the same transaction: a rejected one counts nothing, an approved
 * one counts through the grid's days it marks (`recordMarkedDays`).
 */
export async function decide(
  r: RequestItem,
  decision: Pick<RequestItem, 'status' | 'decisionComment' | 'decidedBy' | 'decidedAt'>,
): Promise<boolean> {
  const outcome = await tryTransact([
    {
      update: requestKeys.request(r.kindergartenId, r.id),
      changes: { set: { ...decision } },
      condition: { exists: true, equals: { status: 0 } },
    },
    ...freeReservation(r),
  ]);
  return outcome.committed;
}

/** Removes a request while it waits for a decision, freeing its reservation; false when it does not. */
export async function removePending(r: RequestItem): Promise<boolean> {
  const outcome = await tryTransact([
    {
      delete: requestKeys.request(r.kindergartenId, r.id),
      condition: { exists: true, equals: { status: 0 } },
    },
    ...freeReservation(r),
  ]);
  return outcome.committed;
}

/**
 * Keeps a child's counters in step with the grid: the dates now status 4 (with the group that holds them) and
 * the dates no longer status 4, by school year. One UpdateItem per school year touched (setting and removing
 * attributes is idempotent, so a retry changes nothing).
 */
export async function recordMarkedDays(
  kindergartenId: string,
  childId: string,
  groupId: string,
  marked: readonly string[],
  cleared: readonly string[],
  schoolYearOf: (date: string) => number,
): Promise<void> {
  const years = new Set([...marked, ...cleared].map(schoolYearOf));
  await Promise.all(
    [...years].map((schoolYear) => {
      const inYear = (d: string) => schoolYearOf(d) === schoolYear;
      const set = Object.fromEntries(marked.filter(inYear).map((d) => [markedAttribute(d), groupId]));
      const remove = cleared.filter(inYear).map(markedAttribute);
      const op = counterOp({ kindergartenId, childId, schoolYear }, set, remove) as Extract<
        TransactOp,
        { update: unknown }
      >;
      return updateItem(op.update, op.changes);
    }),
  );
}
