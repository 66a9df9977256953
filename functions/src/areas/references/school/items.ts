import {
  defaultResultLevels,
  educationalAreaNames,
  educationalAreas,
} from '@gradina/shared/education/education';
import type { ResultsTemplate } from '@gradina/shared/manifest/routes/planning/educational-results';
import { readMonthScopes } from '../../../domain/aggregates';
import { medicalNotesOfSchoolYear } from '../../../domain/attendance/medical-notes';
import { educationKeys } from '../../../domain/education/keys';
import { groupsOfYear } from '../../../domain/groups/group-reads';
import { rosterOf } from '../../../domain/groups/roster';
import { staffRosterKey, staffRosterOf } from '../../../domain/staff-roster/roster';
import { batchGet, getItem, queryAll } from '../../../platform/db';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';

/**
 * What the kindergarten's references read (docs/data-model.md, "The kindergarten's references"), every
 * item written by its own area and only read here, through the keys and readers of `domain/`: the school
 * years (1 Query), the year's groups with their rosters (1 Query), the attendance aggregates' group scopes
 * (1 Query per month), the medical notices (1 Query), the staff's names (1 GetItem), the results of each group (1 Query per group), the
 * support records (1 Query) and the results template (1 BatchGet).
 */

export const yearsOf = (kindergartenId: string) => schoolYearsOf(kindergartenId);

export interface RosterChild {
  id: string;
  name: string;
  groupId: string;
  groupName: string;
}

/** The school year's groups (one, when `groupId` names it) by name, and their children. */
export async function groupsWithChildren(kindergartenId: string, periodId: string, groupId?: string) {
  const collator = new Intl.Collator('bg');
  const groups = (await groupsOfYear(kindergartenId, periodId))
    .filter((g) => !groupId || g.id === groupId)
    .sort((a, b) => collator.compare(a.name, b.name));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    teacherIds: g.teacherIds ?? [],
    children: rosterOf(g as unknown as Record<string, unknown>)
      .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`, groupId: g.id, groupName: g.name }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  }));
}

/** The staff's names by user id, from the kindergarten's staff roster: one GetItem. */
export async function staffNamesOf(kindergartenId: string): Promise<Map<string, string>> {
  const roster = staffRosterOf(await getItem<Record<string, unknown>>(staffRosterKey(kindergartenId)));
  return new Map(roster.map((s) => [s.userId, `${s.firstName} ${s.lastName}`]));
}

/** Each month's group scopes of the attendance aggregate: one Query per month. */
export const attendanceMonths = (kindergartenId: string, months: readonly string[]) =>
  Promise.all(
    months.map(async (month) => ({
      month,
      scopes: await readMonthScopes('attendance', kindergartenId, month),
    })),
  );

export const medicalNotes = medicalNotesOfSchoolYear;

export interface StoredResult {
  childId: string;
  start?: Record<string, number>;
  end?: Record<string, number>;
  startNote?: string;
  endNote?: string;
}

/** The groups' results records: one Query per group. */
export const resultsOfGroups = async (kindergartenId: string, groupIds: readonly string[]) =>
  (
    await Promise.all(
      groupIds.map((g) =>
        queryAll<StoredResult>({
          partition: educationKeys.result(kindergartenId, g, '').PK,
          attributes: ['childId', 'start', 'end', 'startNote', 'endNote'],
        }),
      ),
    )
  ).flat();

export interface StoredSupport {
  childId: string;
  isSop: boolean;
  support: string;
}

/** The kindergarten's support records (one Query: one item per child with any). */
export const supportsOf = (kindergartenId: string) =>
  queryAll<StoredSupport>({
    partition: educationKeys.support(kindergartenId, '').PK,
    attributes: ['childId', 'isSop', 'support'],
  });

type Template = Pick<ResultsTemplate, 'areas' | 'levels'>;

/** The template the kindergarten assesses by: its own adaptation, else the Master's, else the default. */
export async function resultsTemplate(kindergartenId: string): Promise<Template> {
  const items = await batchGet<Template & { PK: string }>([
    educationKeys.kindergartenTemplate(kindergartenId),
    educationKeys.masterTemplate(),
  ]);
  const own = items.find((i) => i.PK !== educationKeys.masterTemplate().PK);
  const master = items.find((i) => i.PK === educationKeys.masterTemplate().PK);
  const chosen = own ?? master;
  return chosen
    ? { areas: chosen.areas, levels: [...chosen.levels].sort((a, b) => a.level - b.level) }
    : {
        areas: educationalAreas.map((area) => ({ area, name: educationalAreaNames[area] })),
        levels: [...defaultResultLevels],
      };
}
