import type { RouteDef } from '@gradina/shared';
import { createAreaHandler } from '../../platform/http/area-handler';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [];

/** The payments Lambda (fees, payments, receipts, ePay's notifications; its features add their routes here). */
export const handler = createAreaHandler('payments', areaRoutes, {}, { objects: {} });
