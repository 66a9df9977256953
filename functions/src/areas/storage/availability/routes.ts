import type { storageStockRoutes } from '@gradina/shared/manifest/routes/storage/stocks';
import type { Unit } from '@gradina/shared/storage/units';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import {
  availableForDate,
  inboundCreators,
  inboundsOverview,
  productAvailability,
  stockAvailabilityDetailed,
  warehousesAvailability,
  weightedAveragePrice,
} from './availability';

/** The handler entries of availability, the average price and the stock inbounds. */
export const availabilityRoutes: FeatureRoutes<typeof storageStockRoutes> = {
  'storage.productAvailability': entry.query(productAvailability),
  'storage.stockAvailabilityDetailed': entry.query(stockAvailabilityDetailed),
  'storage.warehousesAvailability': entry.path('productId', warehousesAvailability),
  'storage.weightedAveragePrice': async ({ session, path }) =>
    weightedAveragePrice(session, path.productId, path.warehouseId, path.unitOfMeasure as Unit),
  'storage.availableForDate': entry.path('date', availableForDate),
  'storage.inboundCreators': entry.session(inboundCreators),
  'storage.inboundsOverview': entry.query(inboundsOverview),
};
