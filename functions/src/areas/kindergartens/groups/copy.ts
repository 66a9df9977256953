import { createHash } from 'node:crypto';
import { careStaffOccupationIds } from '@gradina/shared/manifest/routes/kindergartens/groups';
import { pedagogicalRoles } from '../../../domain/groups/group-reads';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import { invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { createCopiedGroup, type GroupItem, groupsOfKindergarten, staffOfKindergarten } from './items';
import { nextAgeKind, normalName } from './rules';

/**
 * The id of a group's copy into a year: the same source and year give the same id, so a second copy finds
 * its groups there already and writes nothing (the put is conditional on the id being free).
 */
export function copiedGroupId(sourceGroupId: string, periodId: string): string {
  const h = createHash('sha256').update(`${sourceGroupId}#${periodId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The copies of last year's open groups for `periodId`: the same name, capacity, teachers (those still
 * pedagogical staff here) and care staff (nurses and assistant teachers still here), the age kind one up; no children (they move with the children area's moves), no
 * НЕИСПУО code (НЕИСПУО gives each year's groups their own).
 */
export function copiesOf(
  source: readonly GroupItem[],
  periodId: string,
  teachers: ReadonlySet<string>,
  userId: string,
  careStaff: ReadonlySet<string> = new Set(),
): GroupItem[] {
  return source.map((g) => ({
    id: copiedGroupId(g.id, periodId),
    kindergartenId: g.kindergartenId,
    periodId,
    name: g.name,
    ageKind: nextAgeKind(g.ageKind),
    isForSubstitution: g.isForSubstitution === true,
    capacity: g.capacity,
    teacherIds: (g.teacherIds ?? []).filter((t) => teachers.has(t)),
    staffIds: (g.staffIds ?? []).filter((t) => careStaff.has(t)),
    neispuoCode: null,
    closedOn: null,
    childrenCount: 0,
    copiedFromId: g.id,
    version: 1,
    createdBy: userId,
    modifiedBy: userId,
  }));
}

const periodMessage = (text: string) => invalidField('periodId', text);

/**
 * `POST /api/Classes/copy-from-previous-year`: copies the open groups of the school year before `periodId`
 * (the year whose first year is one less) into it. Groups copied before are skipped, so a second copy adds
 * nothing. Reads: the years, the groups and the staff (three Queries side by side), then one put per group.
 */
export async function copyGroups(session: TenantRouteSession, body: { periodId: string }) {
  const kindergartenId = session.kindergartenId;
  const [years, groups, staff] = await Promise.all([
    schoolYearsOf(kindergartenId),
    groupsOfKindergarten(kindergartenId),
    staffOfKindergarten(kindergartenId),
  ]);
  const target = years.find((y) => y.id === body.periodId);
  if (!target) throw periodMessage('Полето "Учебна година": учебната година не е намерена.');
  const previous = years.find((y) => y.yearFrom === target.yearFrom - 1);
  if (!previous)
    throw periodMessage(
      `Полето "Учебна година": няма учебна година ${target.yearFrom - 1}/${target.yearFrom}, от която да се копира.`,
    );
  const source = groups.filter((g) => g.periodId === previous.id && !g.closedOn);
  const teachers = new Set(staff.filter((s) => pedagogicalRoles.includes(s.role)).map((s) => s.userId));
  const careStaff = new Set(
    staff
      .filter((s) => careStaffOccupationIds.includes(s.occupationId ?? 0) && !s.leftOn)
      .map((s) => s.userId),
  );
  // A name the new year has already (a group made by hand, or copied before) is not copied again.
  const taken = new Set(groups.filter((g) => g.periodId === target.id).map((g) => normalName(g.name)));
  const copies = copiesOf(source, target.id, teachers, session.userId, careStaff).filter(
    (c) => !taken.has(normalName(c.name)),
  );
  const written = await Promise.all(copies.map((c) => createCopiedGroup(c)));
  const copiedCount = written.filter(Boolean).length;
  return {
    isSuccessful: true,
    entityId: target.id,
    errorMessage: null,
    copiedCount,
    skippedCount: source.length - copiedCount,
  };
}
