import type { QueryClient } from '@tanstack/react-query';

/** After a request is approved or rejected: the lists and the request itself. */
export function invalidateRegistrationRequests(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['api', 'identity.registrationRequests'] }),
    client.invalidateQueries({ queryKey: ['api', 'identity.registrationRequest'] }),
  ]);
}
