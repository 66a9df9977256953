import type { storageStaffNutritionRoutes as manifest } from '@gradina/shared/manifest/routes/storage/staff-nutrition';
import { kindergartenNameOf } from '../../../platform/documents/table-report';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { nutritionReportExcel, staffNutritionReport } from './report';

/** The handler entries of the staff nutrition report. */
export const staffNutritionRoutes: FeatureRoutes<typeof manifest> = {
  'storage.staffNutritionReport': async ({ session, query }) =>
    staffNutritionReport(session.kindergartenId, query.year, query.month),
  'storage.staffNutritionReportFile': async ({ session, query }) => {
    const [report, name] = await Promise.all([
      staffNutritionReport(session.kindergartenId, query.year, query.month),
      kindergartenNameOf(session.kindergartenId),
    ]);
    return nutritionReportExcel(report, name);
  },
};
