import { closeSession, issueRealtimeTicket, realtimeTicketSeconds } from '../../platform/auth/sessions';
import { userData } from '../../platform/frame/user-data';
import type { AreaImplementations } from '../../platform/http/area-handler';
import { saved } from '../../platform/http/replies';
import { login } from './login';

/** Sign-in, the current user, logout and the realtime ticket. */
export const sessionRoutes: AreaImplementations<
  'identity.login' | 'identity.userData' | 'identity.logout' | 'identity.realtimeTicket'
> = {
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
};
