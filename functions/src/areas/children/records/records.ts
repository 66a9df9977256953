import { randomUUID } from 'node:crypto';
import { Role, type RouteId, type RouteOf } from '@gradina/shared';
import { type ChildPage, ChildStatus } from '@gradina/shared/manifest/routes/children/records';
import { isOpen } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { requireVersion, versionOf } from '../../../platform/db';
import type { RouteRequest } from '../../../platform/http/area-handler';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type CapacityGroup, checkCapacity } from './capacity';
import { leave, move, type Stay } from './history';
import { checkIdentity } from './identity';
import type { ChildItem, OverCapacity } from './items';
import {
  childPartition,
  createChild,
  deleteChild as deleteChildItems,
  readGroup,
  replaceChild,
} from './items';
import { childLeft, moveChild as moveChildItems } from './placement-items';

type Body<Id extends RouteId> = RouteRequest<RouteOf<Id>>['body'];
type SaveBody = Body<'children.saveChild'>;

export const childNotFound = () => notFound('Детето не е намерено.');
const groupNotFound = { field: 'groupId', message: 'Полето "Група": няма такава група в детската градина.' };

const refuse = (errors: { field: string; message: string }[]) => badRequest(errors[0]!.message, errors);

/** The child's partition, or 404: the pipeline checked it is of the session's kindergarten by its key. */
async function partitionOf(session: TenantRouteSession, id: string) {
  const p = await childPartition(session.kindergartenId, id);
  if (!p.child) throw childNotFound();
  return { ...p, child: p.child };
}

const guardianSks = (others: string[]) => others.filter((s) => s.startsWith('GUARDIAN#'));

/**
 * GET /api/Students/{id}: the record and its stays from one Query; a teacher also reads the child's group
 * (is it theirs?), a parent finds their own guardian link in the same partition.
 */
export async function getChild(session: TenantRouteSession, id: string): Promise<ChildPage> {
  const { child, stays, others } = await partitionOf(session, id);
  if (session.role === Role.Parent && !others.includes(`GUARDIAN#${session.userId}`)) throw childNotFound();
  if (session.role === Role.Teacher) {
    const group = await readGroup(session.kindergartenId, child.groupId);
    if (!group?.teacherIds?.includes(session.userId))
      throw forbidden('Само учител на групата на детето може да вижда записа му.');
  }
  const ordered = [...stays].sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  const last = ordered.at(-1);
  return {
    record: {
      id: child.id,
      kindergartenId: child.kindergartenId,
      firstName: child.firstName,
      middleName: child.middleName ?? '',
      lastName: child.lastName,
      identifierType: child.identifierType as 0 | 1 | 2,
      identifier: child.identifier,
      birthDate: child.birthDate,
      gender: child.gender,
      birthPlace: child.birthPlace ?? '',
      address: {
        cityId: child.address?.cityId ?? '',
        cityName: child.address?.cityName ?? '',
        street: child.address?.street ?? '',
      },
      healthNotes: child.healthNotes ?? '',
      allergies: (child.allergies ?? []).map((a) => ({ allergen: a.allergen as 1, note: a.note ?? '' })),
      diet: (child.diet ?? 1) as 1,
      dietNotes: child.dietNotes ?? '',
      status: (child.status ?? ChildStatus.Enrolled) as 1,
      groupId: child.groupId,
      groupName: last?.groupName ?? '',
      periodId: child.periodId,
      enrolledOn: child.enrolledOn ?? ordered[0]?.fromDate ?? '',
      leftOn: child.leftOn ?? null,
      leaveNote: child.leaveNote ?? '',
      leaveStatus: (child.leaveStatus ?? null) as 2 | null,
      version: versionOf(child),
    },
    placements: ordered.map((s) => ({
      kind: s.kind,
      groupId: s.groupId,
      groupName: s.groupName,
      fromDate: s.fromDate,
      toDate: s.toDate ?? null,
    })),
  };
}

/** The record's own fields from a save's body (the placements are not edited here). */
function recordFields(body: SaveBody, birthDate: string, gender: number) {
  return {
    firstName: body.firstName,
    middleName: body.middleName ?? '',
    lastName: body.lastName,
    identifierType: body.identifierType,
    identifier: body.identifier,
    birthDate,
    gender,
    birthPlace: body.birthPlace ?? '',
    address: {
      cityId: body.address.cityId,
      cityName: body.address.cityName ?? '',
      street: body.address.street ?? '',
    },
    healthNotes: body.healthNotes ?? '',
    allergies: body.allergies.map((a) => ({ allergen: a.allergen, note: a.note ?? '' })),
    diet: body.diet,
    dietNotes: body.dietNotes ?? '',
  };
}

/** POST /api/Students: a new child enrolled in a group from a date, or an edit of the record (with its version). */
export async function saveChild(
  session: TenantRouteSession,
  body: SaveBody,
  existing: ChildItem | undefined,
) {
  const kg = session.kindergartenId;
  const identity = checkIdentity(body);
  if (!identity.ok) throw refuse(identity.errors);
  if (body.id) {
    const expected = requireVersion(body.version);
    const { child, stays, others } = await partitionOf(session, existing?.id ?? body.id);
    const after: ChildItem = { ...child, ...recordFields(body, identity.birthDate, identity.gender) };
    await replaceChild(child, after, expected, guardianSks(others), stays, sofiaToday());
    return saved(child.id);
  }
  const missing = [
    ...(body.groupId ? [] : [{ field: 'groupId', message: 'Полето "Група" е задължително.' }]),
    ...(body.enrolledOn
      ? []
      : [{ field: 'enrolledOn', message: 'Полето "Дата на записване" е задължително.' }]),
  ];
  if (missing.length) throw refuse(missing);
  const group = await readGroup(kg, body.groupId!);
  if (!group) throw refuse([groupNotFound]);
  if (!isOpen(group, body.enrolledOn!))
    throw refuse([
      { field: 'groupId', message: 'Полето "Група": групата е закрита към датата на записване.' },
    ]);
  if (body.enrolledOn! < identity.birthDate)
    throw refuse([
      { field: 'enrolledOn', message: 'Полето "Дата на записване" не може да е преди раждането.' },
    ]);
  const childId = randomUUID();
  const overCapacity = placesFor(
    session,
    group as unknown as GroupRecord,
    childId,
    body.enrolledOn!,
    body.overCapacityReason,
  );
  const child: ChildItem = {
    id: childId,
    kindergartenId: kg,
    ...recordFields(body, identity.birthDate, identity.gender),
    groupId: group.id,
    periodId: group.periodId,
    status: ChildStatus.Enrolled,
    enrolledOn: body.enrolledOn!,
    leftOn: null,
    leaveNote: '',
    createdBy: session.userId,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  const stay: Stay = { kind: 1, groupId: group.id, fromDate: body.enrolledOn!, toDate: null };
  await createChild(child, stay, group.name, overCapacity);
  return saved(child.id);
}

/**
 * A place in the group from `fromDate` (issue #24, point 11): a full group is a 409 with the numbers naming
 * `overCapacityReason`, unless the director (or the administrator) sends a reason; the reason, who confirmed
 * and the numbers are kept on the stay it allowed.
 */
type GroupRecord = CapacityGroup & Record<string, unknown>;

function placesFor(
  session: TenantRouteSession,
  group: GroupRecord,
  childId: string,
  fromDate: string,
  reason: string | undefined,
): OverCapacity | undefined {
  const confirmed = !!reason?.trim() && isKindergartenManager(session);
  const verdict = checkCapacity(group, childId, fromDate, confirmed);
  if (!verdict.ok)
    throw new ApiError(409, 'conflict', verdict.message, [
      { field: 'overCapacityReason', message: verdict.message },
    ]);
  return verdict.overCapacity
    ? { ...verdict.overCapacity, reason: reason!.trim(), confirmedBy: session.userId }
    : undefined;
}

/** POST /api/Students/{id}/placements: a move to another group from a date (or a new enrolment after a leave). */
export async function moveChild(session: TenantRouteSession, id: string, body: Body<'children.moveChild'>) {
  const expected = requireVersion(body.version);
  const { child, stays, others } = await partitionOf(session, id);
  const group = await readGroup(session.kindergartenId, body.groupId);
  if (!group) throw refuse([groupNotFound]);
  if (!isOpen(group, body.fromDate))
    throw refuse([{ field: 'groupId', message: 'Полето "Група": групата е закрита към тази дата.' }]);
  const change = move(stays, body.groupId, body.fromDate);
  if (!change.ok) throw refuse([change.error]);
  const overCapacity = placesFor(
    session,
    group as unknown as GroupRecord,
    child.id,
    body.fromDate,
    body.overCapacityReason,
  );
  await moveChildItems(
    child,
    expected,
    stays,
    { ...change.value, groupName: group.name, periodId: group.periodId, overCapacity },
    guardianSks(others),
    sofiaToday(),
  );
  return saved(child.id);
}

/** POST /api/Students/{id}/discharge: the last day in the kindergarten, discharged or relocated elsewhere. */
export async function dischargeChild(
  session: TenantRouteSession,
  id: string,
  body: Body<'children.dischargeChild'>,
) {
  const expected = requireVersion(body.version);
  const { child, stays } = await partitionOf(session, id);
  const closed = leave(stays, body.leftOn);
  if (!closed.ok) throw refuse([closed.error]);
  await childLeft(child, expected, closed.value, body.status, body.note ?? '', stays, sofiaToday());
  return saved(child.id);
}

/**
 * DELETE /api/Students/{id}: only a child entered by mistake: one whose first day is today or later (no
 * attendance, measurement or certificate can refer to days it attended) and with nothing but its record and
 * stays on its partition (no guardian link). A child who attended is discharged instead: the history stays.
 */
export async function deleteChild(session: TenantRouteSession, id: string) {
  const { child, stays, others } = await partitionOf(session, id);
  const firstDay = [...stays].map((s) => s.fromDate).sort()[0] ?? child.enrolledOn ?? '';
  if (others.length > 0)
    throw conflict('Детето има свързани родители и не може да бъде изтрито. Отпишете го от градината.');
  if (firstDay < sofiaToday())
    throw conflict('Детето вече е посещавало градината и не може да бъде изтрито. Отпишете го от градината.');
  await deleteChildItems(child, stays);
  return saved(child.id);
}
