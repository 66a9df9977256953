import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A parent created, a link added, changed or removed, an application made or decided. */
export const invalidateParents = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'children.parents',
    'children.parent',
    'children.childGuardians',
    'children.childApplications',
    'children.myChildApplications',
  );
