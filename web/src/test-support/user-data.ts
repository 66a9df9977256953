import { Role } from '@gradina/shared';
import type { QueryClient } from '@tanstack/react-query';

/** A user data access entry with the rights in `letters` (r read, c create, u update, d delete). */
export const accessRight = (resource: string, letters = 'r') => ({
  resource,
  group: null,
  canView: letters.includes('r'),
  canCreate: letters.includes('c'),
  canEdit: letters.includes('u'),
  read: letters.includes('r'),
  create: letters.includes('c'),
  update: letters.includes('u'),
  delete: letters.includes('d'),
});

/** Signs a director in for a component test: the user data (no kindergarten chosen) with these rights. */
export function signInDirector(client: QueryClient, access: ReturnType<typeof accessRight>[]) {
  client.setQueryData(['api', 'identity.userData', {}], {
    id: 'u1',
    firstName: 'Елена',
    lastName: 'Димитрова',
    email: null,
    avatarPath: null,
    userType: Role.Director,
    baseRoleType: Role.Director,
    periodId: null,
    consolidation: false,
    kindergartens: [],
    access,
  });
}
