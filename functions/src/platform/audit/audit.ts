import { randomUUID } from 'node:crypto';
import type { AuditEvent } from '@gradina/shared/manifest/routes/identity/audit';
import { now } from '../clock';
import { keys, putItem, queryAll } from '../db';
import { createLogger } from '../http/logger';

export type { AuditEvent } from '@gradina/shared/manifest/routes/identity/audit';
export { auditEvents } from '@gradina/shared/manifest/routes/identity/audit';

/** The payments area writes this when a provider's notification fails its signature or amount check. */
export const paymentNotificationRefused: AuditEvent = 'payment.notification-refused';

/**
 * How long audit items stay: two years, so a complaint about last school year can still be traced, while
 * old security history (who was locked out when) does not pile up forever. DynamoDB's TTL removes them.
 */
export const auditRetentionSeconds = 2 * 365 * 24 * 60 * 60;

/** Codes, counts, roles and ids only: never names, ЕГН, e-mails, phones or identifiers. */
export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditEntry {
  kindergartenId: string | null;
  event: AuditEvent;
  /** Who did it; null when the platform did (a lockout after wrong passwords). */
  actorUserId: string | null;
  subjectUserId?: string | null;
  details?: AuditDetails;
}

const log = createLogger({ component: 'audit' });

/**
 * Writes one security event: under its kindergarten (the director's list) and in the month's platform
 * partition (the Master's list). The event is also logged (`msg: audit`); an audit write that fails is logged as an
 * error and does not undo or fail what already happened (the lockout, the deactivation).
 */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  const at = now().toISOString();
  const id = randomUUID();
  const item = {
    type: 'Audit',
    id,
    at,
    event: entry.event,
    kindergartenId: entry.kindergartenId,
    actorUserId: entry.actorUserId,
    subjectUserId: entry.subjectUserId ?? null,
    details: entry.details ?? {},
    ttl: Math.floor(Date.parse(at) / 1000) + auditRetentionSeconds,
  };
  const targets = [keys.auditOfMonth(at.slice(0, 7), at, id)];
  if (entry.kindergartenId) targets.push(keys.auditOfKindergarten(entry.kindergartenId, at, id));
  log.info('audit', {
    event: entry.event,
    kindergartenId: entry.kindergartenId,
    actorUserId: entry.actorUserId,
    subjectUserId: item.subjectUserId,
    details: item.details,
  });
  try {
    await Promise.all(targets.map((key) => putItem({ ...key, ...item })));
  } catch (error) {
    log.error('audit write failed', { event: entry.event, auditId: id, error });
  }
}

/** The kindergartens a user is a member of (their membership items), for events about the whole account. */
export async function kindergartensOfUser(userId: string): Promise<string[]> {
  const prefix = keys.membership(userId, '');
  const items = await queryAll<{ kindergartenId?: string }>({
    partition: prefix.PK,
    beginsWith: prefix.SK,
    attributes: ['kindergartenId'],
  });
  return items.map((i) => i.kindergartenId).filter((k): k is string => !!k);
}

/**
 * An event about a user in each of the given kindergartens (one item per kindergarten, so each director
 * sees it), or once for the platform alone when the user belongs to none.
 */
export async function recordAuditInKindergartens(
  kindergartenIds: readonly string[],
  entry: Omit<AuditEntry, 'kindergartenId'>,
): Promise<void> {
  const targets = kindergartenIds.length > 0 ? [...new Set(kindergartenIds)] : [null];
  await Promise.all(targets.map((kindergartenId) => recordAudit({ ...entry, kindergartenId })));
}
