import { communicationAdministrationRoutes } from './communication/administration';
import { communicationBoardRoutes } from './communication/board';
import { communicationDashboardRoutes } from './communication/dashboard';
import { communicationEventRoutes } from './communication/events';
import { communicationMessageRoutes } from './communication/messages';
import { communicationPollRoutes } from './communication/polls';
import { communicationRecipientRoutes } from './communication/recipients';
import { filesRoutes } from './files';
import { identityRoutes } from './identity';
import { identityAccessRoutes } from './identity-access';
import { identityAccountsRoutes } from './identity-accounts';
import { kindergartensRoutes } from './kindergartens';
import { lookupRoutes } from './lookups';

/**
 * The route files of every area. Each area keeps its routes in files of its own; adding a file here is
 * the only shared edit a new area needs.
 */
export const routeGroups = [
  identityRoutes,
  identityAccountsRoutes,
  identityAccessRoutes,
  kindergartensRoutes,
  filesRoutes,
  communicationAdministrationRoutes,
  communicationBoardRoutes,
  communicationDashboardRoutes,
  communicationEventRoutes,
  communicationMessageRoutes,
  communicationPollRoutes,
  communicationRecipientRoutes,
  lookupRoutes,
] as const;
