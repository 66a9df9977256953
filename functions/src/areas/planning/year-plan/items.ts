import type { PlanState } from '@gradina/shared/education/education';
import type { PlannedTopic } from '@gradina/shared/manifest/routes/planning/year-plan';
import { educationKeys } from '../../../domain/education/keys';
import { getItem, type TransactOp } from '../../../platform/db';
import type { SchoolYearItem } from '../../../platform/frame/shell-reads';

/**
 * A group's year plan of one subject: one item (`KG#<kg>#PLAN#<group>` / `SUBJECT#<subject>`) with the
 * whole year's topics (at most 400, well under the item limit), so loading a plan is one GetItem besides
 * the group. Written whole, conditioned on the version read.
 */
export interface PlanItem {
  groupId: string;
  subjectId: string;
  subjectName: string;
  area: number;
  ageGroup: number;
  publisherId: string | null;
  publisherName: string | null;
  state: PlanState;
  topics: PlannedTopic[];
  version: number;
  modifiedBy: string;
}

export const readPlan = (kindergartenId: string, groupId: string, subjectId: string) =>
  getItem<PlanItem>(educationKeys.plan(kindergartenId, groupId, subjectId), { consistent: true });

export const readSchoolYear = (kindergartenId: string, periodId: string) =>
  getItem<SchoolYearItem>(educationKeys.schoolYear(kindergartenId, periodId));

/** The plan written as a new version of the one read (none read: it must still be absent). */
export const putPlanOp = (kindergartenId: string, plan: PlanItem, previous: number | null): TransactOp => ({
  put: { ...educationKeys.plan(kindergartenId, plan.groupId, plan.subjectId), type: 'YearPlan', ...plan },
  condition: previous === null ? { absent: true } : { equals: { version: previous } },
});
