import { keys, tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import type { TransactOp } from '../../platform/db/transact';

/**
 * Guardian links, shared by the areas that write them: the children area (parents and their children), the
 * identity area (a registration's approval, an accepted parent invitation) and the demo data. The link keeps
 * the fields communication and the object checks read (kindergartenId, childId, parentUserId, relation,
 * childName, groupId) and adds the kindergarten's index (GSI2), so the parents list is one Query, and a
 * `version` for relation edits.
 */

/** GSI2 of a link: every guardian link of a kindergarten, by parent, so the parents list is one Query. */
export const guardianIndex = (kindergartenId: string, parentUserId: string, childId: string) => ({
  GSI2PK: `${tenantPrefix(kindergartenId)}#GUARDIANS`,
  GSI2SK: `USER#${parentUserId}#CHILD#${childId}`,
});

/**
 * A parent invited for a child who has not accepted yet: on the child's partition, and in the same GSI2
 * partition as the links (`INVITE#<invitationId>#…`). Accepting the invitation turns it into a link.
 */
export const pendingGuardianKeys = (kindergartenId: string, childId: string, invitationId: string) => ({
  PK: keys.child(kindergartenId, childId).PK,
  SK: `INVITED#${invitationId}`,
  GSI2PK: `${tenantPrefix(kindergartenId)}#GUARDIANS`,
  GSI2SK: `INVITE#${invitationId}#CHILD#${childId}`,
});

export interface GuardianLink {
  kindergartenId: string;
  childId: string;
  parentUserId: string;
  relation: number;
  childName: string;
  groupId: string | null;
  createdAt?: string;
  version?: number;
}

export interface PendingGuardian {
  kindergartenId: string;
  childId: string;
  invitationId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  relation: number;
  childName: string;
  groupId: string | null;
  createdAt: string;
  /** Epoch seconds: when the invitation's first link runs out (a waiting child no open invitation covers
   * shows until then: the queued invitation may not be written yet). */
  expiresAt?: number;
}

/** The stored item of a link (both directions: the child's partition and the parent's GSI1, plus GSI2). */
export const guardianItem = (g: GuardianLink) => ({
  ...keys.guardianOfChild(g.kindergartenId, g.childId, g.parentUserId),
  ...keys.childrenOfParent(g.parentUserId, g.kindergartenId, g.childId),
  ...guardianIndex(g.kindergartenId, g.parentUserId, g.childId),
  type: 'Guardian',
  kindergartenId: g.kindergartenId,
  childId: g.childId,
  parentUserId: g.parentUserId,
  relation: g.relation,
  childName: g.childName,
  groupId: g.groupId,
  ...(g.createdAt ? { createdAt: g.createdAt } : {}),
  version: g.version ?? 1,
});

export const pendingGuardianItem = (p: PendingGuardian) => ({
  ...p,
  ...pendingGuardianKeys(p.kindergartenId, p.childId, p.invitationId),
  type: 'PendingGuardian',
});

/** The children an invitation waits to link (one Query of GSI2). */
export const pendingGuardiansOfInvitation = (kindergartenId: string, invitationId: string) =>
  queryAll<PendingGuardian>({
    index: 'GSI2',
    partition: `${tenantPrefix(kindergartenId)}#GUARDIANS`,
    beginsWith: `INVITE#${invitationId}#`,
  });

/** The writes that remove an invitation's waiting children when it is declined (the invitee said no). */
export async function declinedGuardianOps(
  kindergartenId: string,
  invitationId: string,
): Promise<TransactOp[]> {
  const pending = await pendingGuardiansOfInvitation(kindergartenId, invitationId);
  return pending.map((p) => ({ delete: pendingGuardianKeys(kindergartenId, p.childId, invitationId) }));
}

/**
 * The writes that accept a parent invitation's children, for the transaction that creates the membership:
 * each waiting child becomes a link of `userId` with the relation the kindergarten typed, and the waiting
 * item goes. A link that exists already is written again with the same fields (the same parent, the same child).
 */
export async function acceptedGuardianOps(
  kindergartenId: string,
  invitationId: string,
  userId: string,
  at: string,
): Promise<TransactOp[]> {
  const pending = await pendingGuardiansOfInvitation(kindergartenId, invitationId);
  return pending.flatMap((p): TransactOp[] => [
    {
      put: guardianItem({
        kindergartenId,
        childId: p.childId,
        parentUserId: userId,
        relation: p.relation,
        childName: p.childName,
        groupId: p.groupId,
        createdAt: at,
      }),
    },
    { delete: pendingGuardianKeys(kindergartenId, p.childId, invitationId) },
  ]);
}
