import type { RouteDef } from '@gradina/shared';
import { forbidden, unauthorized } from '../http/errors';
import type { SessionContext } from '../http/session';
import { assertModuleWritable, sessionCan } from './effective-rights';

/**
 * The permission check every route goes through, driven by the manifest's `permission`: the session's
 * effective rights (role defaults and user groups, carried by the session, so no read), a selected
 * kindergarten for tenant routes, and, for writes of tenant routes only, the kindergarten's module locks
 * (one GetItem).
 */
export async function authorizeRoute(route: RouteDef, session: SessionContext | undefined): Promise<void> {
  const p = route.permission;
  if (p.kind === 'public') return;
  if (!session) throw unauthorized();
  if (p.kind === 'signedIn') return;
  if (!sessionCan(session, p.resource, p.action)) throw forbidden();
  if (p.tenant && !session.kindergartenId) throw forbidden('Не е избрана детска градина.');
  if (p.tenant && p.action !== 'read') await assertModuleWritable(session, p.resource);
}
