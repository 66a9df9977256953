import type { TenantRouteSession } from '../../../platform/http/route-session';
import { kindergartenDirectory } from '../items';

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const folded = (s: string) => s.toLocaleLowerCase('bg');

/**
 * `GET /api/Kindergartens/external-kindergartens`: the country's other kindergartens (a child relocates to
 * or from one), by part of the name or settlement, at most 50. One Query of the national directory index
 * (names and settlements only; they are public in the register).
 */
export async function externalKindergartens(session: TenantRouteSession, q: { Name?: string }) {
  const term = folded(q.Name ?? '');
  return (await kindergartenDirectory(['id', 'name', 'city']))
    .filter((k) => k.id !== session.kindergartenId)
    .filter((k) => !term || folded(k.name).includes(term) || folded(k.city ?? '').includes(term))
    .sort((a, b) => collator.compare(a.name, b.name))
    .slice(0, 50)
    .map((k) => ({ id: k.id, name: k.name, city: k.city ?? '' }));
}
