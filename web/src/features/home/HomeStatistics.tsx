import { Role } from '@gradina/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { Loading } from '../../ui/Loading';
import { KindergartenStatistics } from './KindergartenStatistics';
import { ParentStatistics } from './ParentStatistics';
import { dashboardKey, homeQuery } from './queries';

/**
 * The statistics under the home page's greeting: a kindergarten's figures for its staff, a child's for a
 * parent. MON, municipality and Master work without a kindergarten: the route would refuse them, so nothing
 * is asked and nothing extra is shown. The first visit reads everything with the one home call; once the
 * dashboard is cached its own query keeps it fresh.
 */
export function HomeStatistics() {
  const user = useUserData();
  const client = useQueryClient();
  const { can, is } = usePermissions();
  const hasKindergarten = user.kindergartens.some((k) => k.isSelected);
  const shows = hasKindergarten && can('Dashboards', 'read') && !is(Role.MON, Role.Municipality, Role.Master);
  const first = useQuery({ ...homeQuery(client), enabled: shows && !client.getQueryData(dashboardKey()) });
  if (!shows) return null;
  // Until the home call answers (or fails: then the components ask their own routes and show the error).
  if (first.isFetching && !first.data) return <Loading label="Зареждане на статистиката…" />;
  return is(Role.Parent) ? <ParentStatistics /> : <KindergartenStatistics />;
}
