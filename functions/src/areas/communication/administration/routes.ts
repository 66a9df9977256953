import type { communicationAdministrationRoutes } from '@gradina/shared/manifest/routes/communication/administration';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import {
  acknowledgeMaintenanceMessage,
  administrativeMessages,
  clearMaintenanceMessage,
  createMaintenanceMessage,
  currentMaintenanceMessages,
  maintenanceMessages,
  sendAdministrativeMessage,
  sendToKindergartens,
} from './administration';

/** The handler entries of the administration routes: thin calls of the feature's domain functions. */
export const administrationRoutes: AreaImplementations<
  (typeof communicationAdministrationRoutes)[number]['id']
> = {
  'communication.sendToKindergartens': entry.body(sendToKindergartens),
  'communication.administrativeMessages': async ({ query }) => administrativeMessages(query),
  'communication.sendAdministrativeMessage': entry.body(sendAdministrativeMessage),
  'communication.maintenanceMessages': async ({ query }) => maintenanceMessages(query),
  'communication.createMaintenanceMessage': entry.body(createMaintenanceMessage),
  'communication.clearMaintenanceMessage': async ({ path }) => clearMaintenanceMessage(path.id),
  'communication.currentMaintenanceMessages': entry.session(currentMaintenanceMessages),
  'communication.acknowledgeMaintenanceMessage': entry.pathId(acknowledgeMaintenanceMessage),
};
