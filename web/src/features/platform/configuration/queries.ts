import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** After the kindergarten's data is saved: its data and the switcher's names. */
export const invalidateConfiguration = (client: QueryClient) =>
  invalidateRoutes(client, 'kindergartens.kindergartenData', 'kindergartens.list');
