import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** An export made, downloaded for signing (it is then kept) or deleted: the list and the export. */
export const invalidateClassBookExports = (client: QueryClient) =>
  invalidateRoutes(client, 'planning.classBookExports', 'planning.classBookExport');
