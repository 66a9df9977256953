import type { identitySessionRoutes as manifest } from '@gradina/shared/manifest/routes/identity/session';
import { changeSchoolYear } from '../../../platform/auth/session-context';
import { closeSession, issueRealtimeTicket, realtimeTicketSeconds } from '../../../platform/auth/sessions';
import { userData } from '../../../platform/frame/user-data';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { saved } from '../../../platform/http/replies';
import { login } from './login';

type RouteId = (typeof manifest)[number]['id'];

/** Sign-in, the current user, logout, the realtime ticket and the session's school year. Thin entries over the feature's functions. */
export const sessionRoutes: AreaImplementations<RouteId> = {
  'identity.login': async ({ body, log }) => login(body, log),
  'identity.userData': async ({ session }) => userData(session),
  'identity.logout': async ({ session }) => {
    await closeSession(session.sessionId);
    return saved();
  },
  'identity.realtimeTicket': async ({ session }) => ({
    ticket: await issueRealtimeTicket(session),
    expiresInSeconds: realtimeTicketSeconds,
  }),
  'identity.changeSchoolYear': async ({ session, path }) => {
    await changeSchoolYear(session, path.id);
    return saved(path.id);
  },
};
