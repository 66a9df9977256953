import { childrenRecordRoutes } from '@gradina/shared/manifest/routes/children/records';
import { createAreaHandler } from '../../platform/http/area-handler';
import { recordRoutes } from './records/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [childrenRecordRoutes];

/** The children Lambda: children records, guardians, measurements, portfolios and certificates. */
export const handler = createAreaHandler('children', areaRoutes, { ...recordRoutes }, { objects: {} });
