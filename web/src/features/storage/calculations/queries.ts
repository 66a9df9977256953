import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/**
 * After a calculation is created, edited, confirmed or deleted, or its portion book made or annulled: the
 * calculation's views, the lists, the store's stock (a confirmation issues it) and the references it feeds.
 */
export const invalidateCalculations = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'kitchen.calculation',
    'kitchen.calculationsOverview',
    'kitchen.calculationAttendances',
    'kitchen.calculationProducts',
    'kitchen.portionBook',
    'storage.monthMealReport',
    'storage.calculationsSummary',
    'storage.warehousesAvailability',
  );
