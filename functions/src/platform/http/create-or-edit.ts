import type { Resource } from '@gradina/shared';
import { requireVersion } from '../db';
import { forbidden } from './errors';
import type { RouteSession } from './route-session';

/**
 * A create-or-edit route's permission is the resource's `update`; a create (a body without `id`) needs its
 * `create` right too (403 with `refusal`, the user's words for what they may not add).
 */
export function checkCreateRight(
  session: RouteSession,
  body: { id?: string | null | undefined },
  resource: Resource,
  refusal: string,
) {
  if (!body.id && !session.can(resource, 'create')) throw forbidden(refusal);
}

/**
 * The version a create-or-edit writes against, after `checkCreateRight`: none (0) for a create, the one the
 * editor read for an edit (400 naming `version` without it).
 */
export function createOrEditVersion(
  session: RouteSession,
  body: { id?: string | null | undefined; version?: number | undefined },
  resource: Resource,
  refusal: string,
): number {
  checkCreateRight(session, body, resource, refusal);
  return body.id ? requireVersion(body.version) : 0;
}
