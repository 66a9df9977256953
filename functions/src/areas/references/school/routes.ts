import type { schoolReferenceRoutes } from '@gradina/shared/manifest/routes/references/school';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { exportSchoolReport, schoolReport } from './school';

/** The kindergarten's school-style references: reads only, so no loaders. */
export const schoolReferenceImplementations: FeatureRoutes<typeof schoolReferenceRoutes> = {
  'references.schoolReport': async ({ session, path, query }) => schoolReport(session, path.report, query),
  // The workbook says the day it was made; tests fix "today" with the clock header.
  'references.exportSchoolReport': async ({ session, path, query, event }) =>
    atRequestTime(event.headers, () => exportSchoolReport(session, path.report, query)),
};
