import type { communicationRecipientRoutes } from '@gradina/shared/manifest/routes/communication/recipients';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { recipientOptions } from './recipient-options';

/** The handler entries of the recipients routes: thin calls of the feature's domain functions. */
export const recipientRoutes: AreaImplementations<(typeof communicationRecipientRoutes)[number]['id']> = {
  'communication.recipientOptions': async ({ session }) => recipientOptions(session),
};
