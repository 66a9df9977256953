import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** After a kindergarten is opened, edited or reset: the national list, the directory picker, its data. */
export const invalidateKindergartens = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'kindergartens.groupInstitutions',
    'kindergartens.institutions',
    'kindergartens.kindergartenData',
    'kindergartens.list',
  );
