import type { communicationRecipientRoutes } from '@gradina/shared/manifest/routes/communication/recipients';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { recipientOptions } from './recipient-options';

/** The handler entries of the recipients routes: thin calls of the feature's domain functions. */
export const recipientRoutes: AreaImplementations<(typeof communicationRecipientRoutes)[number]['id']> = {
  'communication.recipientOptions': entry.session(recipientOptions),
};
