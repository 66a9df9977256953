import { Role } from '@gradina/shared';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { eachLimited, type Item } from '../collections';
import { childrenOfGroup, staffOf } from './items';
import { groupsOf, nameOf } from './recipients';

const collator = new Intl.Collator('bg');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/**
 * Whom the compose screens can address: the school year's groups with their children (for "parents of chosen
 * children") and the staff (for "chosen staff"). A parent gets the staff only, since a parent writes only to
 * staff. Reads: the groups, the staff partition, one Query of children per group (a compose screen, not a
 * list: a kindergarten has a handful of groups).
 */
export async function recipientOptions(session: TenantRouteSession) {
  const kg = session.kindergartenId;
  const isParent = session.role === Role.Parent;
  const [groups, staff] = await Promise.all([
    isParent ? Promise.resolve([] as Item[]) : groupsOf(session),
    staffOf(kg),
  ]);
  const children = new Map<string, { id: string; name: string }[]>();
  await eachLimited(groups, 6, async (g) => {
    const rows = await childrenOfGroup(kg, String(g.id));
    children.set(String(g.id), rows.map((c) => ({ id: String(c.id), name: nameOf(c) })).sort(byName));
  });
  return {
    groups: groups
      .map((g) => ({ id: String(g.id), name: String(g.name), children: children.get(String(g.id)) ?? [] }))
      .sort(byName),
    staff: staff
      .filter((s) => s.userId !== session.userId)
      .map((s) => ({
        id: String(s.userId),
        name: nameOf(s),
        role: Number(s.role),
        position: String(s.position ?? ''),
      }))
      .sort(byName),
  };
}
