import { LoginIdentifierKind, type Role } from '@gradina/shared';
import { acceptedGuardianOps, declinedGuardianOps } from '../../../domain/children/guardians';
import { recordAudit } from '../../../platform/audit/audit';
import { consumeTokenOp, type StoredToken } from '../../../platform/auth/one-time-tokens';
import { hashPassword } from '../../../platform/auth/passwords';
import { rolesWithoutKindergarten } from '../../../platform/auth/session-context';
import { keys } from '../../../platform/db/keys';
import { invitationsOfMine } from '../../../platform/frame/shell-reads';
import { type ApiError, conflict, forbidden, invalidField, notFound } from '../../../platform/http/errors';
import type { SessionContext } from '../../../platform/http/session';
import { addMembership, createAccount } from '../accounts/accounts';
import type { Invitation, InvitationTokenData } from '../accounts/invitation-records';
import { closingItems, invitationOfToken, invitationsOfAddress } from '../accounts/invitation-records';
import type { LabelledOp, Profile } from '../accounts/items';
import { getProfile, membershipOf, transact, userIdOfIdentifier } from '../accounts/items';
import { emailTaken, invalidLink, nowIso, requireProfile, saved } from '../accounts/records';

/**
 * Answers to an invitation: a new address activates (the account is created only now), an existing account
 * accepts (the membership is created only now, and only then does the kindergarten see the account's own
 * profile) or declines (the invitation goes; nothing was ever written to the account).
 */

type Found = { stored: StoredToken<InvitationTokenData>; invitation: Invitation };

export const invitationGoneMessage = 'Поканата не е намерена, изтекла е или вече е отговорена.';
const hasAccountMessage =
  'Този имейл адрес вече има профил в „Градина“. Влезте и приемете поканата или я приемете от връзката.';
const noAccountMessage = 'Този имейл адрес още няма профил: задайте парола от връзката в поканата.';
const nationalMessage =
  'Профил на МОН, на община или на главния администратор не може да бъде член на детска градина.';

export const answerConflict = (label: string): ApiError | undefined => {
  if (label === 'membership') return conflict('Вече сте член на тази детска градина.');
  if (label === 'invitation' || label === 'token') return notFound(invitationGoneMessage);
  return undefined;
};

/** What the link's page shows: the invitation as typed, and whether the address already has an account. */
export async function invitationTokenInfo({ stored, invitation }: Found) {
  const accountId = await userIdOfIdentifier(LoginIdentifierKind.Email, invitation.email);
  return {
    purpose: stored.purpose,
    userId: accountId ?? invitation.id,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    userType: invitation.role,
    kindergartenId: invitation.kindergartenId,
    kindergartenName: invitation.kindergartenName,
    expiresAt: new Date(invitation.expiresAt * 1000).toISOString(),
    invitationId: invitation.id,
    hasAccount: !!accountId,
  };
}

/**
 * A new address sets its password: the account (its id is the invitation's), the membership, the used link
 * and the closed invitation in one transaction. An address that has an account by now answers 409.
 */
export async function activateByInvitation({ stored, invitation }: Found, password: string) {
  if (await userIdOfIdentifier(LoginIdentifierKind.Email, invitation.email))
    throw conflict(hasAccountMessage);
  const passwordHash = await hashPassword(password);
  try {
    await createAccount({
      id: invitation.id,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      phone: invitation.phone ?? undefined,
      baseRole: invitation.role,
      memberships: [{ kindergartenId: invitation.kindergartenId, role: invitation.role }],
      active: true,
      pendingActivation: false,
      passwordHash,
      extra: [
        { label: 'token', op: consumeTokenOp(stored) },
        ...closingItems(invitation, hashOf(stored)),
        ...(await guardianOps(invitation, invitation.id)),
      ],
    });
  } catch (e) {
    const status = (e as ApiError).statusCode;
    if (status === 409 && (e as ApiError).message === emailTaken().message) throw conflict(hasAccountMessage);
    throw e;
  }
  await auditAccepted(invitation, invitation.id);
  return saved(invitation.id);
}

/** A parent invited for children (POST /api/Parents) is linked to them in the transaction that accepts. */
const guardianOps = async (invitation: Invitation, userId: string): Promise<LabelledOp[]> =>
  (await acceptedGuardianOps(invitation.kindergartenId, invitation.id, userId, nowIso())).map((op) => ({
    label: 'guardian',
    op,
  }));

/** A declined parent invitation takes its waiting children with it. */
const declinedGuardians = async (invitation: Invitation): Promise<LabelledOp[]> =>
  (await declinedGuardianOps(invitation.kindergartenId, invitation.id)).map((op) => ({
    label: 'guardian',
    op,
  }));

/** The invitee's own answer: they are the actor as well as the subject. */
const auditAccepted = (invitation: Invitation, userId: string) =>
  recordAudit({
    kindergartenId: invitation.kindergartenId,
    event: 'membership.accepted',
    actorUserId: userId,
    subjectUserId: userId,
    details: { via: 'invitation', role: invitation.role },
  });

/** The hash the invitation keeps for a token read from the table (its key is `TOKEN#<hash>`). */
const hashOf = (stored: StoredToken<unknown>) => stored.key.PK.slice('TOKEN#'.length);

/**
 * An existing account joins: membership (and staff item) with the invited role, in one transaction with
 * closing the invitation; a membership the kindergarten had suspended is replaced (this is consent anew).
 */
async function joinByInvitation(invitation: Invitation, profile: Profile, extra: LabelledOp[]) {
  if (rolesWithoutKindergarten.has(profile.baseRole as Role)) throw forbidden(nationalMessage);
  if (profile.active !== true || profile.pendingActivation) throw conflict('Профилът не е активен.');
  const suspended: LabelledOp = {
    label: 'suspended',
    op: { delete: keys.suspendedMembership(profile.id, invitation.kindergartenId) },
  };
  if (await membershipOf(profile.id, invitation.kindergartenId)) {
    // Already a member: the invitation has nothing left to give, so it goes.
    await transact(closingItems(invitation), () => undefined);
    throw conflict('Вече сте член на тази детска градина.');
  }
  await addMembership(profile, { kindergartenId: invitation.kindergartenId, role: invitation.role }, [
    ...extra,
    suspended,
    ...(await guardianOps(invitation, profile.id)),
  ]);
  await auditAccepted(invitation, profile.id);
}

/** POST /api/Identity/invitation-answer: accept or decline with the mail's link (the address has an account). */
export async function answerByToken(token: string, accept: boolean) {
  const found = await invitationOfToken(token);
  if (!found) throw invalidLink();
  const { stored, invitation } = found;
  const used = [{ label: 'token', op: consumeTokenOp(stored) }, ...closingItems(invitation, hashOf(stored))];
  if (!accept) {
    await transact([...used, ...(await declinedGuardians(invitation))], answerConflict);
    return saved(null);
  }
  const accountId = await userIdOfIdentifier(LoginIdentifierKind.Email, invitation.email);
  const profile = accountId ? await getProfile(accountId, true) : undefined;
  if (!profile) throw invalidField('accept', noAccountMessage);
  await joinByInvitation(invitation, profile, used);
  return saved(invitation.kindergartenId);
}

/** The signed-in user's e-mail: invitations are addressed to it. */
async function addressOf(session: SessionContext): Promise<{ profile: Profile; email: string | null }> {
  const profile = await requireProfile(session.userId);
  return { profile, email: profile.email ?? null };
}

/** GET /api/Identity/invitations: the open invitations to the signed-in user's address, newest first. */
export async function myInvitations(session: SessionContext) {
  const { email } = await addressOf(session);
  return invitationsOfMine(email);
}

async function myInvitation(session: SessionContext, id: string) {
  const { profile, email } = await addressOf(session);
  const invitation = email ? (await invitationsOfAddress(email)).find((i) => i.id === id) : undefined;
  if (!invitation) throw notFound(invitationGoneMessage);
  return { profile, invitation };
}

/** POST /api/Identity/invitations/{id}/accept: the kindergarten appears in the user's list from now on. */
export async function acceptMyInvitation(session: SessionContext, id: string) {
  const { profile, invitation } = await myInvitation(session, id);
  await joinByInvitation(invitation, profile, closingItems(invitation, invitation.tokenHash));
  return saved(invitation.kindergartenId);
}

/** POST /api/Identity/invitations/{id}/decline: the invitation goes; the account never changed. */
export async function declineMyInvitation(session: SessionContext, id: string) {
  const { invitation } = await myInvitation(session, id);
  await transact(
    [...closingItems(invitation, invitation.tokenHash), ...(await declinedGuardians(invitation))],
    answerConflict,
  );
  return saved(null);
}
