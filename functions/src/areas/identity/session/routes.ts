import type { identitySessionRoutes as manifest } from '@gradina/shared/manifest/routes/identity/session';
import { changeSchoolYear } from '../../../platform/auth/session-context';
import { closeSession, issueRealtimeTicket, realtimeTicketSeconds } from '../../../platform/auth/sessions';
import { userData } from '../../../platform/frame/user-data';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { saved } from '../../../platform/http/replies';
import { entry } from '../../../platform/http/route-entries';
import { login } from './login';

/** Sign-in, the current user, logout, the realtime ticket and the session's school year. Thin entries over the feature's functions. */
export const sessionRoutes: FeatureRoutes<typeof manifest> = {
  'identity.login': async ({ body, log }) => login(body, log),
  'identity.userData': entry.session(userData),
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
