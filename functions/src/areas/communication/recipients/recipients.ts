import { Audience, Role } from '@gradina/shared';
import { type Key, keys } from '../../../platform/db';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { eachLimited, type Item, lookup, readMany } from '../collections';
import { childrenOfGroup, groupsOfKindergarten, guardiansOf, membersOf } from './items';

/** Who an item is addressed to, as the sender chose it. */
export interface RecipientSpec {
  audience?: Audience | null;
  groupIds?: string[];
  childIds?: string[];
  userIds?: string[];
}

export const normalizeSpec = (s: RecipientSpec): Required<RecipientSpec> => ({
  audience: s.audience ?? null,
  groupIds: [...new Set(s.groupIds ?? [])],
  childIds: [...new Set(s.childIds ?? [])],
  userIds: [...new Set(s.userIds ?? [])],
});

/** True when the recipients are known without reading any index (only chosen users). */
export const isExplicit = (s: Required<RecipientSpec>) =>
  s.audience === null && s.groupIds.length === 0 && s.childIds.length === 0;

export interface Person {
  id: string;
  name: string;
}

export const nameOf = (user: Item | undefined) =>
  user ? `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim() : '';

/**
 * What the pipeline has not checked about the chosen recipients, in one BatchGet with the `extra` keys the
 * caller needs anyway (none: no read). Every chosen group, child and user is a reference id of the body
 * (`recipientFields`, `memberId`): the pipeline has already read them under the session's kindergarten's
 * keys and answered 400 for one that is not there (platform/http/references.ts). What is left is the
 * parent's rule: a parent may write only to staff of the kindergarten (403 otherwise), which needs the
 * chosen users' memberships.
 */
export async function checkRecipients(
  session: TenantRouteSession,
  spec: Required<RecipientSpec>,
  extra: Key[] = [],
): Promise<Map<string, Item>> {
  const kg = session.kindergartenId;
  const isParent = session.role === Role.Parent;
  if (isParent && !isExplicit(spec))
    throw forbidden('Родител може да пише само на служители на детската градина.');
  const found = await readMany([
    ...extra,
    ...(isParent ? spec.userIds.map((u) => keys.membership(u, kg)) : []),
  ]);
  if (!isParent) return found;
  for (const u of spec.userIds) {
    const membership = lookup(found, keys.membership(u, kg));
    if (!membership) throw notFound('Получателят не е потребител на детската градина.');
    if (Number(membership.role) === Role.Parent && u !== session.userId)
      throw forbidden('Родител може да пише само на служители на детската градина.');
  }
  return found;
}

/** The kindergarten's groups of the session's school year (all groups when the session has none). */
export async function groupsOf(session: {
  kindergartenId: string;
  periodId?: string | null;
}): Promise<Item[]> {
  const groups = await groupsOfKindergarten(session.kindergartenId);
  return session.periodId ? groups.filter((g) => !g.periodId || g.periodId === session.periodId) : groups;
}

/**
 * The users an item reaches, from the indexes: members of the kindergarten by audience (All: everyone;
 * OnlyStaff: every member who is not a parent; OnlyClasses: the parents of the chosen groups' children, or
 * every parent when no group is chosen), parents of the chosen groups and children, and the chosen users.
 */
export async function resolveRecipients(kindergartenId: string, raw: RecipientSpec): Promise<Set<string>> {
  const spec = normalizeSpec(raw);
  const out = new Set<string>(spec.userIds);
  const children = new Set<string>(spec.childIds);
  let groups = spec.audience === Audience.OnlyStaff ? [] : spec.groupIds;
  if (spec.audience !== null) {
    const members = await membersOf(kindergartenId);
    if (spec.audience === Audience.All) for (const m of members) out.add(m.userId);
    if (spec.audience === Audience.OnlyStaff)
      for (const m of members.filter((m) => m.role !== Role.Parent)) out.add(m.userId);
    if (spec.audience === Audience.OnlyClasses && spec.groupIds.length === 0) {
      for (const m of members.filter((m) => m.role === Role.Parent)) out.add(m.userId);
      groups = [];
    }
    if (spec.audience === Audience.All) groups = [];
  }
  await eachLimited(groups, 4, async (g) => {
    for (const c of await childrenOfGroup(kindergartenId, g)) children.add(String(c.id));
  });
  await eachLimited([...children], 8, async (c) => {
    for (const parent of await guardiansOf(kindergartenId, c)) out.add(parent);
  });
  return out;
}
