import { sessionKindergarten } from '../../platform/auth/session-context';
import { pageOf } from '../../platform/db/query';
import type { SessionContext } from '../../platform/http/session';
import { partnersOf } from './items';

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

export interface PartnerQuery {
  OrderByColumn?: 'Name' | 'name';
  OrderByDescending?: boolean;
  kindergartenId?: string;
  PageNumber?: number;
  PageSize?: number;
}

/** `GET /api/Partners`: the kindergarten's partners by name (one Query), each a resources menu entry. */
export async function listPartners(session: SessionContext, q: PartnerQuery) {
  const kindergartenId = sessionKindergarten(session, q.kindergartenId);
  const items = await partnersOf(kindergartenId);
  const rows = items
    .map((p) => ({ id: String(p.id), name: String(p.name) }))
    .sort((a, b) => collator.compare(a.name, b.name) * (q.OrderByDescending ? -1 : 1));
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}
