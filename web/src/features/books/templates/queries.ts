import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A template saved, copied or deleted: the lists and the pickers that offer templates. */
export const invalidateTemplates = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'books.nationalTemplates',
    'books.kindergartenTemplates',
    'books.kindergartenTemplate',
    'books.templatesForCategory',
  );
