import type { ModuleName, Resource, Rights, UserData } from '@gradina/shared';
import {
  actions,
  decodeRights,
  defaultRights,
  moduleOf,
  Role,
  resources,
  unionRights,
} from '@gradina/shared';
import { pick } from '@gradina/shared/record-fields';
import { moduleSettingsOf } from '../auth/effective-rights';
import { rolesWithoutKindergarten } from '../auth/session-context';
import { notFound } from '../http/errors';
import type { SessionContext } from '../http/session';
import { isMotherIn, orderKindergartens } from './kindergarten-order';
import { loadKindergartens, loadUserWithMemberships } from './user-records';

/**
 * The access list the shell asks: one entry per resource the user may touch at all, from the rights the
 * session carries (role defaults and user groups). In a locked module everyone but the director keeps
 * only "read".
 */
export function accessList(
  role: Role,
  rights: Rights = defaultRights[role] ?? {},
  lockedModules: readonly ModuleName[] = [],
  switchedOff: readonly Resource[] = [],
): UserData['access'] {
  const locked = new Set(role === Role.Director ? [] : lockedModules);
  return resources
    .filter((r) => (rights[r as Resource] ?? '') !== '' && !switchedOff.includes(r))
    .map((resource) => {
      const module = moduleOf(resource);
      const all = rights[resource] ?? '';
      const letters = module && locked.has(module) ? all.replace(/[cud]/g, '') : all;
      const [read, create, update, del] = actions.map((a) => letters.includes(a[0]!));
      return {
        resource,
        group: null,
        canView: read!,
        canCreate: create!,
        canEdit: update!,
        read: read!,
        create: create!,
        update: update!,
        delete: del!,
      };
    })
    .filter((e) => e.read || e.create || e.update || e.delete);
}

/**
 * `GET /api/identity/user-data` (identity) and the user part of the shell call (communication): one Query of the user's partition, one BatchGet of the kindergartens and,
 * for everyone in a kindergarten, one GetItem of its module settings (locks, modules switched off). Kindergartens come as the
 * switcher shows them: each mother followed by its branches. MON, municipality and Master work in none.
 */
export async function userData(session: SessionContext): Promise<UserData> {
  const record = await loadUserWithMemberships(session.userId);
  if (!record) throw notFound('Потребителят не е намерен.');
  const { user } = record;
  const national = rolesWithoutKindergarten.has(user.baseRole as Role);
  const [kindergartens, settings] = await Promise.all([
    national ? Promise.resolve([]) : loadKindergartens(record.memberships.map((m) => m.kindergartenId)),
    session.kindergartenId ? moduleSettingsOf(session.kindergartenId) : Promise.resolve(undefined),
  ]);
  // The director is never held by a lock; an optional module switched off is gone for everyone.
  const locked = session.role === Role.Director ? [] : (settings?.locked ?? []);
  const rights = unionRights(defaultRights[session.role] ?? {}, decodeRights(session.grants));
  return {
    ...pick(user, 'id', 'firstName', 'lastName', 'email'),
    phone: user.phone ?? null,
    // Unset means the default: notifications by e-mail are on until the user unsubscribes.
    emailNotifications: user.emailNotifications !== false,
    avatarPath: user.avatarPath ?? null,
    userType: session.role,
    baseRoleType: user.baseRole as Role,
    periodId: session.periodId,
    consolidation: user.consolidation === true,
    kindergartens: orderKindergartens(kindergartens).map((k) => ({
      id: k.id,
      name: k.name,
      city: k.city,
      town: k.town,
      adress: k.adress,
      isSelected: k.id === session.kindergartenId,
      isMother: isMotherIn(kindergartens, k.id),
      motherKindergartenId: k.motherKindergartenId ?? null,
    })),
    access: accessList(session.role, rights, locked, settings?.switchedOff ?? []),
    // The profile form sends it back with identity.update (a stale edit gets 409); unset counts as 0.
    version: Number((user as { version?: number }).version ?? 0),
  };
}
