import { type Action, bgMessages, type Resource, Role } from '@gradina/shared';
import { sessionCan } from '../../platform/auth/effective-rights';
import { sessionKindergarten } from '../../platform/auth/session-context';
import { badRequest } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { sanitizeRichText } from './content';
import type { CreatedBy } from './inbox';

export type TenantSession = SessionContext & { kindergartenId: string };

/**
 * The session's kindergarten (tenant routes have one: the permission check made sure), checked against the
 * kindergarten the screen shows when the request names it (`kindergartenId`): a tab still showing another
 * kindergarten is refused (403) instead of working on the session's.
 */
export function tenant(session: SessionContext, shown?: string | null): TenantSession {
  sessionKindergarten(session, shown);
  return session as TenantSession;
}

export const saved = (entityId: string | null = null) => ({
  isSuccessful: true,
  entityId,
  errorMessage: null,
});

/**
 * A refused change of someone else's record. The spec's create/update/delete reply carries `isSuccessful`
 * and an `errorMessage` the client shows; docs/areas/communication.md explains when this is used.
 */
export const refused = (errorMessage: string, entityId: string | null = null) => ({
  isSuccessful: false,
  entityId,
  errorMessage,
});

/** The session's effective right (role defaults and user groups). */
export const can = (session: SessionContext, resource: Resource, action: Action) =>
  sessionCan(session, resource, action);

/** Directors and administrators manage the kindergarten's polls and board beyond their own. */
export const isKindergartenManager = (session: SessionContext) =>
  session.role === Role.Director || session.role === Role.Administrator;

export const createdByOf = (session: SessionContext, name: string): CreatedBy => ({
  id: session.userId,
  name,
  userType: session.role,
});

/** Sanitizes rich text; text that is empty after sanitizing is refused like a missing field. */
export function cleanRichText(html: string, field: string, title: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) {
    const message = bgMessages.required(title);
    throw badRequest(message, [{ field, message }]);
  }
  return clean;
}

export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);
