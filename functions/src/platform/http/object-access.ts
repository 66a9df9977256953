import { type ObjectRule, Role, type RouteDef } from '@gradina/shared';
import { batchGet, getItem, type Key, keys, type RecordKey } from '../db';
import { forbidden, notFound } from './errors';
import type { SessionContext } from './session';

/**
 * Object-level rights (docs/permissions.md, "Object-level rights"): after the manifest's permission, the
 * pipeline loads the object a write (or a `groupRead` read) acts on with the area's loader and applies ONE policy to it, so no
 * handler repeats an ownership check.
 */

/** What the policy needs to know about an object. */
export interface ObjectFacts {
  /** The kindergarten the object belongs to. */
  kindergartenId: string;
  /** Who wrote it (null: nobody in particular, e.g. a school year). */
  authorId: string | null;
  /** The groups it is for; empty: the whole kindergarten. */
  groupIds?: readonly string[];
  /** The object is addressed to the caller (they have an inbox entry of it). */
  addressedToCaller?: boolean;
  /**
   * `group` rules: the groups the write addresses (a board message's new groups, empty: the whole
   * kindergarten); outside management, only a teacher of every one of them may address them.
   */
  targetGroupIds?: readonly string[];
}

/** The loaded object the handler receives: the facts, and the item the loader read, so it is read once. */
export type LoadedObject<T = unknown> = ObjectFacts & { item: T };

/**
 * An area's loader for a route's object: the object, `null` when the request creates a new one (nothing
 * existing to check), or undefined when there is no such object in the session's kindergarten (404).
 */
export type ObjectLoader<Req = never, T = unknown> = (
  request: Req,
) => Promise<LoadedObject<T> | null | undefined>;

export type Verdict = 'allowed' | 'forbidden' | 'missing';

type Caller = Pick<SessionContext, 'userId' | 'role' | 'kindergartenId'>;

/** The roles that manage a whole kindergarten's records. */
export const isKindergartenManager = (session: Pick<SessionContext, 'role'>) =>
  session.role === Role.Director || session.role === Role.Administrator;

/**
 * The one policy. An object of another kindergarten does not exist for the caller (404), nor does private
 * correspondence (`own`, `recipient`) neither written by nor addressed to them; otherwise a caller the rule
 * does not cover is refused (403): staff see most of their kindergarten's records, so "not found" would only
 * confuse them.
 */
export function objectVerdict(
  rule: ObjectRule,
  session: Caller,
  facts: ObjectFacts,
  teacherGroups: ReadonlySet<string> = new Set(),
): Verdict {
  if (!session.kindergartenId || facts.kindergartenId !== session.kindergartenId) return 'missing';
  if (rule.kind === 'kindergarten') return 'allowed';
  const isAuthor = facts.authorId !== null && facts.authorId === session.userId;
  if (isAuthor && rule.kind !== 'group') return 'allowed';
  const isPrivate = rule.kind === 'own' || rule.kind === 'recipient';
  if (isPrivate && !isAuthor && !facts.addressedToCaller) return 'missing';
  const teaches = (groups: readonly string[]) =>
    session.role === Role.Teacher && groups.length > 0 && groups.every((g) => teacherGroups.has(g));
  switch (rule.kind) {
    case 'groupRead':
      // A read: the right let the caller in; a teacher's object must be of a group they teach.
      if (session.role !== Role.Teacher) return 'allowed';
      return (facts.groupIds ?? []).some((g) => teacherGroups.has(g)) ? 'allowed' : 'forbidden';
    case 'own':
      return 'forbidden';
    case 'recipient':
      return 'allowed';
    case 'authored':
      return isKindergartenManager(session) ? 'allowed' : 'forbidden';
    case 'group': {
      if (isKindergartenManager(session)) return 'allowed';
      if (facts.targetGroupIds && !teaches(facts.targetGroupIds)) return 'forbidden';
      return isAuthor || teaches(facts.groupIds ?? []) ? 'allowed' : 'forbidden';
    }
  }
}

const refusal: Record<Exclude<ObjectRule['kind'], 'kindergarten'>, string> = {
  authored: 'Само авторът, директорът или администраторът могат да променят този запис.',
  group: 'Само авторът, директорът, администраторът или учител на групата могат да променят този запис.',
  own: 'Само авторът може да променя този запис.',
  recipient: 'Записът не е адресиран до Вас.',
  groupRead: 'Записът не е за група, на която сте учител.',
};

/**
 * The groups among `groupIds` the teacher teaches: one BatchGet of the group items, whose `teacherIds`
 * list the group's teachers (the kindergartens area's data; docs/data-model.md).
 */
export async function groupsTaughtBy(
  kindergartenId: string,
  userId: string,
  groupIds: readonly string[],
): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const groups = await batchGet<{ id: string; teacherIds?: string[] }>(
    groupIds.map((g) => keys.group(kindergartenId, g)),
  );
  return new Set(groups.filter((g) => g.teacherIds?.includes(userId)).map((g) => g.id));
}

/**
 * Loads the object of a route with an object rule and applies the policy: the loaded object (for the
 * handler), `null` for a request that creates one, undefined for routes without a rule. Throws 404/403.
 */
export async function authorizeObject<Req>(
  route: RouteDef,
  session: SessionContext | undefined,
  loader: ObjectLoader<Req> | undefined,
  request: Req,
): Promise<LoadedObject | null | undefined> {
  const rule = route.object;
  if (!rule || rule === 'none') return undefined;
  if (!session || !loader) throw new Error(`route ${route.id} has an object rule but no session or loader`);
  const loaded = await loader(request);
  if (loaded === null) return null;
  if (!loaded) throw notFound();
  const teacherGroups =
    (rule.kind === 'group' || rule.kind === 'groupRead') &&
    session.role === Role.Teacher &&
    session.kindergartenId
      ? await groupsTaughtBy(session.kindergartenId, session.userId, [
          ...new Set([...(loaded.groupIds ?? []), ...(loaded.targetGroupIds ?? [])]),
        ])
      : undefined;
  const verdict = objectVerdict(rule, session, loaded, teacherGroups);
  if (verdict === 'missing') throw notFound();
  // A delete the caller may not make answers as a delete of nothing would: the caller cannot tell a
  // refusal from an absent object (issue #18: the same rule for every delete route).
  if (verdict === 'forbidden' && route.method === 'DELETE') throw notFound();
  if (verdict === 'forbidden' && rule.kind !== 'kindergarten') throw forbidden(refusal[rule.kind]);
  return loaded;
}

/**
 * A `kindergarten` rule's object: the item under the session's kindergarten's key, with no author. `T` is
 * the item's shape as the key's owner writes it; the handler receives it typed so.
 */
export async function kindergartenItem<T = unknown>(
  kindergartenId: string,
  key: Key,
): Promise<LoadedObject<T> | undefined> {
  const item = await getItem<T>(key, { consistent: true });
  return item === undefined ? undefined : { kindergartenId, authorId: null, item };
}

/** The loader of a kindergarten's object the route names by its path `id` (a delete, an approval...). */
export const kindergartenItemAtPath =
  <T = unknown>(key: RecordKey<T>) =>
  ({ session, path }: { session: { kindergartenId: string }; path: { id: string } }) =>
    kindergartenItem<T>(session.kindergartenId, key(session.kindergartenId, path.id));

/** The loader of a create-or-edit's object, named by the body's `id` (none: the request creates one). */
export const kindergartenItemOfBody =
  <T = unknown>(key: RecordKey<T>) =>
  async ({ session, body }: { session: { kindergartenId: string }; body: { id?: string | null } }) =>
    body.id ? kindergartenItem<T>(session.kindergartenId, key(session.kindergartenId, body.id)) : null;

/** Routes whose object rule needs a loader: an area handler refuses to start without one for each. */
export const routesWithObjectRule = (routes: readonly RouteDef[]) =>
  routes.filter((r) => r.object !== undefined && r.object !== 'none');
