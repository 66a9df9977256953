import { randomUUID } from 'node:crypto';
import type { Role } from '@gradina/shared';
import { type GroupItem, groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { queueInvitation } from '../../../domain/invitations/queued-invitation';
import { sofiaToday } from '../../../platform/clock';
import { requireVersion } from '../../../platform/db';
import { checkCreateRight } from '../../../platform/http/create-or-edit';
import { conflict, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { writeStaffCount } from './counts';
import { accountOfEmail, getStaff, groupTeachersOp, listStaff, type StaffItem, writeStaff } from './items';
import { checkStaff, occupationById, staffView, teacherChanges } from './rules';

export const staffNotFound = 'Служителят не е намерен в тази детска градина.';

/**
 * The groups a staff record is assigned to: the open groups of the session's school year (all years when the
 * session has none), so an edit never rewrites last year's teachers.
 */
export async function yearGroups(session: TenantRouteSession): Promise<GroupItem[]> {
  const groups = await groupsOfKindergarten(session.kindergartenId);
  return session.periodId ? groups.filter((g) => g.periodId === session.periodId) : groups;
}

export const groupsOfStaff = (staffId: string, groups: readonly GroupItem[]) =>
  groups.filter((g) => (g.teacherIds ?? []).includes(staffId)).map((g) => g.id);

/** GET /api/Teachers/{id}/{kindergartenId}: two requests (the record, the school year's groups). */
export async function getStaffRecord(session: TenantRouteSession, id: string, kindergartenId: string) {
  if (kindergartenId !== session.kindergartenId) throw notFound(staffNotFound);
  const [item, groups] = await Promise.all([getStaff(session.kindergartenId, id), yearGroups(session)]);
  if (!item) throw notFound(staffNotFound);
  return staffView(item, groupsOfStaff(id, groups), session.can('Teachers', 'update'));
}

export interface StaffBody {
  id?: string | undefined;
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
  identifierType?: number | undefined;
  identifier?: string | undefined;
  occupationId: number;
  workingTime: number;
  groupIds: string[];
  qualification?: string | undefined;
  isDirector: boolean;
  email?: string | undefined;
  phone?: string | undefined;
  hiredOn?: string | undefined;
  leftOn?: string | undefined;
  version?: number | undefined;
}

const emailOfOtherAccount =
  'Полето "Имейл": адресът принадлежи на друг профил в „Градина“. Поканете го от „Потребители“ или оставете полето празно.';

/** What a save does about an account: the record's id, its account state and the invitation to queue. */
interface AccountPlan {
  staffId: string;
  account: StaffItem['account'];
  /** The invitation's id: the staff id when the invitation creates the account, so the account gets it. */
  invitationId: string | null;
}

/**
 * A new record's id is the account's when its e-mail already has one (the account accepts the invitation and
 * identity writes onto this same item), a new id otherwise. A record without an account is invited when it
 * gets an e-mail and its position has a platform role; an e-mail of another account cannot be attached to an
 * existing record (its id is already what groups and attendance name): 409.
 */
async function accountPlan(existing: StaffItem | undefined, email: string | undefined, role: number | null) {
  const account = email ? await accountOfEmail(email) : undefined;
  if (!existing) {
    const staffId = account ?? randomUUID();
    if (!email || role === null)
      return { staffId, account: 'none', invitationId: null } satisfies AccountPlan;
    return {
      staffId,
      account: 'invited',
      invitationId: account ? randomUUID() : staffId,
    } satisfies AccountPlan;
  }
  const staffId = existing.userId;
  if (existing.account !== 'none' || !email || role === null)
    return { staffId, account: existing.account, invitationId: null } satisfies AccountPlan;
  if (account && account !== staffId) throw conflict(emailOfOtherAccount);
  return {
    staffId,
    account: 'invited',
    invitationId: account ? randomUUID() : staffId,
  } satisfies AccountPlan;
}

/**
 * POST /api/Teachers/save: creates (no id) or replaces a staff record with the version read. Reads: the
 * staff partition and the groups (side by side), the e-mail's login marker when it invites; one transaction
 * writes the record, its ЕГН/ЛНЧ marker and the groups' teacher lists; then the month's `staff-count`.
 * The ЕГН is never logged: errors name the field, never the value.
 */
export async function saveStaffRecord(
  session: TenantRouteSession,
  body: StaffBody,
  existing: StaffItem | undefined,
) {
  const kindergartenId = session.kindergartenId;
  checkCreateRight(session, body, 'Teachers', 'Нямате права да добавяте служители.');
  if (body.id && !existing) throw notFound(staffNotFound);
  const expected = existing ? requireVersion(body.version) : undefined;
  const today = sofiaToday();
  const [staff, groups] = await Promise.all([listStaff(kindergartenId), yearGroups(session)]);
  const identifier = body.identifier?.trim() || undefined;
  const errors = checkStaff({ ...body, identifier }, groups, today);
  refuseInvalid(errors);
  const occupation = occupationById(body.occupationId)!;

  const email = body.email?.trim().toLowerCase() || undefined;
  const plan = await accountPlan(existing, email, occupation.role);
  const { staffId } = plan;

  const item: StaffItem = {
    userId: staffId,
    kindergartenId,
    // An account's role is its membership's (identity edits it); a record without one takes the position's.
    role: existing && existing.account === undefined ? existing.role : (occupation.role ?? 0),
    position: occupation.name,
    occupationId: occupation.id,
    firstName: body.firstName,
    middleName: body.middleName?.trim() ?? '',
    lastName: body.lastName,
    identifierType: identifier === undefined ? null : (body.identifierType ?? null),
    identifier: identifier ?? null,
    workingTime: body.workingTime,
    qualification: body.qualification?.trim() ?? '',
    isDirector: body.isDirector,
    email: email ?? null,
    phone: body.phone?.trim() || null,
    hiredOn: body.hiredOn ?? null,
    leftOn: body.leftOn ?? null,
    modifiedBy: session.userId,
    ...(plan.account ? { account: plan.account } : {}),
    ...(existing ? {} : { createdBy: session.userId }),
  };
  const previous =
    existing?.identifier && existing.identifierType !== undefined && existing.identifierType !== null
      ? { type: existing.identifierType, identifier: existing.identifier }
      : null;
  await writeStaff({
    item,
    ...(expected !== undefined ? { expected } : {}),
    previousIdentifier: previous,
    groupOps: teacherChanges(staffId, groups, body.groupIds).map((c) =>
      groupTeachersOp(c.group, c.teacherIds),
    ),
  });
  await writeStaffCount(kindergartenId, today.slice(0, 7), [
    ...staff.filter((s) => s.userId !== staffId),
    item,
  ]);
  if (plan.invitationId && email)
    await queueInvitation({
      invitationId: plan.invitationId,
      kindergartenId,
      role: occupation.role as Role,
      invitedBy: session.userId,
      invitee: { email, firstName: body.firstName, lastName: body.lastName },
    });
  return saved(staffId);
}
