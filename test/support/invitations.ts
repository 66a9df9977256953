import { keys, updateItem } from '../../functions/src/platform/db';

/**
 * Invitations as no route shows them: an invitation runs 7 days by the real clock, which a suite cannot wait
 * for, so a test moves its end into the past through the data kit: the invitation and its address marker,
 * which expire together.
 */
export async function expireInvitation(kindergartenId: string, invitationId: string): Promise<void> {
  const past = { set: { expiresAt: Math.floor(Date.now() / 1000) - 60 } };
  const invitation = await updateItem<{ email: string }>(
    keys.invitation(kindergartenId, invitationId),
    past,
    { exists: true },
  );
  await updateItem(keys.invitationOfAddress(kindergartenId, invitation.email), past, { exists: true });
}

/** The token of the newest link in an invitation mail's text. */
export const invitationLinkToken = (text: string) =>
  /\/(?:admin-)?account-activation\/[^/\s]+\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
