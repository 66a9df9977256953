import { Role } from '@gradina/shared';
import { summerHeadCountsOf } from '../../../domain/attendance/summer';
import { forbidden } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/** The summer head counts of the kindergarten (domain/attendance/summer): staff only. */
export async function summerHeadCounts(
  session: TenantRouteSession,
  q: { year: number; groupId?: string | undefined },
) {
  if (session.role === Role.Parent)
    throw forbidden('Броят на децата през лятото се вижда само от персонала.');
  return summerHeadCountsOf(session.kindergartenId, q.year, q.groupId);
}
