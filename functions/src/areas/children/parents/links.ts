import { randomUUID } from 'node:crypto';
import { LoginIdentifierKind, Role } from '@gradina/shared';
import { queueInvitation } from '../../../domain/invitations/queued-invitation';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { tokenLifetimeSeconds } from '../../../platform/auth/one-time-tokens';
import { conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { ChildItem, InvitationItem } from './items';
import {
  accountOfEmail,
  changeLinkRelation,
  changePendingRelation,
  childOf,
  createLink,
  createPending,
  deleteLink,
  deletePending,
  duplicateLinkMessage,
  guardiansOfParent,
  invitationOf,
  linkNotFound,
  membershipOf,
  openInvitationOfAddress,
  pendingOf,
  pendingOfAddress,
  withdrawInvitation,
} from './items';

/**
 * Writes of guardian links. A parent is an account (a member of the kindergarten: links are written at
 * once) or an open invitation (the children wait on the invitation and become links when it is accepted,
 * in the identity area's answer through domain/children/guardians.ts).
 */

export interface NewParent {
  childId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  relation: number;
}

/** What a parent id names: an account that is a member here, or an open invitation of this kindergarten. */
export type ParentObject =
  | { kind: 'account'; userId: string }
  | { kind: 'invitation'; invitation: InvitationItem };

const childName = (c: ChildItem) => `${c.firstName} ${c.lastName}`;
const nowIso = () => new Date().toISOString();

export const invitedOtherRoleMessage =
  'Към този имейл адрес вече има покана с друга роля, която още не е приета.';

/** Reads the child a body names: 400 naming `childId` when the kindergarten has no such child. */
export async function requireChild(kindergartenId: string, childId: string): Promise<ChildItem> {
  const child = await childOf(kindergartenId, childId);
  if (!child) {
    const message = 'Полето "Дете": детето не е намерено.';
    throw invalidField('childId', message);
  }
  return child;
}

async function linkAccount(kindergartenId: string, userId: string, child: ChildItem, relation: number) {
  await createLink({
    kindergartenId,
    childId: child.id,
    parentUserId: userId,
    relation,
    childName: childName(child),
    groupId: child.groupId,
    createdAt: nowIso(),
  });
}

type Invitee = Pick<InvitationItem, 'id' | 'email' | 'firstName' | 'lastName' | 'phone'>;

async function addPending(invitation: Invitee, kindergartenId: string, child: ChildItem, relation: number) {
  await createPending({
    kindergartenId,
    childId: child.id,
    invitationId: invitation.id,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    phone: invitation.phone,
    relation,
    childName: childName(child),
    groupId: child.groupId,
    createdAt: nowIso(),
    expiresAt: Math.floor(Date.now() / 1000) + tokenLifetimeSeconds['account-activation'],
  });
}

/**
 * POST /api/Parents: a member with this e-mail is linked at once; an address with an open parent invitation
 * gets the child added to it; any other address is invited as a parent through the identity area's
 * invitation (new address: it sets a password; an existing account: it accepts), and the child waits.
 * The reply's id is the parent's: the account's, or the invitation's (which a new account keeps).
 */
export async function createParent(session: TenantRouteSession, body: NewParent, child: ChildItem) {
  const kg = session.kindergartenId;
  const email = normalizeIdentifier(LoginIdentifierKind.Email, body.email);
  if (!email) {
    const message = 'Полето "Имейл" трябва да е валиден имейл адрес.';
    throw invalidField('email', message);
  }
  const accountId = await accountOfEmail(email);
  if (accountId && (await membershipOf(accountId, kg))) {
    await linkAccount(kg, accountId, child, body.relation);
    return saved(accountId);
  }
  const open = await openInvitationOfAddress(kg, email);
  if (open) {
    if (open.role !== Role.Parent) throw conflict(invitedOtherRoleMessage);
    await addPending(open, kg, child, body.relation);
    return saved(open.id);
  }
  if (await pendingOfAddress(kg, child.id, email)) throw conflict(duplicateLinkMessage);
  const invitationId = randomUUID();
  const phone = body.phone?.trim() ? normalizeIdentifier(LoginIdentifierKind.PhoneNumber, body.phone) : null;
  if (phone === undefined) {
    const message = 'Полето "Телефон" трябва да е валиден телефонен номер.';
    throw invalidField('phone', message);
  }
  const invitee = { email, firstName: body.firstName, lastName: body.lastName };
  await addPending({ id: invitationId, ...invitee, phone }, kg, child, body.relation);
  await queueInvitation({
    invitationId,
    kindergartenId: kg,
    role: Role.Parent,
    invitedBy: session.userId,
    invitee: phone ? { ...invitee, phone } : invitee,
  });
  return saved(invitationId);
}

/** POST /api/Parents/{id}/children */
export async function linkChild(
  session: TenantRouteSession,
  parent: ParentObject,
  body: { childId: string; relation: number },
) {
  const kg = session.kindergartenId;
  const child = await requireChild(kg, body.childId);
  if (parent.kind === 'account') {
    await linkAccount(kg, parent.userId, child, body.relation);
    return saved(parent.userId);
  }
  await addPending(parent.invitation, kg, child, body.relation);
  return saved(parent.invitation.id);
}

/** PUT /api/Parents/{id}/children/{childId}: the link's relation, with the version read (409 when stale). */
export async function changeRelation(
  session: TenantRouteSession,
  parent: ParentObject,
  childId: string,
  body: { relation: number; version: number },
) {
  const kg = session.kindergartenId;
  if (parent.kind === 'account') {
    await changeLinkRelation(kg, childId, parent.userId, body.relation, body.version);
    return saved(parent.userId);
  }
  // A waiting child has no version yet: what the invitation links is still the kindergarten's draft.
  if (!(await pendingOf(kg, childId, parent.invitation.id))) throw linkNotFound();
  await changePendingRelation(kg, childId, parent.invitation.id, body.relation);
  return saved(parent.invitation.id);
}

/**
 * DELETE /api/Parents/{id}/children/{childId}. An account keeps its membership (the director detaches an
 * account in the users' administration); an invitation left with no child is withdrawn.
 */
export async function unlinkChild(session: TenantRouteSession, parent: ParentObject, childId: string) {
  const kg = session.kindergartenId;
  if (parent.kind === 'account') {
    if (!(await deleteLink(kg, childId, parent.userId))) throw linkNotFound();
    return saved(parent.userId);
  }
  const { invitation } = parent;
  if (!(await deletePending(kg, childId, invitation.id))) throw linkNotFound();
  const { pending } = await guardiansOfParent(kg, invitation.id);
  if (pending.length === 0) await withdrawInvitation(invitation);
  return saved(invitation.id);
}

/** The object loader's read: the parent a path id names in the session's kindergarten (undefined: 404). */
export async function parentObject(kindergartenId: string, id: string): Promise<ParentObject | undefined> {
  const [membership, invitation] = await Promise.all([
    membershipOf(id, kindergartenId),
    invitationOf(kindergartenId, id),
  ]);
  if (membership) return { kind: 'account', userId: id };
  if (invitation) return invitation.role === Role.Parent ? { kind: 'invitation', invitation } : undefined;
  // Queued, not written yet: the waiting children carry what the kindergarten typed.
  const { pending } = await guardiansOfParent(kindergartenId, id);
  const first = pending.find((p) => (p.expiresAt ?? 0) > Math.floor(Date.now() / 1000));
  if (!first) return undefined;
  const { email, firstName, lastName, phone } = first;
  return {
    kind: 'invitation',
    invitation: {
      id,
      kindergartenId,
      email,
      firstName,
      lastName,
      phone,
      role: Role.Parent,
      expiresAt: first.expiresAt ?? 0,
    },
  };
}

export const parentMissing = () => notFound('Родителят не е намерен.');
