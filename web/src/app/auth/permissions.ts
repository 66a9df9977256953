import type { Action, Resource, Role } from '@gradina/shared';
import { useUserData } from './user-data';

/** An entry of the user data's `access[]` (spec: per resource or group, view/create/edit or read/create/update/delete). */
export interface AccessEntry {
  resource: string;
  canView: boolean;
  canCreate: boolean;
  canEdit: boolean;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * Whether the access list grants an action on a resource. Either flag family counts (the spec's entries carry
 * both), and any entry of the resource, whichever group it came from.
 */
export function hasRight(
  access: readonly AccessEntry[],
  resource: Resource,
  action: Action = 'read',
): boolean {
  return access.some((e) => {
    if (e.resource !== resource) return false;
    switch (action) {
      case 'read':
        return e.read || e.canView;
      case 'create':
        return e.create || e.canCreate;
      case 'update':
        return e.update || e.canEdit;
      default:
        return e.delete;
    }
  });
}

/** The signed-in user's rights, for screens that show or hide what the user may do. */
export function usePermissions() {
  const user = useUserData();
  return {
    role: user.userType as Role,
    can: (resource: Resource, action: Action = 'read') => hasRight(user.access, resource, action),
    is: (...roles: Role[]) => roles.includes(user.userType as Role),
  };
}
