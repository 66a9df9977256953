import { batchGet } from '../../platform/db/batch';
import { getItem, getOrNotFound } from '../../platform/db/item';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { type TransactOp, transact } from '../../platform/db/transact';
import { staleWrite, versionedOp } from '../../platform/db/versioned';
import type { SchoolYearItem } from '../../platform/frame/shell-reads';

/** A kindergarten's school years are read by the platform: the shell call lists them too. */
export { type SchoolYearItem, schoolYearsOf } from '../../platform/frame/shell-reads';

/**
 * The kindergartens area's items and every request it makes: kindergarten profiles (`KG#<id>` / PROFILE,
 * on the national directory GSI2), school years (`KG#<id>#PERIODS` / `PERIOD#<id>`), partners
 * (`KG#<id>#PARTNERS`) and the `periodId` of groups. docs/data-model.md lists the access patterns.
 */
export interface KindergartenItem {
  id: string;
  name: string;
  kindergartenType?: number;
  city?: string;
  town?: string;
  adress?: string;
  motherKindergartenId?: string | null;
  automaticExcuseWithMedicalNote?: boolean;
  activePeriodId?: string | null;
  /** Bumped by every change of the kindergarten's school years, so concurrent changes serialise. */
  periodsVersion?: number;
}

/** A school year as stored. */
export const kindergartenProfile = (kindergartenId: string, notFoundMessage: string) =>
  getOrNotFound<KindergartenItem>(keys.kindergarten(kindergartenId), notFoundMessage, { consistent: true });

export const kindergartenProfiles = (ids: readonly string[]) =>
  batchGet<KindergartenItem>(ids.map((id) => keys.kindergarten(id)));

/** Every kindergarten of the country from the directory index (a few thousand small items). */
export const kindergartenDirectory = (attributes?: readonly (keyof KindergartenItem)[]) =>
  queryAll<KindergartenItem>({
    index: 'GSI2',
    partition: keys.kindergartenDirectory().GSI2PK,
    ...(attributes ? { attributes } : {}),
  });

export const isMember = async (userId: string, kindergartenId: string) =>
  Boolean(await getItem(keys.membership(userId, kindergartenId), { attributes: ['PK'] }));

export const schoolYearOf = (kindergartenId: string, periodId: string, notFoundMessage: string) =>
  getOrNotFound<SchoolYearItem>(keys.schoolYear(kindergartenId, periodId), notFoundMessage, {
    consistent: true,
  });

/** The school year of each group of the kindergarten (only that attribute is read). */
export const groupSchoolYears = (kindergartenId: string) =>
  queryAll<{ periodId?: string }>({
    partition: keys.group(kindergartenId, '').PK,
    beginsWith: 'GROUP#',
    attributes: ['periodId'],
  });

/** The write that serialises every change of a kindergarten's school years (and moves "active"). */
const bumpYearsVersion = (kindergartenId: string, kg: KindergartenItem, activePeriodId?: string) =>
  versionedOp(
    keys.kindergarten(kindergartenId),
    { expected: Number(kg.periodsVersion ?? 0), attribute: 'periodsVersion' },
    activePeriodId ? { set: { activePeriodId } } : {},
  );

/**
 * Writes a school year in one transaction with the kindergarten's `periodsVersion` read before the checks,
 * and moves "active" from `previousActive` when `item` becomes active. A concurrent change answers 409.
 */
export async function writeSchoolYear(
  kindergartenId: string,
  kg: KindergartenItem,
  item: SchoolYearItem,
  {
    isNew,
    previousActive,
    staleMessage,
  }: { isNew: boolean; previousActive: string | null; staleMessage: string },
) {
  const moveActive = item.active && previousActive !== item.id;
  const ops: TransactOp[] = [
    {
      put: { ...keys.schoolYear(kindergartenId, item.id), type: 'SchoolYear', ...item },
      condition: isNew ? { absent: true } : { exists: true },
    },
    bumpYearsVersion(kindergartenId, kg, moveActive ? item.id : undefined),
  ];
  if (moveActive && previousActive)
    ops.push({
      update: keys.schoolYear(kindergartenId, previousActive),
      changes: { set: { active: false } },
      condition: { exists: true },
    });
  // Any concurrent change of the years makes this edit stale: the page offers a reload (the version field).
  await transact(ops, () => staleWrite(staleMessage));
}

/** Deletes an inactive school year, serialised with every other change of the kindergarten's years. */
export async function removeSchoolYear(
  kindergartenId: string,
  kg: KindergartenItem,
  periodId: string,
  staleMessage: string,
) {
  await transact(
    [
      {
        delete: keys.schoolYear(kindergartenId, periodId),
        condition: { exists: true, equals: { active: false } },
      },
      bumpYearsVersion(kindergartenId, kg),
    ],
    staleMessage,
  );
}

/** Makes `periodId` the kindergarten's active year (the daily rollover): profile first, then each year. */
export async function activateSchoolYear(
  kindergartenId: string,
  periodId: string,
  years: readonly SchoolYearItem[],
) {
  await transact([
    {
      update: keys.kindergarten(kindergartenId),
      changes: { set: { activePeriodId: periodId } },
      condition: { exists: true },
    },
    ...years.map((p) => ({
      update: keys.schoolYear(kindergartenId, p.id),
      changes: { set: { active: p.id === periodId } },
    })),
  ]);
}
