import { randomBytes } from 'node:crypto';
import type { Role } from '@gradina/shared';
import { deleteIfExists, deleteItem, getItem, putItem } from '../db/item';
import { keys } from '../db/keys';
import type { SessionContext } from '../http/session';
import { effectiveGrants } from './effective-rights';
import { signToken, verifyToken } from './signing-keys';

/** A working day: the token and its session end together; the session item can end earlier (logout). */
export const sessionLifetimeSeconds = 8 * 60 * 60;
export const realtimeTicketSeconds = 60;
const issuer = 'gradina';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = () => randomBytes(18).toString('base64url');

export interface NewSession {
  userId: string;
  role: Role;
  kindergartenId: string | null;
  periodId: string | null;
  /** Effective rights (`encodeRights`); computed from the role and the user groups when not given. */
  grants?: string;
}

/** Stores the server-side session and signs the short-lived token bound to it. */
export async function openSession(input: NewSession): Promise<{ token: string; session: SessionContext }> {
  const s = {
    ...input,
    grants: input.grants ?? (await effectiveGrants(input.userId, input.kindergartenId, input.role)),
  };
  const sessionId = newId();
  const expiresAt = nowSeconds() + sessionLifetimeSeconds;
  await putItem(
    {
      ...keys.session(sessionId),
      ...keys.sessionsOfUser(s.userId, sessionId),
      ...(s.kindergartenId ? keys.sessionsOfKindergarten(s.kindergartenId, sessionId) : {}),
      type: 'Session',
      sessionId,
      userId: s.userId,
      role: s.role,
      kindergartenId: s.kindergartenId,
      periodId: s.periodId,
      grants: s.grants,
      createdAt: new Date().toISOString(),
      expiresAt,
      ttl: expiresAt,
    },
    { absent: true },
  );
  const token = await signToken({
    sid: sessionId,
    sub: s.userId,
    iss: issuer,
    iat: nowSeconds(),
    exp: expiresAt,
  });
  return { token, session: { ...s, sessionId } };
}

async function liveSession(sessionId: string, userId: string): Promise<SessionContext | undefined> {
  const Item = await getItem(keys.session(sessionId), { consistent: true });
  if (!Item || Item.userId !== userId || Number(Item.expiresAt) <= nowSeconds()) return undefined;
  return {
    userId,
    sessionId,
    role: Number(Item.role) as Role,
    kindergartenId: (Item.kindergartenId as string | null) ?? null,
    periodId: (Item.periodId as string | null) ?? null,
    grants: typeof Item.grants === 'string' ? Item.grants : null,
  };
}

/** Verifies a bearer token and that its session is still open (logout and deactivation end it at once). */
export async function sessionOfToken(token: string): Promise<SessionContext | undefined> {
  try {
    const payload = await verifyToken(token, issuer);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return await liveSession(payload.sid, payload.sub);
  } catch (e) {
    const name = (e as Error).name ?? '';
    if (name.startsWith('JW') || (e as { code?: string }).code?.startsWith('ERR_J')) return undefined;
    throw e;
  }
}

export async function closeSession(sessionId: string): Promise<void> {
  await deleteItem(keys.session(sessionId));
}

/** A single-use ticket for the WebSocket `$connect`, so the token never travels in a URL. */
export async function issueRealtimeTicket(session: SessionContext): Promise<string> {
  const ticket = newId();
  const expiresAt = nowSeconds() + realtimeTicketSeconds;
  await putItem({
    ...keys.realtimeTicket(ticket),
    type: 'RealtimeTicket',
    userId: session.userId,
    sessionId: session.sessionId,
    expiresAt,
    ttl: expiresAt,
  });
  return ticket;
}

/** Consumes a ticket (deleted on first use) and answers the session it belongs to, if still open. */
export async function redeemRealtimeTicket(ticket: string): Promise<SessionContext | undefined> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(ticket)) return undefined;
  const key = keys.realtimeTicket(ticket);
  const found = await getItem<{ sessionId: string; userId: string }>(key, { consistent: true });
  if (!found) return undefined;
  // Only the redeemer whose delete wins uses the ticket; an expired one is refused even before its TTL.
  const redeemed = await deleteIfExists(key, {
    expression: '#expiresAt > :now',
    names: { '#expiresAt': 'expiresAt' },
    values: { ':now': nowSeconds() },
  });
  if (!redeemed) return undefined;
  return await liveSession(String(found.sessionId), String(found.userId));
}
