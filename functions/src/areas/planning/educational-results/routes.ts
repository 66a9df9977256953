import type { planningEducationalResultRoutes } from '@gradina/shared/manifest/routes/planning/educational-results';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { resultsSummary, resultsSummaryExport } from './references';
import {
  groupResults,
  kindergartenTemplate,
  masterTemplate,
  saveChildResult,
  saveKindergartenTemplate,
  saveMasterTemplate,
} from './results';

/** Results are the child's group's: each call checks the group (teachers, managers, a parent reads), no loaders. */
export const educationalResultRoutes: FeatureRoutes<typeof planningEducationalResultRoutes> = {
  'planning.masterResultsTemplate': async () => masterTemplate(),
  'planning.saveMasterResultsTemplate': async ({ body }) => saveMasterTemplate(body),
  'planning.resultsTemplate': async ({ session }) => kindergartenTemplate(session.kindergartenId),
  'planning.saveResultsTemplate': entry.body(saveKindergartenTemplate),
  'planning.groupResults': entry.path('classId', groupResults),
  'planning.saveChildResult': entry.body(saveChildResult),
  'planning.resultsSummary': entry.path('classId', resultsSummary),
  'planning.resultsSummaryExport': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => resultsSummaryExport(session, path.classId)),
};
