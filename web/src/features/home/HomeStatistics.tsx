import { Role } from '@gradina/shared';
import { usePermissions } from '../../app/auth/permissions';
import { useUserData } from '../../app/auth/user-data';
import { KindergartenStatistics } from './KindergartenStatistics';
import { ParentStatistics } from './ParentStatistics';

/**
 * The statistics under the home page's greeting: a kindergarten's figures for its staff, a child's for a
 * parent. MON, municipality and Master work without a kindergarten: the route would refuse them, so nothing
 * is asked and nothing extra is shown.
 */
export function HomeStatistics() {
  const user = useUserData();
  const { can, is } = usePermissions();
  const hasKindergarten = user.kindergartens.some((k) => k.isSelected);
  if (!hasKindergarten || !can('Dashboards', 'read') || is(Role.MON, Role.Municipality, Role.Master))
    return null;
  return is(Role.Parent) ? <ParentStatistics /> : <KindergartenStatistics />;
}
