import { type RouteDef, roleCan } from '@gradina/shared';
import { forbidden, unauthorized } from '../http/errors';
import type { SessionContext } from '../http/session';

/** The permission check every route goes through, driven by the manifest's `permission`. */
export async function authorizeRoute(route: RouteDef, session: SessionContext | undefined): Promise<void> {
  const p = route.permission;
  if (p.kind === 'public') return;
  if (!session) throw unauthorized();
  if (p.kind === 'signedIn') return;
  if (!roleCan(session.role, p.resource, p.action)) throw forbidden();
  if (p.tenant && !session.kindergartenId) throw forbidden('Не е избрана детска градина.');
}
