import { bgMessages } from '@gradina/shared';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import { closeSessionsOfUser } from '../../../platform/auth/session-revocation';
import { updateItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { invalidField } from '../../../platform/http/errors';
import type { SessionContext } from '../../../platform/http/session';
import { type ProfileChanges, saveProfileChanges } from '../accounts/accounts';
import { normalizeEmail, normalizePhone, nowIso, requireProfile, saved } from '../accounts/records';
import { recoveryRequestLink } from '../links/links';
import { sendAccountMail } from '../mails/send';
import { passwordChangedMail } from '../mails/templates';

const wrongCurrentPassword = () => invalidField('currentPassword', 'Текущата парола е грешна.');

export async function checkCurrentPassword(
  passwordHash: string | null,
  given: string | undefined,
): Promise<void> {
  if (!given) {
    const message = bgMessages.required('Текуща парола');
    throw invalidField('currentPassword', message);
  }
  if (!passwordHash || !(await verifyPassword(given, passwordHash))) throw wrongCurrentPassword();
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  emailNotifications?: boolean;
  currentPassword?: string;
  /** The profile's version as the user data answered it. */
  version: number;
}

/**
 * The signed-in user's profile (POST /api/Identity/update). Every field is optional: only what is sent
 * changes. A new e-mail becomes the login and the recovery address, so it needs the current password. The
 * profile is edited as a whole: a version other than the stored one gets 409.
 */
export async function updateOwnProfile(session: SessionContext, body: ProfileUpdate) {
  const profile = await requireProfile(session.userId);
  const changes: ProfileChanges = {
    firstName: body.firstName,
    lastName: body.lastName,
    emailNotifications: body.emailNotifications,
  };
  if (body.email !== undefined) {
    const email = normalizeEmail(body.email);
    if (email !== profile.email) {
      await checkCurrentPassword(profile.passwordHash, body.currentPassword);
      changes.email = email;
    }
  }
  if (body.phone !== undefined) changes.phone = body.phone === null ? null : normalizePhone(body.phone);
  await saveProfileChanges(profile, changes, body.version);
  return saved(profile.id);
}

/** Changes the signed-in user's password; every other session of theirs ends at once. */
export async function changeOwnPassword(
  session: SessionContext,
  body: { currentPassword: string; newPassword: string },
) {
  const profile = await requireProfile(session.userId);
  await checkCurrentPassword(profile.passwordHash, body.currentPassword);
  await updateItem(
    keys.user(profile.id),
    {
      set: { passwordHash: await hashPassword(body.newPassword), passwordChangedAt: nowIso() },
      remove: ['recoveryTokenHash'],
    },
    { exists: true },
  );
  await closeSessionsOfUser(profile.id, { exceptSessionId: session.sessionId });
  if (profile.email) {
    await sendAccountMail(
      profile.email,
      passwordChangedMail({ firstName: profile.firstName, recoveryLink: recoveryRequestLink() }),
    );
  }
  return saved(profile.id);
}
