import { closeSession, issueRealtimeTicket, realtimeTicketSeconds } from '../../platform/auth/sessions';
import { createAreaHandler } from '../../platform/http/area-handler';
import { login } from './login';
import { userData } from './user-data';

export const handler = createAreaHandler('identity', {
  'identity.login': async ({ body }) => login(body),
  'identity.userData': async ({ session }) => userData(session),
  'identity.logout': async ({ session }) => {
    await closeSession(session.sessionId);
    return { isSuccessful: true };
  },
  'identity.realtimeTicket': async ({ session }) => ({
    ticket: await issueRealtimeTicket(session),
    expiresInSeconds: realtimeTicketSeconds,
  }),
});
