import { communicationAdministrationRoutes } from '@gradina/shared/manifest/routes/communication/administration';
import { communicationBoardRoutes } from '@gradina/shared/manifest/routes/communication/board';
import { communicationDashboardRoutes } from '@gradina/shared/manifest/routes/communication/dashboard';
import { communicationEventRoutes } from '@gradina/shared/manifest/routes/communication/events';
import { communicationMessageRoutes } from '@gradina/shared/manifest/routes/communication/messages';
import { communicationPollRoutes } from '@gradina/shared/manifest/routes/communication/polls';
import { communicationRecipientRoutes } from '@gradina/shared/manifest/routes/communication/recipients';
import { frameRoutes } from '@gradina/shared/manifest/routes/frame';
import { createAreaHandler } from '../../platform/http/area-handler';
import { administrationRoutes } from './administration/routes';
import { boardRoutes } from './board/routes';
import { dashboardRoutes } from './dashboard/routes';
import { eventRoutes } from './events/routes';
import { frameHandlers } from './frame/routes';
import { messageRoutes } from './messages/routes';
import { communicationObjects } from './objects';
import { pollRoutes } from './polls/routes';
import { recipientRoutes } from './recipients/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [
  communicationAdministrationRoutes,
  communicationBoardRoutes,
  communicationDashboardRoutes,
  communicationEventRoutes,
  communicationMessageRoutes,
  communicationPollRoutes,
  communicationRecipientRoutes,
  frameRoutes,
];

/** The communication Lambda: messages, calendar, polls, the board, badges, administrative messages. */
export const handler = createAreaHandler(
  'communication',
  areaRoutes,
  {
    ...messageRoutes,
    ...recipientRoutes,
    ...eventRoutes,
    ...pollRoutes,
    ...dashboardRoutes,
    ...boardRoutes,
    ...administrationRoutes,
    ...frameHandlers,
  },
  { objects: communicationObjects },
);
