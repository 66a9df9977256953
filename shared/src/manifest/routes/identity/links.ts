import { z } from 'zod';
import { Role } from '../../../enums';
import { saveReply } from '../../../schemas/common';
import { email, id, linkToken, password, sized } from '../../../schemas/fields';
import { defineRoutes, publicRoute } from '../../route';

/**
 * The e-mail links: activation, password recovery and unsubscribe (public routes; the link's single-use
 * token is the authority). docs/areas/identity-accounts.md explains the paths the spec does not name.
 */

export const tokenInfo = z.object({
  purpose: z.enum(['account-activation', 'admin-activation', 'password-recovery']),
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(Role),
  kindergartenId: z.string().nullable(),
  kindergartenName: z.string().nullable(),
  expiresAt: z.string(),
  /** Set for a kindergarten's invitation; `hasAccount` tells the page to offer accept/decline, not a password. */
  invitationId: z.string().nullable(),
  hasAccount: z.boolean(),
});

export const identityLinkRoutes = defineRoutes('identity', {
  passwordRecovery: {
    method: 'POST',
    path: '/api/Identity/password-recovery',
    permission: publicRoute,
    request: { body: z.object({ email: email() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Заявка за възстановяване на парола (/login/reset): един и същ отговор, има ли такъв акаунт',
    rateLimit: 'password-recovery',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/Identity/reset-password',
    permission: publicRoute,
    // object: the one-time token in the body is the authority here, not a session
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        token: linkToken(),
        password: password('Нова парола'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова парола по връзката от писмото (/password-recovery/{userId}/{token}); връзката важи веднъж',
    rateLimit: 'new-password',
  },
  tokenInfo: {
    method: 'POST',
    path: '/api/Identity/token-info',
    permission: publicRoute,
    request: { body: z.object({ token: linkToken() }) },
    reply: { kind: 'json', schema: tokenInfo },
    summary: 'Проверява връзка за активиране или възстановяване, без да я изразходва',
  },
  activateAccount: {
    method: 'POST',
    path: '/api/Identity/activate-account',
    permission: publicRoute,
    request: {
      body: z.object({
        token: linkToken(),
        password: password('Парола'),
        kindergartenId: id('Детска градина').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Активиране на акаунт с парола (/account-activation/{userType}/{token}, /admin-account-activation/{token}/{kindergartenId})',
    rateLimit: 'new-password',
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/Mails/unsubscribe',
    permission: publicRoute,
    request: {
      body: z.object({ token: sized('Код за отписване', 10, 600) }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отписване от известия по имейл по връзката от писмата (/unsubscribe/{token})',
  },
});
