import type { staffMealRoutes as manifest } from '@gradina/shared/manifest/routes/staff/meals';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { saveMeals, staffMealsMonth } from './meals';

/** The handler entries of staff meals. */
export const staffMealRoutes: FeatureRoutes<typeof manifest> = {
  'staff.staffMeals': async ({ session, query }) =>
    staffMealsMonth(session.kindergartenId, query.year, query.month),
  'staff.saveStaffMeals': async ({ session, body }) => saveMeals(session, body.cells),
};
