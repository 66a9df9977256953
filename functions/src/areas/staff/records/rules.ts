import { IdentifierType, Role, WorkingTime } from '@gradina/shared';
import { isValidEgn, isValidLnch, maskEgn } from '@gradina/shared/egn';
import type { Occupation, StaffRecord } from '@gradina/shared/manifest/routes/staff/records';
import { occupations, StaffAccount } from '@gradina/shared/manifest/routes/staff/records';
import type { FieldError } from '@gradina/shared/validation';
import type { StaffItem } from './items';

/**
 * The rules of a staff record as pure functions (unit-tested beside): the defaults of an item identity wrote
 * (a member added from the users screen has a role and a position only), the checks of a save, and the
 * staff-count counters of a month.
 */

const occupationOfRole: Partial<Record<number, number>> = {
  [Role.Director]: 1,
  [Role.Teacher]: 5,
  [Role.ResourceSpecialist]: 7,
  [Role.Manciple]: 16,
  [Role.Administrator]: 18,
};

export const occupationById = (id: number | undefined): Occupation | undefined =>
  occupations.find((o) => o.id === id);

/** The occupation of a record: its own, else the one its role implies (identity's members). */
export const occupationOf = (item: Pick<StaffItem, 'occupationId' | 'role'>): Occupation =>
  occupationById(item.occupationId) ?? occupationById(occupationOfRole[item.role]) ?? occupations[4];

export const isDirectorOf = (item: Pick<StaffItem, 'isDirector' | 'role' | 'occupationId'>) =>
  item.isDirector ?? (item.role === Role.Director || item.occupationId === 1);

export const fullName = (s: { firstName: string; middleName?: string | undefined; lastName: string }) =>
  [s.firstName, s.middleName, s.lastName].filter((p) => p).join(' ');

export const accountOf = (item: Pick<StaffItem, 'account'>) =>
  item.account === 'none'
    ? StaffAccount.None
    : item.account === 'invited'
      ? StaffAccount.Invited
      : StaffAccount.Member;

/** Whether the person still works here on `date` (a leave date is their last day). */
export const activeOn = (item: Pick<StaffItem, 'leftOn' | 'hiredOn'>, date: string) =>
  (!item.leftOn || item.leftOn >= date) && (!item.hiredOn || item.hiredOn <= date);

/** The record as its page shows it; `fullIdentifier` only for those who may edit staff. */
export function staffView(item: StaffItem, groupIds: string[], fullIdentifier: boolean): StaffRecord {
  const occupation = occupationOf(item);
  const identifier = item.identifier ?? '';
  return {
    id: item.userId,
    kindergartenId: item.kindergartenId,
    firstName: item.firstName ?? '',
    middleName: item.middleName ?? '',
    lastName: item.lastName ?? '',
    identifierType: (item.identifierType ?? null) as StaffRecord['identifierType'],
    identifier: fullIdentifier ? identifier : identifier && maskEgn(identifier),
    occupationId: occupation.id,
    position: occupation.name,
    isPedagogical: occupation.pedagogical,
    workingTime: (item.workingTime ?? WorkingTime.FullDay) as StaffRecord['workingTime'],
    groupIds,
    qualification: item.qualification ?? '',
    isDirector: isDirectorOf(item),
    email: item.email ?? '',
    phone: item.phone ?? '',
    account: accountOf(item),
    hiredOn: item.hiredOn ?? null,
    leftOn: item.leftOn ?? null,
    version: Number(item.version ?? 0),
  };
}

export interface StaffInput {
  identifierType?: number | undefined;
  identifier?: string | undefined;
  occupationId: number;
  groupIds: string[];
  isDirector: boolean;
  hiredOn?: string | undefined;
  leftOn?: string | undefined;
}

/** A group the record may name: the kindergarten's, with its closing day if it closed. */
export interface GroupChoice {
  id: string;
  name: string;
  closedOn?: string | null;
}

const groupsField = 'groupIds';

/**
 * The checks of a save (each error names its field): a valid ЕГН or ЛНЧ of the chosen type, groups only of
 * this kindergarten (`groups`: its groups of the school year), still open, taught by pedagogical staff only
 * and not by someone who has left; a leave date not before the hiring date; the director flag only on a
 * pedagogical position.
 */
export function checkStaff(input: StaffInput, groups: readonly GroupChoice[], today: string): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const occupation = occupationById(input.occupationId);
  const identifier = input.identifier?.trim() ?? '';
  if (identifier && input.identifierType === undefined)
    fail('identifierType', 'Полето "Вид идентификатор" е задължително, когато има ЕГН/ЛНЧ.');
  if (input.identifierType === IdentifierType.EGN && !isValidEgn(identifier))
    fail('identifier', 'Полето "ЕГН/ЛНЧ" не е валидно ЕГН.');
  if (input.identifierType === IdentifierType.ForeignerID && !isValidLnch(identifier))
    fail('identifier', 'Полето "ЕГН/ЛНЧ" не е валиден ЛНЧ.');
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const groupId of input.groupIds) {
    const group = byId.get(groupId);
    if (!group) {
      fail(groupsField, 'Полето "Групи": групата не е намерена в тази детска градина.');
      break;
    }
    if (group.closedOn && group.closedOn <= today) {
      fail(groupsField, `Полето "Групи": група „${group.name}“ е закрита.`);
      break;
    }
  }
  if (input.groupIds.length > 0 && occupation && !occupation.pedagogical)
    fail(groupsField, 'Полето "Групи": групи водят само служители на педагогическа длъжност.');
  if (input.groupIds.length > 0 && input.leftOn && input.leftOn < today)
    fail(groupsField, 'Полето "Групи": служител, който е напуснал, не може да води групи.');
  if (input.leftOn && input.hiredOn && input.leftOn < input.hiredOn)
    fail('leftOn', 'Полето "Дата на напускане" не може да е преди "Дата на назначаване".');
  if (input.isDirector && occupation && !occupation.pedagogical)
    fail('isDirector', 'Полето "Директор": директорът заема педагогическа длъжност.');
  return errors;
}

/**
 * The groups' new teacher lists after a save: the record is added to the groups it names and removed from
 * the others of the school year; only the groups whose list changes are returned.
 */
export function teacherChanges<G extends { id: string; teacherIds?: string[] }>(
  staffId: string,
  yearGroups: readonly G[],
  groupIds: readonly string[],
): { group: G; teacherIds: string[] }[] {
  const wanted = new Set(groupIds);
  const changes: { group: G; teacherIds: string[] }[] = [];
  for (const group of yearGroups) {
    const now = group.teacherIds ?? [];
    const has = now.includes(staffId);
    if (wanted.has(group.id) && !has) changes.push({ group, teacherIds: [...now, staffId] });
    if (!wanted.has(group.id) && has) changes.push({ group, teacherIds: now.filter((t) => t !== staffId) });
  }
  return changes;
}

const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The `staff-count` counters of a month (`YYYY-MM`): everyone who worked there at some day of it (hired by
 * its last day, not left before its first), by kind, directors, and per `WorkingTime` (`wt1`…`wt4`).
 */
export function staffCounts(items: readonly StaffItem[], month: string): Record<string, number> {
  const first = `${month}-01`;
  const last = monthEnd(month);
  const counters: Record<string, number> = {
    total: 0,
    pedagogical: 0,
    nonPedagogical: 0,
    directors: 0,
    wt1: 0,
    wt2: 0,
    wt3: 0,
    wt4: 0,
  };
  for (const item of items) {
    if ((item.hiredOn && item.hiredOn > last) || (item.leftOn && item.leftOn < first)) continue;
    counters.total! += 1;
    if (occupationOf(item).pedagogical) counters.pedagogical! += 1;
    else counters.nonPedagogical! += 1;
    if (isDirectorOf(item)) counters.directors! += 1;
    counters[`wt${item.workingTime ?? WorkingTime.FullDay}`]! += 1;
  }
  return counters;
}
