import type { Action, ModuleName, Resource, Rights } from '@gradina/shared';
import {
  defaultRights,
  encodeRights,
  grantableResources,
  grantsAllow,
  moduleOf,
  modules,
  normalizeLetters,
  Role,
  roleCan,
  unionRights,
} from '@gradina/shared';
import { getItem } from '../db/item';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';
import { forbidden } from '../http/errors';
import type { SessionContext } from '../http/session';
import { updateIfHolds } from './conditional-update';

/** A user group (spec: UserRoles) as stored: its rights per resource and its members. */
export interface UserGroupItem {
  id: string;
  kindergartenId: string;
  name: string;
  isPedagogical: boolean;
  /** Letters r, c, u, d per resource; only grantable resources. */
  rights: Rights;
  memberIds: string[];
  version: number;
  createdAt?: string;
  updatedAt?: string;
}

const grantable = new Set<Resource>(grantableResources);

/** A group's rights limited to what a group may grant at all. */
export function grantableRights(rights: Rights): Rights {
  const out: Rights = {};
  for (const [resource, letters] of Object.entries(rights) as [Resource, string][]) {
    const clean = normalizeLetters(letters ?? '');
    if (grantable.has(resource) && clean) out[resource] = clean;
  }
  return out;
}

/** The user groups of a kindergarten: one Query of its groups partition. */
export async function userGroupsOf(kindergartenId: string): Promise<UserGroupItem[]> {
  return queryAll<UserGroupItem>({ partition: keys.userGroup(kindergartenId, '').PK, beginsWith: 'GROUP#' });
}

/** Effective rights: the role's defaults and every grant of the user's groups in that kindergarten. */
export function effectiveRights(role: Role, userId: string, groups: readonly UserGroupItem[]): Rights {
  const own = groups.filter((g) => g.memberIds?.includes(userId)).map((g) => grantableRights(g.rights ?? {}));
  return unionRights(defaultRights[role] ?? {}, ...own);
}

/**
 * The compact grants a session carries (see `encodeRights`). Without a kindergarten the role's defaults;
 * otherwise one Query of the kindergarten's user groups. Parents get no group grants: groups are for staff.
 */
export async function effectiveGrants(
  userId: string,
  kindergartenId: string | null,
  role: Role,
): Promise<string> {
  if (!kindergartenId || role === Role.Parent) return encodeRights(defaultRights[role] ?? {});
  return encodeRights(effectiveRights(role, userId, await userGroupsOf(kindergartenId)));
}

/**
 * Whether the session may do an action on a resource: the role's defaults (as they are now) or the grants
 * stored on the session. Sessions opened before grants existed fall back to the defaults alone.
 */
export function sessionCan(session: SessionContext, resource: Resource, action: Action): boolean {
  return roleCan(session.role, resource, action) || grantsAllow(session.grants, resource, action);
}

/**
 * A kindergarten's module settings: the locked modules, and the optional modules switched off (the
 * kindergarten fees of issue #33 are off until switched on: `kindergartenFees`). One GetItem.
 */
export async function moduleSettingsOf(kindergartenId: string) {
  const settings = await getItem<{ lockedModules?: string[]; kindergartenFees?: boolean }>(
    keys.moduleSettings(kindergartenId),
  );
  const locked = (settings?.lockedModules ?? []).filter((m): m is ModuleName => m in modules);
  const switchedOff: Resource[] = settings?.kindergartenFees === true ? [] : ['Fees'];
  return { locked, switchedOff };
}

/** The locked modules of a kindergarten: one GetItem. */
export async function lockedModulesOf(kindergartenId: string): Promise<ModuleName[]> {
  return (await moduleSettingsOf(kindergartenId)).locked;
}

export const lockedModuleMessage = (module: ModuleName) =>
  `Модулът „${modules[module].title}“ е заключен за промени. Само директорът може да го отключи.`;

/**
 * A write to a locked module is refused for everyone but the director. Costs one GetItem, and only for
 * writes to resources that belong to a module.
 */
export async function assertModuleWritable(session: SessionContext, resource: Resource): Promise<void> {
  if (session.role === Role.Director || !session.kindergartenId) return;
  const module = moduleOf(resource);
  if (!module) return;
  const locked = await lockedModulesOf(session.kindergartenId);
  if (locked.includes(module)) throw forbidden(lockedModuleMessage(module));
}

interface SessionRow {
  sessionId: string;
  userId: string;
  role: number;
  kindergartenId: string | null;
  expiresAt: number;
}

/**
 * Recomputes the grants of the kindergarten's open sessions (all, or only those of `userIds`): one Query
 * of the sessions index and one of the user groups, then one conditional UpdateItem per session, which
 * skips a session that has switched to another kindergarten meanwhile.
 */
export async function rebuildKindergartenSessions(
  kindergartenId: string,
  userIds?: readonly string[],
): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const only = userIds ? new Set(userIds) : undefined;
  const sessions = (
    await queryAll<SessionRow>({
      index: 'GSI2',
      partition: keys.sessionsOfKindergarten(kindergartenId).GSI2PK,
    })
  ).filter(
    (s) => s.kindergartenId === kindergartenId && Number(s.expiresAt) > now && (!only || only.has(s.userId)),
  );
  if (sessions.length === 0) return 0;
  const groups = await userGroupsOf(kindergartenId);
  let updated = 0;
  for (const s of sessions) {
    const role = Number(s.role) as Role;
    const grants =
      role === Role.Parent
        ? encodeRights(defaultRights[role] ?? {})
        : encodeRights(effectiveRights(role, s.userId, groups));
    // A session that switched to another kindergarten meanwhile keeps the grants it has there.
    const changed = await updateIfHolds(
      keys.session(s.sessionId),
      { set: { grants } },
      { exists: true, equals: { kindergartenId } },
    );
    if (changed) updated++;
  }
  return updated;
}
