import { randomUUID } from 'node:crypto';
import type { FieldError, Resource, Rights } from '@gradina/shared';
import { actions, grantableResources, Role, resources } from '@gradina/shared';
import type { UserGroupItem } from '../../../platform/auth/effective-rights';
import {
  grantableRights,
  rebuildKindergartenSessions,
  sessionCan,
  userGroupsOf,
} from '../../../platform/auth/effective-rights';
import { batchGet } from '../../../platform/db/batch';
import { getOrNotFound } from '../../../platform/db/item';
import { keys } from '../../../platform/db/keys';
import { pageOf } from '../../../platform/db/query';
import { transact, tryTransact } from '../../../platform/db/transact';
import { staleWrite } from '../../../platform/db/versioned-update';
import { conflict, forbidden, invalidField, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

export const groupNotFoundMessage = 'Групата не е намерена.';
export const staleGroupMessage =
  'Групата е променена от друг потребител, докато я редактирахте. Заредете я отново и повторете промените.';
export const duplicateGroupMessage = (name: string) => `Вече има група с име „${name}“.`;

export interface AccessRight {
  resource: Resource;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  userType: number;
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const grantable = new Set<Resource>(grantableResources);

/** Lower-case, single-spaced: two groups whose names differ only so are the same group. */
export const normalizeGroupName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('bg');

/** Access entries (r/c/u/d flags per resource) to stored rights; rejects resources a group cannot grant. */
export function rightsFromAccess(access: readonly AccessRight[]): Rights {
  const errors: FieldError[] = [];
  const rights: Rights = {};
  access.forEach((entry, i) => {
    if (!grantable.has(entry.resource)) {
      errors.push({
        field: `access.${i}.resource`,
        message: `Правата върху „${entry.resource}“ не се дават чрез потребителска група.`,
      });
      return;
    }
    const letters = actions.filter((a) => entry[a]).map((a) => a[0]);
    rights[entry.resource] = `${rights[entry.resource] ?? ''}${letters.join('')}`;
  });
  refuseInvalid(errors);
  return grantableRights(rights);
}

/** Stored rights as the spec's access entries, in the order of the resource list. */
export function accessOf(rights: Rights): AccessRight[] {
  return resources
    .filter((r) => (rights[r] ?? '') !== '')
    .map((resource) => {
      const letters = rights[resource] ?? '';
      return {
        resource,
        read: letters.includes('r'),
        create: letters.includes('c'),
        update: letters.includes('u'),
        delete: letters.includes('d'),
      };
    });
}

/** Names and roles of members: one BatchGet of their profiles and memberships in the kindergarten. */
async function membersOf(kindergartenId: string, userIds: readonly string[]): Promise<Map<string, Member>> {
  if (userIds.length === 0) return new Map();
  const items = await batchGet<Record<string, unknown>>(
    userIds.flatMap((id) => [keys.user(id), keys.membership(id, kindergartenId)]),
  );
  const roles = new Map(
    items.filter((i) => String(i.SK).startsWith('MEMBER#')).map((i) => [String(i.userId), Number(i.role)]),
  );
  const out = new Map<string, Member>();
  for (const p of items.filter((i) => i.SK === 'PROFILE')) {
    const id = String(p.id);
    const firstName = String(p.firstName ?? '');
    const lastName = String(p.lastName ?? '');
    out.set(id, {
      id,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`.trim(),
      email: (p.email as string | null) ?? null,
      userType: roles.get(id) ?? Number(p.baseRole),
    });
  }
  return out;
}

function sortedMembers(group: UserGroupItem, members: Map<string, Member>): Member[] {
  return (group.memberIds ?? [])
    .map((id) => members.get(id))
    .filter((m): m is Member => m !== undefined)
    .sort((a, b) => collator.compare(a.name, b.name));
}

function summary(group: UserGroupItem, members: Member[] | null) {
  return {
    id: group.id,
    name: group.name,
    isPedagogical: group.isPedagogical === true,
    membersCount: (group.memberIds ?? []).length,
    members,
    version: Number(group.version ?? 1),
  };
}

function extended(group: UserGroupItem, members: Member[]) {
  return {
    ...summary(group, members),
    access: accessOf(group.rights ?? {}),
    updatedAt: group.updatedAt ?? group.createdAt ?? null,
  };
}

export interface GroupListQuery {
  IncludeMembers?: boolean;
  IsPedagogical?: boolean;
  kindergartenId?: string;
  PageNumber?: number;
  PageSize?: number;
}

async function listPage(session: TenantRouteSession, q: GroupListQuery) {
  const { kindergartenId } = session;
  const groups = (await userGroupsOf(kindergartenId))
    .filter((g) => q.IsPedagogical === undefined || (g.isPedagogical === true) === q.IsPedagogical)
    .sort((a, b) => collator.compare(a.name, b.name));
  return { kindergartenId, page: pageOf(groups, q.PageNumber, q.PageSize ?? (groups.length || 1)) };
}

/** `GET /api/UserRoles`: one Query of the groups; members (one BatchGet) only when asked for. */
export async function listUserGroups(session: TenantRouteSession, q: GroupListQuery) {
  const { kindergartenId, page } = await listPage(session, q);
  if (!q.IncludeMembers)
    return { result: page.result.map((g) => summary(g, null)), rowsCount: page.rowsCount };
  const members = await membersOf(kindergartenId, [
    ...new Set(page.result.flatMap((g) => g.memberIds ?? [])),
  ]);
  return {
    result: page.result.map((g) => summary(g, sortedMembers(g, members))),
    rowsCount: page.rowsCount,
  };
}

/** `GET /api/UserRoles/extended`: the groups with their rights and members. */
export async function listUserGroupsExtended(session: TenantRouteSession, q: GroupListQuery) {
  const { kindergartenId, page } = await listPage(session, q);
  const members = await membersOf(kindergartenId, [
    ...new Set(page.result.flatMap((g) => g.memberIds ?? [])),
  ]);
  return {
    result: page.result.map((g) => extended(g, sortedMembers(g, members))),
    rowsCount: page.rowsCount,
  };
}

async function loadGroup(kindergartenId: string, id: string): Promise<UserGroupItem> {
  return getOrNotFound<UserGroupItem>(keys.userGroup(kindergartenId, id), groupNotFoundMessage, {
    consistent: true,
  });
}

export async function getUserGroup(session: TenantRouteSession, id: string) {
  const { kindergartenId } = session;
  const group = await loadGroup(kindergartenId, id);
  return extended(group, sortedMembers(group, await membersOf(kindergartenId, group.memberIds ?? [])));
}

/** Members must be staff of the kindergarten (not parents): one BatchGet of their memberships. */
async function checkMembers(kindergartenId: string, memberIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return unique;
  const found = await batchGet<{ userId: string; role: number }>(
    unique.map((id) => keys.membership(id, kindergartenId)),
  );
  const staff = new Set(found.filter((m) => Number(m.role) !== Role.Parent).map((m) => String(m.userId)));
  const errors: FieldError[] = [];
  memberIds.forEach((id, i) => {
    if (!staff.has(id))
      errors.push({
        field: `memberIds.${i}`,
        message: 'Член на група може да бъде само служител на детската градина.',
      });
  });
  refuseInvalid(errors);
  return unique;
}

export interface SaveGroupBody {
  id?: string;
  version?: number;
  kindergartenId?: string;
  name: string;
  isPedagogical: boolean;
  access: AccessRight[];
  memberIds: string[];
}

/**
 * `POST /api/UserRoles`: creates a group (no id) or replaces one whose `version` the editor read. The
 * name is unique in the kindergarten (a marker item in the same transaction). The open sessions of the
 * members it had and has get their rights recomputed at once.
 */
export async function saveUserGroup(session: TenantRouteSession, body: SaveGroupBody) {
  const { kindergartenId } = session;
  const rights = rightsFromAccess(body.access);
  const memberIds = await checkMembers(kindergartenId, body.memberIds);
  const name = body.name.trim().replace(/\s+/g, ' ');
  const nameKey = normalizeGroupName(name);
  const now = new Date().toISOString();

  if (!body.id) {
    if (!sessionCan(session, 'UserGroups', 'create'))
      throw forbidden('Нямате права да създавате потребителски групи.');
    const id = randomUUID();
    const group: UserGroupItem = {
      id,
      kindergartenId,
      name,
      isPedagogical: body.isPedagogical,
      rights,
      memberIds,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const created = await tryTransact([
      {
        put: { ...keys.userGroup(kindergartenId, id), type: 'UserGroup', ...group, nameKey },
        condition: { absent: true },
      },
      {
        put: { ...keys.userGroupName(kindergartenId, nameKey), type: 'UserGroupName', groupId: id },
        condition: { absent: true },
      },
    ]);
    if (!created.committed) throw conflict(duplicateGroupMessage(name));
    await rebuildKindergartenSessions(kindergartenId, memberIds);
    return { ...saved(id), version: 1 };
  }

  if (body.version === undefined)
    throw invalidField('version', 'Полето "Версия" е задължително при редакция на група');
  const current = await loadGroup(kindergartenId, body.id);
  if (Number(current.version ?? 1) !== body.version) throw staleWrite(staleGroupMessage);
  const oldNameKey = normalizeGroupName(current.name);
  const renamed = oldNameKey !== nameKey;
  const next: UserGroupItem = {
    ...current,
    name,
    isPedagogical: body.isPedagogical,
    rights,
    memberIds,
    version: body.version + 1,
    updatedAt: now,
  };
  const written = await tryTransact([
    {
      put: { ...keys.userGroup(kindergartenId, body.id), type: 'UserGroup', ...next, nameKey },
      condition: { exists: true, equals: { version: body.version } },
    },
    ...(renamed
      ? [
          {
            put: { ...keys.userGroupName(kindergartenId, nameKey), type: 'UserGroupName', groupId: body.id },
            condition: { absent: true },
          },
          { delete: keys.userGroupName(kindergartenId, oldNameKey) },
        ]
      : []),
  ]);
  if (!written.committed) {
    // Only the new name's marker failed: another group has that name; otherwise the group changed meanwhile.
    if (written.failed.includes(1) && !written.failed.includes(0))
      throw conflict(duplicateGroupMessage(name));
    throw staleWrite(staleGroupMessage);
  }
  await rebuildKindergartenSessions(kindergartenId, [
    ...new Set([...(current.memberIds ?? []), ...memberIds]),
  ]);
  return { ...saved(body.id), version: next.version };
}

/** `DELETE /api/UserRoles/{id}`: the group and its name marker; its members' sessions lose its grants. */
export async function deleteUserGroup(session: TenantRouteSession, id: string) {
  const { kindergartenId } = session;
  const current = await loadGroup(kindergartenId, id);
  await transact(
    [
      { delete: keys.userGroup(kindergartenId, id), condition: { exists: true } },
      { delete: keys.userGroupName(kindergartenId, normalizeGroupName(current.name)) },
    ],
    () => notFound(groupNotFoundMessage),
  );
  await rebuildKindergartenSessions(kindergartenId, current.memberIds ?? []);
  return saved(id);
}

/** `POST /api/UserRoles/rebuild-access`: every open session in the kindergarten gets its rights anew. */
export async function rebuildAccess(session: TenantRouteSession) {
  return { ...saved(), sessions: await rebuildKindergartenSessions(session.kindergartenId) };
}
