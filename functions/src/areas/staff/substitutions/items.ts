import type { GroupItem } from '../../../domain/groups/group-reads';
import { getItem, keys, queryAll, type TransactOp, tenantPrefix, tryTransact } from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';
import { hourSlots } from './rules';

/**
 * Every DynamoDB request of substitutions (docs/areas/staff-substitutions.md). A substitution's dates lie in
 * one month, and everything of a month shares one partition `KG#<kg>#SUBST#<YYYY-MM>`:
 * - `SUB#<id>`: the substitution (its id starts with its month, `2026-11-<uuid>`, so a path id finds it);
 * - `BUSY#<substituteId>#<date>`: the substitute's booked hours of a day, one attribute `hHH` per clock
 *   hour holding the substitution's id. A booking sets its hours only while none of them is set, in the same
 *   transaction as the substitution, so two bookings of the same substitute at the same time cannot both
 *   succeed however close together they come.
 */

/** `YYYY-MM`. */
export type Month = string;

export interface SubstitutionItem {
  id: string;
  kindergartenId: string;
  month: Month;
  substituteId: string;
  substituteName: string;
  absentTeacherId: string;
  absentTeacherName: string;
  groupId: string;
  groupName: string;
  dates: string[];
  fromHour: number;
  toHour: number;
  hours: number;
  reason: string;
  topic: string;
  createdAt: string;
  createdBy: string;
}

export const monthPartition = (kindergartenId: string, month: Month) =>
  `${tenantPrefix(kindergartenId)}#SUBST#${month}`;

/** The month a substitution id names, or undefined for an id this feature never made. */
export const monthOfId = (id: string): Month | undefined => /^(\d{4}-\d{2})-[\w-]+$/.exec(id)?.[1];

export const substitutionKeys = {
  substitution: (kindergartenId: string, id: string) => ({
    PK: monthPartition(kindergartenId, monthOfId(id) ?? 'none'),
    SK: `SUB#${id}`,
  }),
  busy: (kindergartenId: string, month: Month, substituteId: string, date: string) => ({
    PK: monthPartition(kindergartenId, month),
    SK: `BUSY#${substituteId}#${date}`,
  }),
} as const;

/** One substitution (one consistent GetItem; an id of another kindergarten finds nothing). */
export const getSubstitution = (kindergartenId: string, id: string) =>
  getItem<SubstitutionItem>(substitutionKeys.substitution(kindergartenId, id), { consistent: true });

/** A group of the kindergarten (one GetItem; another kindergarten's id finds nothing). */
export const readGroup = (kindergartenId: string, groupId: string) =>
  getItem<Pick<GroupItem, 'id' | 'name' | 'periodId'>>(keys.group(kindergartenId, groupId), {
    attributes: ['id', 'name', 'periodId'],
  });

/** A month's substitutions (one consistent Query of the month's partition). */
export const substitutionsOfMonth = (kindergartenId: string, month: Month) =>
  queryAll<SubstitutionItem>({
    partition: monthPartition(kindergartenId, month),
    beginsWith: 'SUB#',
    consistent: true,
  });

/** The ids of a month's substitutions only (the aggregate's check that nothing changed meanwhile). */
export const substitutionIdsOfMonth = async (kindergartenId: string, month: Month) =>
  (
    await queryAll<{ id: string }>({
      partition: monthPartition(kindergartenId, month),
      beginsWith: 'SUB#',
      attributes: ['id'],
      consistent: true,
    })
  ).map((s) => s.id);

export const substitutionNotFound = 'Заместването не е намерено.';

/**
 * Writes a new substitution with its substitute's hours in one transaction; `busy` (nothing written) when
 * any of the hours is booked already or is being booked in the same moment.
 */
export async function createSubstitution(item: SubstitutionItem): Promise<'created' | 'busy'> {
  const hours = hourSlots(item.fromHour, item.toHour);
  const ops: TransactOp[] = [
    {
      put: {
        type: 'TeacherSubstitution',
        ...item,
        ...substitutionKeys.substitution(item.kindergartenId, item.id),
      },
      condition: { absent: true },
    },
    ...item.dates.map(
      (date): TransactOp => ({
        update: substitutionKeys.busy(item.kindergartenId, item.month, item.substituteId, date),
        changes: { set: Object.fromEntries(hours.map((h) => [h, item.id])) },
        condition: { missing: hours },
      }),
    ),
  ];
  return (await tryTransact(ops)).committed ? 'created' : 'busy';
}

/** Deletes a substitution and frees its substitute's hours in one transaction (404 when it is gone). */
export async function removeSubstitution(item: SubstitutionItem) {
  const hours = hourSlots(item.fromHour, item.toHour);
  const ops: TransactOp[] = [
    {
      delete: substitutionKeys.substitution(item.kindergartenId, item.id),
      condition: { exists: true },
    },
    ...item.dates.map(
      (date): TransactOp => ({
        update: substitutionKeys.busy(item.kindergartenId, item.month, item.substituteId, date),
        changes: { remove: hours },
      }),
    ),
  ];
  const outcome = await tryTransact(ops);
  if (!outcome.committed) throw notFound(substitutionNotFound);
}
