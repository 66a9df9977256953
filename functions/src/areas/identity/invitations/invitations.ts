import { randomUUID } from 'node:crypto';
import { LoginIdentifierKind, Role } from '@gradina/shared';
import { rolesGrantedBy } from '@gradina/shared/manifest/routes/identity/roles';
import type { QueuedInvitation } from '../../../domain/invitations/queued-invitation';
import { hashToken, issueOneTimeToken } from '../../../platform/auth/one-time-tokens';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { type ApiError, conflict, forbidden, invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { SessionContext } from '../../../platform/http/session';
import { createAccount } from '../accounts/accounts';
import type { Invitation, InvitationPurpose } from '../accounts/invitation-records';
import { invitationById, renewInvitation } from '../accounts/invitation-records';
import { transact, userIdOfIdentifier } from '../accounts/items';
import {
  emailTaken,
  normalizeEmail,
  normalizePhone,
  nowIso,
  requireKindergarten,
  requireMember,
  saved,
} from '../accounts/records';
import { newActivationToken, resendActivation, sendInvitationMail } from '../links/links';
import { roleNames } from '../mails/templates';

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export const alreadyInvitedMessage =
  'Към този имейл адрес вече има покана, която още не е приета. Изпратете я отново от списъка с потребители.';

/**
 * Writes an invitation into a kindergarten with a role (the mail is `inviteIntoKindergarten`'s). Only an invitation is written (what the inviter typed,
 * in the kindergarten's partition), whether or not the address has an account: the same reads, writes, mail
 * and reply either way, so the answer tells nothing about the address. Nobody becomes a member before they
 * answer: a new address sets a password through the mail's link (that creates the account), an existing
 * account accepts or declines through the same link or at its next sign-in (invitation-answers.ts).
 */
export async function writeInvitation(
  kindergartenId: string,
  invitee: Invitee,
  role: Role,
  invitedBy: string,
  purpose: InvitationPurpose = 'account-activation',
  id: string = randomUUID(),
): Promise<{ invitation: Invitation; token: string }> {
  const kg = await requireKindergarten(kindergartenId);
  const email = normalizeEmail(invitee.email);
  const phone = invitee.phone ? normalizePhone(invitee.phone) : null;
  const issued = await issueOneTimeToken(purpose, { invitationId: id, kindergartenId, role });
  const invitation: Invitation = {
    id,
    kindergartenId,
    kindergartenName: kg.name,
    email,
    firstName: invitee.firstName,
    lastName: invitee.lastName,
    phone,
    role,
    purpose,
    invitedBy,
    tokenHash: hashToken(issued.token),
    createdAt: nowIso(),
    expiresAt: issued.expiresAt,
  };
  await transact(
    [
      {
        label: 'invitation',
        op: {
          put: {
            type: 'Invitation',
            ...invitation,
            ...keys.invitation(kindergartenId, id),
            ...keys.invitationsOfAddress(email, kindergartenId, id),
            ttl: issued.expiresAt,
          },
          condition: { absent: true },
        },
      },
      {
        label: 'address',
        op: {
          put: {
            ...keys.invitationOfAddress(kindergartenId, email),
            type: 'InvitationAddress',
            invitationId: id,
            expiresAt: issued.expiresAt,
            ttl: issued.expiresAt,
          },
          // An expired invitation's marker may linger until TTL removes it; it no longer blocks a new one.
          condition: {
            expression: 'attribute_not_exists(#pk) OR #expires < :now',
            names: { '#pk': 'PK', '#expires': 'expiresAt' },
            values: { ':now': Math.floor(Date.now() / 1000) },
          },
        },
      },
    ],
    (label) => (label === 'address' ? conflict(alreadyInvitedMessage) : undefined),
  );
  return { invitation, token: issued.token };
}

export async function inviteIntoKindergarten(
  kindergartenId: string,
  invitee: Invitee,
  role: Role,
  invitedBy: string,
  purpose: InvitationPurpose = 'account-activation',
  id?: string,
): Promise<string> {
  const { invitation, token } = await writeInvitation(kindergartenId, invitee, role, invitedBy, purpose, id);
  await mailInvitation(invitation, token);
  return invitation.id;
}

/**
 * An invitation another area queued (domain/invitations/queued-invitation.ts) with the id it chose. An address invited
 * meanwhile keeps its open invitation (the asking area checked before queueing; nothing to retry).
 */
export async function sendQueuedInvitation(q: QueuedInvitation) {
  try {
    await inviteIntoKindergarten(
      q.kindergartenId,
      q.invitee,
      q.role,
      q.invitedBy,
      'account-activation',
      q.invitationId,
    );
  } catch (e) {
    if ((e as ApiError).statusCode !== 409) throw e;
  }
}

async function mailInvitation(invitation: Invitation, token: string) {
  await sendInvitationMail({
    to: invitation.email,
    firstName: invitation.firstName,
    purpose: invitation.purpose,
    token,
    data: { userId: invitation.id, kindergartenId: invitation.kindergartenId, role: invitation.role },
    kindergartenName: invitation.kindergartenName,
  });
}

/** POST /api/Users/invite: into the session's kindergarten, with a role the inviter may grant. */
export async function inviteUser(
  session: TenantRouteSession,
  body: Invitee & { userType: Role; kindergartenId?: string },
) {
  const { kindergartenId } = session;
  if (!rolesGrantedBy[session.role].includes(body.userType))
    throw forbidden(`Нямате право да давате роля „${roleNames[body.userType]}“.`);
  return saved(await inviteIntoKindergarten(kindergartenId, body, body.userType, session.userId));
}

/**
 * POST /api/Mails/send-invitation: a new link for an open invitation of the session's kindergarten (the
 * older link stops working and the invitation runs another 7 days), or for a member who never activated.
 */
export async function resendInvitation(session: TenantRouteSession, id: string) {
  const { kindergartenId } = session;
  const invitation = await invitationById(kindergartenId, id);
  if (invitation) {
    const issued = await issueOneTimeToken(invitation.purpose, {
      invitationId: id,
      kindergartenId,
      role: invitation.role,
    });
    await renewInvitation(invitation, hashToken(issued.token), issued.expiresAt);
    await mailInvitation(invitation, issued.token);
    return saved(id);
  }
  const member = await requireMember(session, id);
  await resendActivation(member.profile, {
    userId: id,
    kindergartenId: member.kindergartenId,
    role: member.role as Role,
  });
  return saved(id);
}

/** Whether a municipality code (ЕКАТТЕ, e.g. PDV22) is one of the country's municipalities. */
export async function isMunicipality(code: string): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}\d{2}$/.test(upper)) return false;
  return Boolean(
    await getItem(keys.lookup('AREAS', `${upper.slice(0, 3)}#${upper}`), { attributes: ['PK'] }),
  );
}

export async function requireMunicipality(code: string): Promise<string> {
  if (!(await isMunicipality(code))) {
    const message = 'Общината не е намерена.';
    throw invalidField('municipalityCode', message);
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
export async function createAdminAccount(
  session: SessionContext,
  kindergartenId: string,
  body: Invitee & { userType: Role },
) {
  return saved(
    await inviteIntoKindergarten(kindergartenId, body, body.userType, session.userId, 'admin-activation'),
  );
}
