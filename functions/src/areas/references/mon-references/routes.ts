import type { monReferenceRoutes } from '@gradina/shared/manifest/routes/references/mon-references';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import {
  attendances,
  exportAbsences,
  exportAttendances,
  exportKindergartenPeopleCounts,
  exportSmp,
  exportSubstitutions,
  kindergartenPeopleCounts,
  substitutions,
} from './references';

/**
 * The handler entries of the МОН and municipality references. They read aggregates only and name no object
 * (no loaders): the reach, the caller's role and account jurisdiction, decides what they see. The exports'
 * "prepared on" date follows the request's clock (tests fix it).
 */
export const monReferenceImplementations: FeatureRoutes<typeof monReferenceRoutes> = {
  'references.attendances': entry.query(attendances),
  'references.exportAttendances': entry.clockedQuery(exportAttendances),
  'references.exportAbsences': entry.clockedQuery(exportAbsences),
  'references.exportSmp': entry.clockedQuery(exportSmp),
  'references.substitutions': entry.query(substitutions),
  'references.exportSubstitutions': entry.clockedQuery(exportSubstitutions),
  'references.kindergartenPeopleCounts': entry.query(kindergartenPeopleCounts),
  'references.exportKindergartenPeopleCounts': entry.clockedQuery(exportKindergartenPeopleCounts),
};
