import { keys } from '../../../platform/db';
import { kindergartenItem } from '../../../platform/http/object-access';

/** A user a route acts on must be a member of the session's kindergarten (their membership item). */
export const member = (kindergartenId: string, userId: string) =>
  kindergartenItem(kindergartenId, keys.membership(userId, kindergartenId));

/** ... or one it deactivated (reactivation). */
export const memberOrSuspended = async (kindergartenId: string, userId: string) =>
  (await member(kindergartenId, userId)) ??
  kindergartenItem(kindergartenId, keys.suspendedMembership(userId, kindergartenId));

/** ... or, for a resent invitation, its own open invitation. */
export const memberOrInvited = async (kindergartenId: string, id: string) =>
  (await member(kindergartenId, id)) ?? kindergartenItem(kindergartenId, keys.invitation(kindergartenId, id));
