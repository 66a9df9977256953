import type { identityLinkRoutes as manifest } from '@gradina/shared/manifest/routes/identity/links';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { activateAccount, requestPasswordRecovery, resetPassword, tokenInfo } from './links';
import { unsubscribe } from './unsubscribe';

/** The public links of the mails: activation, password recovery, unsubscribe. Thin entries over the feature's functions. */
export const linkRoutes: FeatureRoutes<typeof manifest> = {
  'identity.passwordRecovery': async ({ body }) => requestPasswordRecovery(body.email),
  'identity.resetPassword': async ({ body }) => resetPassword(body),
  'identity.tokenInfo': async ({ body }) => tokenInfo(body.token),
  'identity.activateAccount': async ({ body }) => activateAccount(body),
  'identity.unsubscribe': async ({ body }) => unsubscribe(body.token),
};
