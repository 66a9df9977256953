import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gradina/shared';
import { Role } from '@gradina/shared';
import { schoolYearDates, schoolYearStartOf } from '@gradina/shared/attendance-rules';
import type {
  CreateKindergartenBody,
  KindergartenData,
  KindergartenState,
  UpdateKindergartenBody,
} from '@gradina/shared/manifest/routes/kindergartens/administration';
import { moduleSettingsOf, rebuildKindergartenSessions } from '../../../platform/auth/effective-rights';
import { userPartition } from '../../../platform/auth/session-context';
import { now, sofiaToday } from '../../../platform/clock';
import { forbidden, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { SessionContext } from '../../../platform/http/session';
import { kindergartenProfiles, type SchoolYearItem } from '../items';
import {
  createKindergartenRecord,
  groupCounts,
  type KindergartenRecord,
  readKindergarten,
  type Settlement,
  schoolYearName,
  settlementOf,
  updateKindergartenRecord,
} from './items';

/**
 * The Master's kindergartens (issue #32; docs/areas/kindergartens.md): a kindergarten's data, read and
 * edited by the Master for any kindergarten and by its own director or administrator; an empty kindergarten
 * opened with its first school year; a user's derived profile data (the grants of their open sessions)
 * recomputed after a repair.
 */

/** The Master works on any kindergarten; everyone else only on the one their session is in. */
export function assertMayManage(session: SessionContext, kindergartenId: string) {
  if (session.role !== Role.Master && session.kindergartenId !== kindergartenId)
    throw forbidden('Можете да променяте само детската градина, в която работите.');
}

/** Being set up until the active school year has a group; pure. */
export function stateOf(
  groups: readonly { periodId?: string }[],
  activePeriodId: string | null | undefined,
): KindergartenState {
  return groups.some((g) => !activePeriodId || g.periodId === activePeriodId) ? 'active' : 'setup';
}

/** The settlement named by the body, or the field errors that say why it is not one (pure). */
export function checkPlace(
  body: Pick<CreateKindergartenBody, 'motherKindergartenId'>,
  id: string | null,
  settlement: Settlement | undefined,
  mother: KindergartenRecord | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  if (!settlement)
    errors.push({
      field: 'townEkatte',
      message: 'Полето "Населено място": няма такова населено място в избраната община.',
    });
  if (body.motherKindergartenId) {
    if (body.motherKindergartenId === id)
      errors.push({
        field: 'motherKindergartenId',
        message: 'Полето "Детска градина майка": градината не може да е филиал на себе си.',
      });
    else if (!mother)
      errors.push({
        field: 'motherKindergartenId',
        message: 'Полето "Детска градина майка": няма такава детска градина.',
      });
    else if (mother.motherKindergartenId)
      errors.push({
        field: 'motherKindergartenId',
        message: 'Полето "Детска градина майка": избраната градина сама е филиал; изберете нейната майка.',
      });
  }
  return errors;
}

/**
 * What the register says of a kindergarten (its name, kind, mother and НЕИСПУО code) is the Master's to change:
 * the fields a director's edit changes of it (pure).
 */
export function registerChanges(stored: KindergartenRecord, body: UpdateKindergartenBody): FieldError[] {
  const register: [keyof UpdateKindergartenBody, unknown, unknown][] = [
    ['name', stored.name, body.name],
    ['kindergartenType', Number(stored.kindergartenType ?? 2), body.kindergartenType],
    ['motherKindergartenId', stored.motherKindergartenId ?? null, body.motherKindergartenId],
    ['institutionCode', stored.institutionCode ?? null, body.institutionCode],
  ];
  return register
    .filter(([, was, now]) => was !== now)
    .map(([field]) => ({
      field,
      message: 'Наименованието, видът, майката и кодът по НЕИСПУО се променят от главния администратор.',
    }));
}

/** The profile's fields a create or an edit writes, with the settlement's names from ЕКАТТЕ. */
async function placedFields(body: CreateKindergartenBody, id: string | null) {
  const [settlement, mother] = await Promise.all([
    settlementOf(body.regionCode, body.municipalityCode, body.townEkatte),
    body.motherKindergartenId
      ? kindergartenProfiles([body.motherKindergartenId]).then((r) => r[0] as KindergartenRecord | undefined)
      : undefined,
  ]);
  const errors = checkPlace(body, id, settlement, mother);
  refuseInvalid(errors);
  // checkPlace refused a missing settlement above.
  const place = settlement as Settlement;
  return {
    name: body.name,
    kindergartenType: body.kindergartenType,
    motherKindergartenId: body.motherKindergartenId,
    regionCode: place.regionId,
    municipalityCode: place.areaId,
    townEkatte: place.id,
    city: place.name,
    town: `${place.kind} ${place.name}`.trim(),
    municipalityName: place.areaName,
    regionName: place.regionName,
    adress: body.adress,
    eik: body.eik,
    institutionCode: body.institutionCode,
    phone: body.phone,
    email: body.email,
  };
}

export function dataOf(
  k: KindergartenRecord,
  mother: string | null,
  state: KindergartenState,
  modules: { locked: readonly string[]; switchedOff: readonly string[] },
  schoolYear: string | null,
): KindergartenData {
  return {
    id: k.id,
    name: k.name,
    kindergartenType: Number(k.kindergartenType ?? 2),
    motherKindergartenId: k.motherKindergartenId ?? null,
    motherKindergartenName: mother,
    regionCode: k.regionCode ?? null,
    municipalityCode: k.municipalityCode ?? null,
    townEkatte: k.townEkatte ?? null,
    town: k.town ?? k.city ?? '',
    municipalityName: k.municipalityName ?? '',
    regionName: k.regionName ?? '',
    adress: k.adress ?? '',
    eik: k.eik ?? null,
    institutionCode: k.institutionCode ?? null,
    phone: k.phone ?? null,
    email: k.email ?? null,
    automaticExcuseWithMedicalNote: k.automaticExcuseWithMedicalNote === true,
    openingTime: k.openingTime ?? null,
    closingTime: k.closingTime ?? null,
    state,
    schoolYear,
    lockedModules: [...modules.locked],
    kindergartenFees: !modules.switchedOff.includes('Fees'),
    createdAt: k.createdAt ?? null,
    version: Number(k.version ?? 0),
  };
}

/** `GET administration/kindergarten/kindergarten-data/`: the profile, its groups and modules, its mother's and school year's names (5 reads). */
export async function kindergartenData(session: SessionContext, kindergartenId: string) {
  assertMayManage(session, kindergartenId);
  const [k, groups, modules] = await Promise.all([
    readKindergarten(kindergartenId),
    groupCounts(kindergartenId),
    moduleSettingsOf(kindergartenId),
  ]);
  const [mother, year] = await Promise.all([
    k.motherKindergartenId ? kindergartenProfiles([k.motherKindergartenId]).then((r) => r[0]) : undefined,
    schoolYearName(kindergartenId, k.activePeriodId),
  ]);
  return dataOf(k, mother?.name ?? null, stateOf(groups, k.activePeriodId), modules, year);
}

/** `POST administration/kindergarten/update`: the data with the version read; the indexes follow the name and place. */
export async function updateKindergarten(session: SessionContext, body: UpdateKindergartenBody) {
  assertMayManage(session, body.kindergartenId);
  if (session.role !== Role.Master)
    refuseInvalid(registerChanges(await readKindergarten(body.kindergartenId), body));
  const fields = await placedFields(body, body.kindergartenId);
  await updateKindergartenRecord(
    body.kindergartenId,
    {
      ...fields,
      automaticExcuseWithMedicalNote: body.automaticExcuseWithMedicalNote,
      openingTime: body.openingTime,
      closingTime: body.closingTime,
    },
    body.version,
  );
  return saved(body.kindergartenId);
}

/** The school year a kindergarten opened today starts in (15.09 to 14.09, active at once). */
export function firstSchoolYear(kindergartenId: string, today: string): SchoolYearItem {
  const yearFrom = schoolYearStartOf(today);
  const { from, to } = schoolYearDates(yearFrom);
  return {
    id: randomUUID(),
    kindergartenId,
    name: `${yearFrom}/${yearFrom + 1}`,
    yearFrom,
    yearTo: yearFrom + 1,
    fromDate: from,
    toDate: to,
    active: true,
    version: 1,
  };
}

/** `POST administration/Kindergarten/create-empty-kindergarten`: the profile and the current school year. */
export async function createEmptyKindergarten(body: CreateKindergartenBody) {
  const id = randomUUID();
  const fields = await placedFields(body, id);
  const year = firstSchoolYear(id, sofiaToday());
  await createKindergartenRecord(
    {
      id,
      ...fields,
      automaticExcuseWithMedicalNote: false,
      openingTime: null,
      closingTime: null,
      activePeriodId: year.id,
      createdAt: now().toISOString(),
      version: 1,
    },
    year,
  );
  return saved(id);
}

/**
 * `POST administration/CacheManagement/user-profile-data-cache/invalidate/{id}`. The server caches nothing of
 * a profile but the grants each open session carries (computed from the role and the user groups at sign-in
 * and on every change of a group); after a repair made outside those paths, they are computed again in every
 * kindergarten the user is a member of. The web reads the profile anew on its next page.
 */
export async function invalidateProfileCache(userId: string) {
  const record = await userPartition(userId);
  if (!record) throw notFound('Потребителят не е намерен.');
  let refreshed = 0;
  for (const m of record.memberships)
    refreshed += await rebuildKindergartenSessions(m.kindergartenId, [userId]);
  return {
    ...saved(userId),
    sessionsRefreshed: refreshed,
    message:
      refreshed > 0
        ? `Правата в ${refreshed} отворени сесии са изчислени отново.`
        : 'Потребителят няма отворени сесии: профилът му ще се прочете наново при следващия вход.',
  };
}
