import { LoginIdentifierKind, type Role } from '@gradina/shared';
import type { StoredToken, TokenPurpose } from '../../../platform/auth/one-time-tokens';
import {
  consumeTokenOp,
  hashToken,
  issueOneTimeToken,
  readOneTimeToken,
  tokenLifetimeSeconds,
} from '../../../platform/auth/one-time-tokens';
import { hashPassword } from '../../../platform/auth/passwords';
import { closeSessionsOfUser } from '../../../platform/auth/session-revocation';
import type { Changes } from '../../../platform/db/expressions';
import { getItem, putItem, updateItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { badRequest, conflict } from '../../../platform/http/errors';
import type { InvitationTokenData } from '../accounts/invitation-records';
import { invitationOfToken, isInvitationToken } from '../accounts/invitation-records';
import type { Profile } from '../accounts/items';
import { getProfile, kindergartenProfile, transact, userIdOfIdentifier } from '../accounts/items';
import { invalidLink, normalizeEmail, nowIso, saved } from '../accounts/records';
import { activateByInvitation, invitationTokenInfo } from '../invitations/invitation-answers';
import { sendAccountMail } from '../mails/send';
import { invitationMail, passwordChangedMail, passwordRecoveryMail } from '../mails/templates';
import { publicUrl } from '../mails/unsubscribe-links';
import { unlockUser } from '../users/login-throttle';

/**
 * The e-mail link flows: account activation (invitations, admin accounts), password recovery. Each link is
 * a single-use token (platform/auth/one-time-tokens.ts); the profile also keeps the hash of its newest link,
 * so sending a new invitation or recovery mail makes the older links useless.
 */
export const activationLink = (
  purpose: TokenPurpose,
  role: Role,
  token: string,
  kindergartenId: string | null,
) =>
  purpose === 'admin-activation'
    ? `${publicUrl()}/admin-account-activation/${token}/${kindergartenId ?? ''}`
    : `${publicUrl()}/account-activation/${role}/${token}`;
export const recoveryLink = (userId: string, token: string) =>
  `${publicUrl()}/password-recovery/${encodeURIComponent(userId)}/${token}`;
export const loginLink = () => `${publicUrl()}/login`;
export const recoveryRequestLink = () => `${publicUrl()}/login/reset`;

export interface ActivationData {
  userId: string;
  kindergartenId: string | null;
  role: Role;
}

/** A new activation token for a user who is created in the same step: its hash goes into the new profile. */
export async function newActivationToken(
  purpose: 'account-activation' | 'admin-activation',
  data: ActivationData,
) {
  const issued = await issueOneTimeToken(purpose, { ...data });
  return { ...issued, hash: hashToken(issued.token) };
}

export async function sendInvitationMail(p: {
  to: string;
  firstName: string;
  purpose: 'account-activation' | 'admin-activation';
  token: string;
  data: ActivationData;
  kindergartenName: string | null;
}): Promise<void> {
  await sendAccountMail(
    p.to,
    invitationMail({
      firstName: p.firstName,
      role: p.data.role,
      kindergartenName: p.kindergartenName,
      link: activationLink(p.purpose, p.data.role, p.token, p.data.kindergartenId),
      validSeconds: tokenLifetimeSeconds[p.purpose],
    }),
    { key: `activation:${hashToken(p.token)}` },
  );
}

/** Sends a fresh activation link to a user who has not activated yet (older links stop working). */
export async function resendActivation(
  profile: Profile,
  data: ActivationData,
  purpose: 'account-activation' | 'admin-activation' = 'account-activation',
): Promise<void> {
  if (!profile.pendingActivation) throw conflict('Акаунтът вече е активиран.');
  if (!profile.email) throw badRequest('Потребителят няма имейл адрес.');
  const issued = await newActivationToken(purpose, data);
  await transact(
    [
      {
        label: 'profile',
        op: {
          update: keys.user(profile.id),
          changes: { set: { activationTokenHash: issued.hash } },
          condition: { equals: { pendingActivation: true } },
        },
      },
    ],
    (label) => (label === 'profile' ? conflict('Акаунтът вече е активиран.') : undefined),
  );
  const kg = data.kindergartenId ? await kindergartenProfile(data.kindergartenId) : undefined;
  await sendInvitationMail({
    to: profile.email,
    firstName: profile.firstName,
    purpose,
    token: issued.token,
    data,
    kindergartenName: kg?.name ?? null,
  });
}

export interface TokenInfo {
  purpose: TokenPurpose;
  userId: string;
  email: string | null;
  firstName: string;
  lastName: string;
  userType: Role;
  kindergartenId: string | null;
  kindergartenName: string | null;
  expiresAt: string;
  invitationId: string | null;
  hasAccount: boolean;
}

/** What an activation or recovery page shows before the user sets a password; the link stays unused. */
export async function tokenInfo(token: string): Promise<TokenInfo> {
  if (await isInvitationToken(token)) {
    const found = await invitationOfToken(token);
    if (!found) throw invalidLink();
    return invitationTokenInfo(found);
  }
  const stored = await readOneTimeToken<Partial<ActivationData>>(token, [
    'account-activation',
    'admin-activation',
    'password-recovery',
  ]);
  const profile = stored?.data.userId ? await getProfile(stored.data.userId, true) : undefined;
  if (!stored || !profile || !linkStillValid(stored.purpose, profile, token)) throw invalidLink();
  const kindergartenId = stored.data.kindergartenId ?? null;
  const kg = kindergartenId ? await kindergartenProfile(kindergartenId) : undefined;
  return {
    purpose: stored.purpose,
    userId: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    userType: (stored.data.role ?? profile.baseRole) as Role,
    kindergartenId,
    kindergartenName: kg?.name ?? null,
    expiresAt: new Date(stored.expiresAt * 1000).toISOString(),
    invitationId: null,
    hasAccount: true,
  };
}

function linkStillValid(purpose: TokenPurpose, profile: Profile, token: string): boolean {
  const hash = hashToken(token);
  if (purpose === 'password-recovery') return profile.active === true && profile.recoveryTokenHash === hash;
  return profile.pendingActivation === true && profile.activationTokenHash === hash;
}

/**
 * Uses a link up: its one-time token is consumed and the profile changed in one transaction, only while the
 * profile still holds that link (`holds`); a link used meanwhile, or replaced by a newer one, is invalid.
 */
async function spendLink(
  stored: StoredToken<unknown>,
  userId: string,
  changes: Changes,
  holds: Record<string, unknown>,
) {
  await transact(
    [
      { label: 'token', op: consumeTokenOp(stored) },
      { label: 'profile', op: { update: keys.user(userId), changes, condition: { equals: holds } } },
    ],
    () => invalidLink(),
  );
}

/** Sets the password of an invited account and activates it; the link is used up in the same transaction. */
export async function activateAccount(body: {
  token: string;
  password: string;
  kindergartenId?: string;
}): Promise<ReturnType<typeof saved>> {
  const stored = await readOneTimeToken<ActivationData>(body.token, [
    'account-activation',
    'admin-activation',
  ]);
  if (!stored) throw invalidLink();
  if (body.kindergartenId && stored.data.kindergartenId && body.kindergartenId !== stored.data.kindergartenId)
    throw invalidLink();
  if ((stored.data as Partial<InvitationTokenData>).invitationId) {
    const found = await invitationOfToken(body.token);
    if (!found) throw invalidLink();
    return activateByInvitation(found, body.password);
  }
  const profile = await getProfile(stored.data.userId, true);
  if (!profile || !linkStillValid(stored.purpose, profile, body.token)) throw invalidLink();
  const passwordHash = await hashPassword(body.password);
  await spendLink(
    stored,
    profile.id,
    {
      set: { passwordHash, active: true, pendingActivation: false, activatedAt: nowIso() },
      remove: ['activationTokenHash'],
    },
    { pendingActivation: true, activationTokenHash: hashToken(body.token) },
  );
  return saved(profile.id);
}

export const recoveryMailsPerHour = 3;

/**
 * Counts recovery mails to an address in the current hour; false once the limit is reached, so nobody can
 * flood a mailbox through the public form.
 */
async function mayMailRecovery(email: string): Promise<boolean> {
  const key = keys.recoveryThrottle(LoginIdentifierKind.Email, email);
  const now = Math.floor(Date.now() / 1000);
  const counter = await getItem<{ sent: number; ttl: number }>(key, { consistent: true });
  if (counter && Number(counter.ttl) > now) {
    if (Number(counter.sent) >= recoveryMailsPerHour) return false;
    await updateItem(key, { add: { sent: 1 } });
    return true;
  }
  await putItem({ ...key, type: 'RecoveryThrottle', sent: 1, ttl: now + 3600 });
  return true;
}

/** Issues a recovery link for an active account and mails it (older recovery links stop working). */
export async function sendRecoveryMail(profile: Profile): Promise<void> {
  if (!profile.email) return;
  const { token } = await issueOneTimeToken('password-recovery', { userId: profile.id });
  await updateItem(keys.user(profile.id), { set: { recoveryTokenHash: hashToken(token) } }, { exists: true });
  await sendAccountMail(
    profile.email,
    passwordRecoveryMail({
      firstName: profile.firstName,
      link: recoveryLink(profile.id, token),
      validSeconds: tokenLifetimeSeconds['password-recovery'],
    }),
    { key: `recovery:${hashToken(token)}` },
  );
}

/**
 * The public recovery request: the same reply whether an account has this e-mail or not. Only an active,
 * activated account gets a mail, at most three an hour.
 */
export async function requestPasswordRecovery(rawEmail: string): Promise<ReturnType<typeof saved>> {
  const email = normalizeEmail(rawEmail);
  const userId = await userIdOfIdentifier(LoginIdentifierKind.Email, email);
  const profile = userId ? await getProfile(userId, true) : undefined;
  if (profile?.active === true && !profile.pendingActivation && (await mayMailRecovery(email))) {
    await sendRecoveryMail(profile);
  }
  return saved(null);
}

/**
 * Sets a new password with a recovery link. The link is used up in the same transaction; every session of
 * the user ends and any login lock of theirs is lifted (they proved they own the mailbox).
 */
export async function resetPassword(body: {
  userId: string;
  token: string;
  password: string;
}): Promise<ReturnType<typeof saved>> {
  const stored = await readOneTimeToken<{ userId: string }>(body.token, ['password-recovery']);
  if (!stored || stored.data.userId !== body.userId) throw invalidLink();
  const profile = await getProfile(body.userId, true);
  if (!profile || !linkStillValid('password-recovery', profile, body.token)) throw invalidLink();
  const passwordHash = await hashPassword(body.password);
  await spendLink(
    stored,
    profile.id,
    { set: { passwordHash, passwordChangedAt: nowIso() }, remove: ['recoveryTokenHash'] },
    { active: true, recoveryTokenHash: hashToken(body.token) },
  );
  await closeSessionsOfUser(profile.id);
  await unlockUser(profile.id);
  if (profile.email) {
    await sendAccountMail(
      profile.email,
      passwordChangedMail({ firstName: profile.firstName, recoveryLink: recoveryRequestLink() }),
      { key: `password-changed:${hashToken(body.token)}` },
    );
  }
  return saved(profile.id);
}
