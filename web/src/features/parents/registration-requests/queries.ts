import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** After a request is approved or rejected: the lists and the request itself. */
export const invalidateRegistrationRequests = (client: QueryClient) =>
  invalidateRoutes(client, 'identity.registrationRequests', 'identity.registrationRequest');
