import type { Role } from '@gradina/shared';
import { hashToken, readOneTimeToken, type StoredToken } from '../../../platform/auth/one-time-tokens';
import { getItem } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { isOpen, invitationsOfAddress as openInvitationsOf } from '../../../platform/frame/shell-reads';
import { type LabelledOp, transact } from './items';

/** The invitations of a kindergarten: items, reads and the transaction items that end one. */

export type InvitationPurpose = 'account-activation' | 'admin-activation';

export interface Invitation {
  id: string;
  kindergartenId: string;
  kindergartenName: string;
  /** Normalised: the address the mail went to; an account with this login may accept. */
  email: string;
  /** What the inviter typed; the kindergarten sees only these until the invitee accepts. */
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  purpose: InvitationPurpose;
  invitedBy: string;
  /** SHA-256 of the newest link: sending the invitation again voids the older links. */
  tokenHash: string;
  createdAt: string;
  /** Epoch seconds, the same as the link's. */
  expiresAt: number;
}

export interface InvitationTokenData {
  invitationId: string;
  kindergartenId: string;
  role: Role;
}

/** The open invitations sent to an address, in every kindergarten (the platform's read: the shell shows them too). */
export const invitationsOfAddress = (email: string) => openInvitationsOf<Invitation>(email);

export async function invitationById(kindergartenId: string, id: string): Promise<Invitation | undefined> {
  const invitation = await getItem<Invitation>(keys.invitation(kindergartenId, id), { consistent: true });
  return invitation && isOpen(invitation) ? invitation : undefined;
}

/** The open invitations of a kindergarten (one Query of its invitations partition). */
export async function invitationsOfKindergarten(kindergartenId: string): Promise<Invitation[]> {
  const items = await queryAll<Invitation>({
    partition: keys.invitation(kindergartenId).PK,
    beginsWith: keys.invitation(kindergartenId).SK,
  });
  return items.filter(isOpen);
}

/** The invitation a mail's link stands for, if the link is its newest and it is still open. */
export async function invitationOfToken(
  token: string,
): Promise<{ stored: StoredToken<InvitationTokenData>; invitation: Invitation } | undefined> {
  const stored = await readOneTimeToken<InvitationTokenData>(token, [
    'account-activation',
    'admin-activation',
  ]);
  if (!stored?.data.invitationId) return undefined;
  const invitation = await invitationById(stored.data.kindergartenId, stored.data.invitationId);
  if (!invitation || invitation.tokenHash !== hashToken(token)) return undefined;
  return { stored, invitation };
}

/** Whether a link token is an invitation's (rather than an activation link of an existing account). */
export async function isInvitationToken(token: string): Promise<boolean> {
  const stored = await readOneTimeToken<Partial<InvitationTokenData>>(token, [
    'account-activation',
    'admin-activation',
  ]);
  return !!stored?.data.invitationId;
}

/**
 * The items that close an invitation: the invitation (only if it is still this link's, when a token is
 * given) and its address marker (only while it is this invitation's: a newer one may have taken it).
 */
export function closingItems(invitation: Invitation, tokenHash?: string): LabelledOp[] {
  return [
    {
      label: 'invitation',
      op: {
        delete: keys.invitation(invitation.kindergartenId, invitation.id),
        condition: { exists: true, ...(tokenHash ? { equals: { tokenHash } } : {}) },
      },
    },
    {
      label: 'address',
      op: {
        delete: keys.invitationOfAddress(invitation.kindergartenId, invitation.email),
        condition: {
          expression: 'attribute_not_exists(#pk) OR #invitation = :id',
          names: { '#pk': 'PK', '#invitation': 'invitationId' },
          values: { ':id': invitation.id },
        },
      },
    },
  ];
}

/** A new link for an invitation: the newest link's hash and a new expiry on the invitation and its marker. */
export async function renewInvitation(invitation: Invitation, tokenHash: string, expiresAt: number) {
  await transact(
    [
      {
        label: 'invitation',
        op: {
          update: keys.invitation(invitation.kindergartenId, invitation.id),
          changes: { set: { tokenHash, expiresAt, ttl: expiresAt } },
          condition: { exists: true },
        },
      },
      {
        label: 'address',
        op: {
          update: keys.invitationOfAddress(invitation.kindergartenId, invitation.email),
          changes: { set: { expiresAt, ttl: expiresAt, invitationId: invitation.id } },
        },
      },
    ],
    () => undefined,
  );
}
