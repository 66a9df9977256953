import { type FieldError, GroupAgeKinds } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import {
  careStaffOccupationIds,
  groupAgeKindOrder,
} from '@gradina/shared/manifest/routes/kindergartens/groups';
import { type GroupItem, pedagogicalRoles } from '../../../domain/groups/group-reads';
import type { StaffRow } from './items';

/** The rules of a group, as pure functions: field errors in Bulgarian, each naming its field. */

export interface GroupInput {
  id?: string;
  periodId: string;
  name: string;
  ageKind: GroupAgeKinds;
  teacherIds: string[];
  /** Nurses and assistant teachers (careStaffOccupationIds). */
  staffIds?: string[];
  capacity: number;
  neispuoCode?: string;
  isForSubstitution: boolean;
  closedOn?: string | null;
  version?: number;
}

interface Year {
  id: string;
  name: string;
  fromDate: string;
  toDate: string;
}

export const normalName = (name: string) => name.trim().toLocaleLowerCase('bg').replace(/\s+/g, ' ');

/**
 * A group is valid when its school year exists (an edit keeps its year: a group's children and days off are
 * filed under it), its name is unique among that year's groups, every teacher is a pedagogical staff member
 * of this kindergarten (`staff`: the staff items found under the session's kindergarten), it closes inside
 * its year, and it has no more children than places.
 */
export function checkGroup(
  input: GroupInput,
  {
    year,
    existing,
    yearGroups,
    staff,
  }: {
    year: Year | undefined;
    existing: GroupItem | undefined;
    yearGroups: readonly Pick<GroupItem, 'id' | 'name'>[];
    staff: readonly StaffRow[];
  },
): FieldError[] {
  if (!year)
    return [{ field: 'periodId', message: 'Полето "Учебна година": учебната година не е намерена.' }];
  const errors: FieldError[] = [];
  if (existing && existing.periodId !== input.periodId)
    errors.push({
      field: 'periodId',
      message: 'Полето "Учебна година": групата остава в учебната година, в която е създадена.',
    });
  const sameName = yearGroups.find((g) => g.id !== input.id && normalName(g.name) === normalName(input.name));
  if (sameName)
    errors.push({
      field: 'name',
      message: `Полето "Име": в учебната година ${year.name} вече има група „${sameName.name}“.`,
    });
  const byId = new Map(staff.map((s) => [s.userId, s]));
  const outsider = input.teacherIds.find((t) => !byId.has(t));
  const notPedagogical = input.teacherIds.find(
    (t) => byId.has(t) && !pedagogicalRoles.includes(byId.get(t)!.role),
  );
  if (new Set(input.teacherIds).size !== input.teacherIds.length)
    errors.push({ field: 'teacherIds', message: 'Полето "Учители": учител е избран два пъти.' });
  else if (outsider)
    errors.push({
      field: 'teacherIds',
      message: 'Полето "Учители": учителят не е служител на тази детска градина.',
    });
  else if (notPedagogical)
    errors.push({
      field: 'teacherIds',
      message: 'Полето "Учители": служителят не е педагогически специалист.',
    });
  errors.push(...checkCareStaff(input.staffIds ?? [], byId));
  if (input.closedOn && (input.closedOn < year.fromDate || input.closedOn > year.toDate))
    errors.push({
      field: 'closedOn',
      message: `Полето "Закрита от" трябва да е в учебната година ${year.name} (${formatDateDigits(year.fromDate)} – ${formatDateDigits(year.toDate)}).`,
    });
  const children = existing?.childrenCount ?? 0;
  if (input.capacity < children)
    errors.push({
      field: 'capacity',
      message: `Полето "Капацитет": в групата има ${children} деца, капацитетът не може да е по-малък.`,
    });
  return errors;
}

/**
 * A group's care staff: each a staff member of this kindergarten (the request kit already answered 400 for
 * an unknown id) holding a nurse's or an assistant teacher's position, not gone, and named once.
 */
export function checkCareStaff(
  staffIds: readonly string[],
  byId: ReadonlyMap<string, StaffRow>,
): FieldError[] {
  const field = 'staffIds';
  const title = 'Полето "Помощник-възпитатели и медицински сестри"';
  if (new Set(staffIds).size !== staffIds.length)
    return [{ field, message: `${title}: служител е избран два пъти.` }];
  for (const id of staffIds) {
    const s = byId.get(id);
    if (!s) return [{ field, message: `${title}: служителят не е служител на тази детска градина.` }];
    if (!careStaffOccupationIds.includes(s.occupationId ?? 0))
      return [{ field, message: `${title}: служителят не е помощник-възпитател или медицинска сестра.` }];
    if (s.leftOn) return [{ field, message: `${title}: служителят е напуснал детската градина.` }];
  }
  return [];
}

/** The age kind a group of last year moves up to: nursery → first → second → preparatory, which stays. */
export function nextAgeKind(kind: GroupAgeKinds): GroupAgeKinds {
  const i = groupAgeKindOrder.indexOf(kind);
  return i < 0 ? kind : (groupAgeKindOrder[Math.min(i + 1, groupAgeKindOrder.length - 1)] ?? kind);
}

/** The meal-calculation type of an age kind: 1 nursery (children under 3), 2 kindergarten (3 to 7). */
export const mealTypeOf = (kind: GroupAgeKinds) => (kind === GroupAgeKinds.Nursery ? 1 : 2);
export const mealTypeNames: Record<number, string> = { 1: 'Ясла', 2: 'Детска градина' };

/** The spec's order of groups: regular before substitution groups, then by name (Bulgarian collation). */
const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
export const bySpecOrder = <T extends { isForSubstitution: boolean; name: string }>(a: T, b: T) =>
  Number(a.isForSubstitution) - Number(b.isForSubstitution) || collator.compare(a.name, b.name);
