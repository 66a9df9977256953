import { keys, queryAll, tenantPrefix } from '../../../platform/db';

/**
 * The reads and writes of children records. The child item is `keys.child` (other areas read it: id, names,
 * identifier, birthDate, gender, groupId, periodId); GSI1 `keys.childrenOfGroup` lists the children currently
 * in a group, GSI2 below every child of the kindergarten (the overview and its export).
 */

export interface ChildItem {
  id: string;
  kindergartenId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  identifierType: number;
  identifier: string;
  birthDate: string;
  gender: number;
  groupId: string;
  periodId: string;
  [field: string]: unknown;
}

export interface GroupItem {
  id: string;
  name: string;
  periodId: string;
  ageKind?: number;
  teacherIds?: string[];
}

export const childRecordKeys = {
  /** GSI2 on a child: every child of the kindergarten, by name. */
  childrenOfKindergarten: (kindergartenId: string, sortName?: string, childId?: string) => ({
    GSI2PK: `${tenantPrefix(kindergartenId)}#CHILDREN`,
    GSI2SK: sortName !== undefined ? `${sortName}#${childId}` : '',
  }),
};

/** The name children are sorted by (lower-case, Bulgarian), the sort key of both indexes. */
export const sortNameOf = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.toLocaleLowerCase('bg');

/** The children currently in a group: one Query of GSI1. */
export const childrenInGroup = (kindergartenId: string, groupId: string) =>
  queryAll<ChildItem>({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });

/** Every child of the kindergarten, by name: one Query of GSI2 (a page holds ~1 MB, some 700 children). */
export const childrenOfKindergarten = (kindergartenId: string) =>
  queryAll<ChildItem>({
    index: 'GSI2',
    partition: childRecordKeys.childrenOfKindergarten(kindergartenId).GSI2PK,
  });

/** Every group of the kindergarten (all school years): one Query. */
export const groupsOf = (kindergartenId: string) =>
  queryAll<GroupItem>({ partition: keys.group(kindergartenId, '').PK, beginsWith: 'GROUP#' });

/** The children a parent is linked to in a kindergarten (guardian links on GSI1): one Query. */
export async function childIdsOfParent(parentUserId: string, kindergartenId: string): Promise<string[]> {
  const index = keys.childrenOfParent(parentUserId, kindergartenId, '');
  const items = await queryAll<{ childId: string }>({
    index: 'GSI1',
    partition: index.GSI1PK,
    beginsWith: index.GSI1SK,
    attributes: ['childId'],
  });
  return items.map((i) => String(i.childId));
}
