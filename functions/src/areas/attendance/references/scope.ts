import { Role } from '@gradina/shared';
import type { GroupItem } from '../../../domain/groups/group-reads';
import { forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readGroups, readSchoolYear, type SchoolYearRecord } from './items';

/**
 * Which groups a reference covers: the group asked for, or every group the caller may see. The director
 * (and the administrator) sees every group, a teacher the groups whose `teacherIds` name them: another
 * group asked for by name is refused (403), a group of no kindergarten of the session's is not found (404).
 */
export interface ReferenceScope {
  groupIds: string[];
  /** Every group of the kindergarten by id, for the names in the rows. */
  names: Map<string, string>;
  groups: GroupItem[];
  /** Every group of the kindergarten, all school years (their rosters hold the children's stays). */
  all: GroupItem[];
  /** What the reference covers, in words: the group's name or all groups. */
  label: string;
}

export const groupNotFound = 'Групата не е намерена.';

export async function referenceScope(session: TenantRouteSession, groupId?: string): Promise<ReferenceScope> {
  const all = await readGroups(session.kindergartenId);
  const names = new Map(all.map((g) => [g.id, g.name]));
  const seesAll = isKindergartenManager(session) || session.role !== Role.Teacher;
  const visible = seesAll ? all : all.filter((g) => g.teacherIds?.includes(session.userId));
  if (groupId) {
    const group = all.find((g) => g.id === groupId);
    if (!group) throw notFound(groupNotFound);
    if (!visible.includes(group)) throw forbidden('Групата не е от Вашите групи.');
    return { groupIds: [group.id], names, groups: [group], all, label: `Група „${group.name}“` };
  }
  return {
    groupIds: visible.map((g) => g.id),
    names,
    groups: visible,
    all,
    label: seesAll ? 'Всички групи' : 'Вашите групи',
  };
}

/** The school year a reference names, or the session's (400 naming the field when there is neither). */
export async function schoolYearOf(
  session: TenantRouteSession,
  periodId?: string,
): Promise<SchoolYearRecord> {
  const id = periodId || session.periodId;
  if (!id) throw invalidField('query.periodId', 'Полето "Учебна година" е задължително.');
  const year = await readSchoolYear(session.kindergartenId, id);
  if (!year) throw notFound('Учебната година не е намерена.');
  return year;
}

/** A filter a `table/{kind}` reference needs: 400 naming it when it is missing. */
export function required<T>(value: T | undefined, field: string, title: string): T {
  if (value === undefined || value === null || value === '')
    throw invalidField(`query.${field}`, `Полето "${title}" е задължително за тази справка.`);
  return value;
}
