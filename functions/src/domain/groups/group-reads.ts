import { type GroupAgeKinds, Role } from '@gradina/shared';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * A kindergarten's groups as several areas read them (docs/areas/groups.md): the kindergartens area writes
 * them, communication's dashboard and recipients, days off and the object rules read them. A group's
 * `teacherIds` is the one list of who teaches it (the `group` object rule reads it); its `childrenCount` is
 * kept by whoever moves a child in or out, in the same transaction, with its roster (`groupChildChange`,
 * roster.ts).
 */
export interface GroupItem {
  id: string;
  kindergartenId: string;
  periodId: string;
  name: string;
  ageKind: GroupAgeKinds;
  isForSubstitution: boolean;
  capacity: number;
  teacherIds?: string[];
  /** The group's nurses and assistant teachers (issue #24): a nursery's ratio counts them (domain/occupancy). */
  staffIds?: string[];
  childrenCount?: number;
  neispuoCode?: string | null;
  closedOn?: string | null;
  /** The group of the year before this one was copied from (the copy's idempotency). */
  copiedFromId?: string | null;
  version?: number;
  createdBy?: string;
  modifiedBy?: string;
}

/** The roles whose members may teach a group. */
export const pedagogicalRoles: readonly number[] = [Role.Teacher, Role.ResourceSpecialist, Role.Director];

/** Every group of the kindergarten, all school years (one Query of the groups partition). */
export const groupsOfKindergarten = (kindergartenId: string) =>
  queryAll<GroupItem>({
    partition: keys.group(kindergartenId, '').PK,
    beginsWith: keys.group(kindergartenId, '').SK,
  });

/** The groups of one school year (the same single Query, kept to the year). */
export const groupsOfYear = async (kindergartenId: string, periodId: string) =>
  (await groupsOfKindergarten(kindergartenId)).filter((g) => g.periodId === periodId);

/** A group is open until the day it closed. */
export const isOpen = (g: Pick<GroupItem, 'closedOn'>, today: string) => !g.closedOn || g.closedOn > today;

/** Places used, in whole percent; 0 without places. */
export const capacityUse = (children: number, capacity: number) =>
  capacity > 0 ? Math.round((children * 100) / capacity) : 0;
