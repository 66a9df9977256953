import type { staffMealRoutes as manifest } from '@gradina/shared/manifest/routes/staff/meals';
import type { AreaImplementations } from '../../../platform/http/area-handler';
import { saveMeals, staffMealsMonth } from './meals';

type StaffMealRouteId = (typeof manifest)[number]['id'];

/** The handler entries of staff meals. */
export const staffMealRoutes: AreaImplementations<StaffMealRouteId> = {
  'staff.staffMeals': async ({ session, query }) =>
    staffMealsMonth(session.kindergartenId, query.year, query.month),
  'staff.saveStaffMeals': async ({ session, body }) => saveMeals(session, body.cells),
};
