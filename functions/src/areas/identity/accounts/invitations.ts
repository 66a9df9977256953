import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LoginIdentifierKind, Role } from '@gradina/shared';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';
import { badRequest } from '../../../platform/http/errors';
import type { SessionContext } from '../../../platform/http/session';
import { sendAccountMail } from '../mails/send';
import { addedToKindergartenMail } from '../mails/templates';
import { addMembership, createAccount } from './accounts';
import { loginLink, newActivationToken, resendActivation, sendInvitationMail } from './links';
import {
  checkKindergartenGuard,
  emailTaken,
  getProfile,
  normalizeEmail,
  normalizePhone,
  requireKindergarten,
  requireMember,
  saved,
  userIdOfIdentifier,
} from './records';

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

/**
 * Invites a person into a kindergarten with a role. A new address gets an account waiting for activation
 * (no password; the mail's link sets it); an existing account gets the membership at once and a notice.
 */
export async function inviteIntoKindergarten(
  kindergartenId: string,
  invitee: Invitee,
  role: Role,
  purpose: 'account-activation' | 'admin-activation' = 'account-activation',
): Promise<string> {
  const kg = await requireKindergarten(kindergartenId);
  const email = normalizeEmail(invitee.email);
  const phone = invitee.phone ? normalizePhone(invitee.phone) : undefined;
  const existingId = await userIdOfIdentifier(LoginIdentifierKind.Email, email);
  const existing = existingId ? await getProfile(existingId, true) : undefined;
  if (existing) {
    await addMembership(existing, { kindergartenId, role });
    if (existing.pendingActivation) {
      await resendActivation(existing, { userId: existing.id, kindergartenId, role }, purpose);
    } else {
      await sendAccountMail(
        email,
        addedToKindergartenMail({
          firstName: existing.firstName,
          role,
          kindergartenName: kg.name,
          loginLink: loginLink(),
        }),
      );
    }
    return existing.id;
  }
  const id = randomUUID();
  const data = { userId: id, kindergartenId, role };
  const issued = await newActivationToken(purpose, data);
  await createAccount({
    id,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    email,
    phone,
    baseRole: role,
    memberships: [{ kindergartenId, role }],
    active: false,
    pendingActivation: true,
    passwordHash: null,
    activationTokenHash: issued.hash,
  });
  await sendInvitationMail({
    to: email,
    firstName: invitee.firstName,
    purpose,
    token: issued.token,
    data,
    kindergartenName: kg.name,
  });
  return id;
}

/** POST /api/Users/invite: into the session's kindergarten. */
export async function inviteUser(
  session: SessionContext,
  body: Invitee & { userType: Role; kindergartenId?: string },
) {
  const kindergartenId = checkKindergartenGuard(session, body.kindergartenId);
  return saved(await inviteIntoKindergarten(kindergartenId, body, body.userType));
}

/** POST /api/Mails/send-invitation: a new link for a member of the session's kindergarten not yet activated. */
export async function resendInvitation(session: SessionContext, userId: string) {
  const member = await requireMember(session, userId);
  await resendActivation(member.profile, {
    userId,
    kindergartenId: member.kindergartenId,
    role: member.role as Role,
  });
  return saved(userId);
}

/** Whether a municipality code (ЕКАТТЕ, e.g. PDV22) is one of the country's municipalities. */
export async function isMunicipality(code: string): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}\d{2}$/.test(upper)) return false;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.lookup('AREAS', `${upper.slice(0, 3)}#${upper}`) }),
  );
  return !!Item;
}

export async function requireMunicipality(code: string): Promise<string> {
  if (!(await isMunicipality(code))) {
    const message = 'Общината не е намерена.';
    throw badRequest(message, [{ field: 'municipalityCode', message }]);
  }
  return code.trim().toUpperCase();
}

/** The Master's invitations of MON and municipality accounts (no kindergarten; a municipality code). */
export async function inviteAuthorityAccount(
  invitee: Invitee,
  role: typeof Role.MON | typeof Role.Municipality,
  municipalityCode?: string,
) {
  const email = normalizeEmail(invitee.email);
  const phone = invitee.phone ? normalizePhone(invitee.phone) : undefined;
  const code = role === Role.Municipality ? await requireMunicipality(municipalityCode ?? '') : undefined;
  if (await userIdOfIdentifier(LoginIdentifierKind.Email, email)) throw emailTaken();
  const id = randomUUID();
  const data = { userId: id, kindergartenId: null, role };
  const issued = await newActivationToken('account-activation', data);
  await createAccount({
    id,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    email,
    phone,
    baseRole: role,
    memberships: [],
    jurisdiction: code ? { municipalityCode: code } : null,
    active: false,
    pendingActivation: true,
    passwordHash: null,
    activationTokenHash: issued.hash,
  });
  await sendInvitationMail({
    to: email,
    firstName: invitee.firstName,
    purpose: 'account-activation',
    token: issued.token,
    data,
    kindergartenName: null,
  });
  return saved(id);
}

/** create-admin-account/{kindergartenId}: a director or administrator for a kindergarten, by the Master. */
export async function createAdminAccount(kindergartenId: string, body: Invitee & { userType: Role }) {
  return saved(await inviteIntoKindergarten(kindergartenId, body, body.userType, 'admin-activation'));
}
