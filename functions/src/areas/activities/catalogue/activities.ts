import { randomUUID } from 'node:crypto';
import type { FieldError, RouteId, RouteOf } from '@gradina/shared';
import type { ActivityItem, ActivityTypeItem, ProviderItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import {
  kindergartenActivityCountChange,
  providerUseChange,
  typeUseChange,
} from '../../../domain/activities/usage';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { now, sofiaToday } from '../../../platform/clock';
import type { TransactOp } from '../../../platform/db';
import {
  byBulgarianName,
  getItem,
  keys,
  pageOf,
  staleWrite,
  transact,
  versionedOp,
} from '../../../platform/db';
import { schoolYearsOf } from '../../../platform/frame/shell-reads';
import type { RouteRequest } from '../../../platform/http/area-handler';
import { createOrEditVersion } from '../../../platform/http/create-or-edit';
import { conflict, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { activitiesOf, readActivity } from './items';
import {
  activityRecordOf,
  activityRowOf,
  checkGroups,
  checkSchedule,
  checkSeason,
  deleteRefusal,
  providerSelectable,
  yearOfDate,
} from './rules';

type Req<Id extends RouteId> = RouteRequest<RouteOf<Id>>;
export type ActivityInput = Req<'activities.saveActivity'>['body'];
type OverviewQuery = Req<'activities.activitiesOverview'>['query'];

export const activityNotFound = 'Дейността не е намерена.';
const collator = new Intl.Collator('bg', { sensitivity: 'base' });

const groupNamesOf = async (kindergartenId: string) =>
  new Map((await groupsOfKindergarten(kindergartenId)).map((g) => [g.id, g.name]));

/** The list: one Query of the activities and one of the groups (their names), filtered and paged here. */
export async function listActivities(session: TenantRouteSession, q: OverviewQuery) {
  const [activities, names] = await Promise.all([
    activitiesOf(session.kindergartenId),
    groupNamesOf(session.kindergartenId),
  ]);
  const text = q.name?.toLocaleLowerCase('bg');
  const rows = activities
    .filter(
      (a) =>
        (!text || a.name.toLocaleLowerCase('bg').includes(text)) &&
        (!q.typeId || a.typeId === q.typeId) &&
        (!q.providerId || a.providerId === q.providerId) &&
        (!q.groupId || a.groupIds.includes(q.groupId)),
    )
    .sort(byBulgarianName)
    .map((a) => activityRowOf(a, names));
  return pageOf(rows, q.PageNumber, q.PageSize);
}

export async function getActivity(session: TenantRouteSession, id: string) {
  const [activity, names] = await Promise.all([
    readActivity(session.kindergartenId, id),
    groupNamesOf(session.kindergartenId),
  ]);
  if (!activity) throw notFound(activityNotFound);
  return activityRecordOf(activity, names);
}

export async function activityOptions(session: TenantRouteSession) {
  const activities = await activitiesOf(session.kindergartenId);
  return activities.map((a) => ({ id: a.id, name: a.name })).sort((a, b) => collator.compare(a.name, b.name));
}

const fail = (errors: FieldError[]) => {
  refuseInvalid(errors);
};

/** The teacher: a staff member of the kindergarten who has not left (one GetItem). */
async function teacherOf(kindergartenId: string, teacherId: string | null) {
  if (!teacherId) return null;
  const staff = await getItem<{ firstName: string; lastName: string; leftOn?: string | null }>(
    keys.staffMember(kindergartenId, teacherId),
  );
  if (!staff || (staff.leftOn && staff.leftOn <= sofiaToday()))
    fail([{ field: 'teacherId', message: 'Полето "Преподавател": служителят не е от тази детска градина.' }]);
  return `${staff!.firstName} ${staff!.lastName}`;
}

/**
 * Creates (no id) or edits an activity. The reads run at once: school years, groups, teacher, type and
 * provider; the write is one transaction with the catalogue's counters (`usage.ts`): a create moves the
 * type's and provider's `usedBy` and the kindergarten's marker, an edit moves them only for a changed type
 * or provider. An edit SETs the fields the form owns, so the counters others move by ADD (`enrolledCount`,
 * `feesCount`) are never overwritten.
 */
export async function saveActivity(
  session: TenantRouteSession,
  body: ActivityInput,
  existing: ActivityItem | undefined,
) {
  const expected = createOrEditVersion(session, body, 'Activities', 'Нямате права да добавяте дейности.');
  const kg = session.kindergartenId;
  const [years, groups, type, provider] = await Promise.all([
    schoolYearsOf(kg),
    groupsOfKindergarten(kg),
    getItem<ActivityTypeItem>(activityKeys.activityType(body.typeId)),
    getItem<ProviderItem>(activityKeys.provider(body.providerId)),
  ]);
  const year = yearOfDate(years, body.fromDate);
  fail(checkSeason(body.fromDate, body.toDate, year));
  fail(checkGroups(body.groupIds, groups, year!));
  fail(checkSchedule(body.schedule));
  if (!type) fail([{ field: 'typeId', message: 'Полето "Вид дейност": видът не е намерен.' }]);
  if (!provider) fail([{ field: 'providerId', message: 'Полето "Доставчик": доставчикът не е намерен.' }]);
  const providerChanged = existing?.providerId !== body.providerId;
  if (providerChanged && !providerSelectable(provider!.configuration))
    fail([
      {
        field: 'providerId',
        message: 'Полето "Доставчик": онлайн плащанията на доставчика още не са настроени и проверени.',
      },
    ]);
  const teacherName = await teacherOf(kg, body.teacherId ?? null);
  const fields = {
    name: body.name,
    typeId: body.typeId,
    typeName: type!.name,
    providerId: body.providerId,
    providerName: provider!.name,
    teacherId: body.teacherId ?? null,
    teacherName,
    groupIds: [...new Set(body.groupIds)],
    schedule: [...body.schedule].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from)),
    pricing: body.pricing,
    priceCents: body.priceCents,
    variableCents: body.pricing === 'mixed' ? body.variableCents : 0,
    siblingSecondPercent: body.siblingSecondPercent,
    siblingThirdFree: body.siblingThirdFree,
    kindergartenSharePercent: body.kindergartenSharePercent,
    shareBasis: body.shareBasis,
    delistmentEnabled: body.delistmentEnabled,
    delistmentNoticeDays: body.delistmentEnabled ? body.delistmentNoticeDays : 0,
    enrollmentOpen: body.enrollmentOpen,
    fromDate: body.fromDate,
    toDate: body.toDate,
  } satisfies Partial<ActivityItem>;

  if (existing) {
    const ops: TransactOp[] = [
      versionedOp(activityKeys.activity(kg, existing.id), { expected }, { set: fields }),
      ...(existing.typeId !== body.typeId
        ? [typeUseChange(existing.typeId, -1), typeUseChange(body.typeId, 1)]
        : []),
      ...(providerChanged
        ? [providerUseChange(existing.providerId, -1), providerUseChange(body.providerId, 1)]
        : []),
    ];
    await transact(ops, (failed) =>
      failed.includes(0) ? staleWrite() : conflict('Видът или доставчикът междувременно е изтрит.'),
    );
    return saved(existing.id);
  }
  const item: ActivityItem = {
    id: randomUUID(),
    kindergartenId: kg,
    ...fields,
    enrolledCount: 0,
    version: 1,
    createdAt: now().toISOString(),
  };
  await transact(newActivityOps(item), 'Видът или доставчикът междувременно е изтрит.');
  return saved(item.id);
}

/** A new activity's writes: the item once, and the catalogue's counters (the demo seeds through it too). */
export const newActivityOps = (item: ActivityItem): TransactOp[] => [
  {
    put: { ...activityKeys.activity(item.kindergartenId, item.id), type: 'Activity', ...item },
    condition: { absent: true },
  },
  typeUseChange(item.typeId, 1),
  providerUseChange(item.providerId, 1),
  kindergartenActivityCountChange(item.kindergartenId, 1),
];

/**
 * Deletes an activity with no child enrolled and no fee (409 otherwise, checked again in the transaction
 * against concurrent enrolments and fee generation). The closed enrolments and the attendance stay as the
 * children's history: they carry the activity's name.
 */
export async function deleteActivity(session: TenantRouteSession, activity: ActivityItem) {
  const refusal = deleteRefusal(activity);
  if (refusal) throw conflict(refusal);
  const kg = session.kindergartenId;
  await transact(
    [
      {
        delete: activityKeys.activity(kg, activity.id),
        condition: {
          exists: true,
          expression: '(attribute_not_exists(#e) OR #e = :zero) AND (attribute_not_exists(#f) OR #f = :zero)',
          names: { '#e': 'enrolledCount', '#f': 'feesCount' },
          values: { ':zero': 0 },
        },
      },
      typeUseChange(activity.typeId, -1),
      providerUseChange(activity.providerId, -1),
      kindergartenActivityCountChange(kg, -1),
    ],
    'Дейността не може да бъде изтрита: междувременно в нея са записани деца или са начислени такси.',
  );
  return saved(activity.id);
}
