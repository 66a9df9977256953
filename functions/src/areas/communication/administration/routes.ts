import type { communicationAdministrationRoutes } from '@gradina/shared/manifest/routes/communication/administration';
import type { AreaImplementations } from '../../../platform/http/area-handler';
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
  'communication.sendToKindergartens': async ({ session, body }) => sendToKindergartens(session, body),
  'communication.administrativeMessages': async ({ query }) => administrativeMessages(query),
  'communication.sendAdministrativeMessage': async ({ session, body }) =>
    sendAdministrativeMessage(session, body),
  'communication.maintenanceMessages': async ({ query }) => maintenanceMessages(query),
  'communication.createMaintenanceMessage': async ({ session, body }) =>
    createMaintenanceMessage(session, body),
  'communication.clearMaintenanceMessage': async ({ path }) => clearMaintenanceMessage(path.id),
  'communication.currentMaintenanceMessages': async ({ session }) => currentMaintenanceMessages(session),
  'communication.acknowledgeMaintenanceMessage': async ({ session, path }) =>
    acknowledgeMaintenanceMessage(session, path.id),
};
