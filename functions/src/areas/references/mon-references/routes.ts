import type { monReferenceRoutes } from '@gradina/shared/manifest/routes/references/mon-references';
import { atRequestTime } from '../../../platform/clock';
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
  'references.exportAttendances': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportAttendances(session, query)),
  'references.exportAbsences': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportAbsences(session, query)),
  'references.exportSmp': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportSmp(session, query)),
  'references.substitutions': entry.query(substitutions),
  'references.exportSubstitutions': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportSubstitutions(session, query)),
  'references.kindergartenPeopleCounts': entry.query(kindergartenPeopleCounts),
  'references.exportKindergartenPeopleCounts': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => exportKindergartenPeopleCounts(session, query)),
};
