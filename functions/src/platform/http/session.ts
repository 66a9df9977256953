import type { Role } from '@gradina/shared';

/** What the authorizer hands every handler: who is calling, in which kindergarten and school year. */
export interface SessionContext {
  userId: string;
  sessionId: string;
  role: Role;
  kindergartenId: string | null;
  periodId: string | null;
  /**
   * The user's effective rights in this kindergarten (role defaults and user groups), in the compact form
   * of `encodeRights`; computed when the session opens or switches kindergarten, and on rebuild-access.
   */
  grants?: string | null;
}

/** API Gateway passes authorizer context values as strings; this restores their types. */
export function sessionFromAuthorizer(
  authorizer: Record<string, unknown> | null | undefined,
): SessionContext | undefined {
  if (!authorizer || typeof authorizer.userId !== 'string' || authorizer.userId === '') return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    userId: authorizer.userId,
    sessionId: String(authorizer.sessionId ?? ''),
    role: Number(authorizer.role) as Role,
    kindergartenId: text(authorizer.kindergartenId),
    periodId: text(authorizer.periodId),
    grants: text(authorizer.grants),
  };
}

/** The flat string map an authorizer returns as `context`. */
export function sessionToAuthorizerContext(s: SessionContext): Record<string, string> {
  return {
    userId: s.userId,
    sessionId: s.sessionId,
    role: String(s.role),
    kindergartenId: s.kindergartenId ?? '',
    periodId: s.periodId ?? '',
    grants: s.grants ?? '',
  };
}
