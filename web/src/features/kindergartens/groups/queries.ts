import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A group saved, copied or deleted: its lists, the record itself, the years' group counts and the figures. */
export const invalidateGroups = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'kindergartens.groupOverview',
    'kindergartens.group',
    'kindergartens.groupList',
    'kindergartens.groupsByKindergarten',
    'kindergartens.groupsGrouped',
    'kindergartens.groupsByMealType',
    'kindergartens.schoolYearOverview',
    'kindergartens.dayOffGroups',
    'communication.kindergartenFigures',
  );
