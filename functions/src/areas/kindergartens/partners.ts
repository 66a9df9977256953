import { pageOf } from '../../platform/db/query';
import { partnerRows } from '../../platform/frame/shell-reads';
import type { TenantRouteSession } from '../../platform/http/route-session';

export interface PartnerQuery {
  OrderByColumn?: 'Name' | 'name';
  OrderByDescending?: boolean;
  kindergartenId?: string;
  PageNumber?: number;
  PageSize?: number;
}

/** `GET /api/Partners`: the kindergarten's partners by name (one Query), each a resources menu entry. */
export async function listPartners(session: TenantRouteSession, q: PartnerQuery) {
  const { kindergartenId } = session;
  const rows = await partnerRows(kindergartenId, q.OrderByDescending === true);
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}
