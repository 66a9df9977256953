import type { staffSubstitutionRoutes } from '@gradina/shared/manifest/routes/staff/substitutions';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath } from '../../../platform/http/object-access';
import { type SubstitutionItem, substitutionKeys } from './items';
import { exportDirectorNorms, exportNorms, normsReport } from './norms-report';
import {
  deleteSubstitution,
  listSubstitutions,
  readSubstitution,
  saveSubstitution,
  substitutionOptions,
} from './substitutions';

/** The handler entries of the substitutions routes: thin calls of the feature's domain functions. */
export const substitutionRoutes: FeatureRoutes<typeof staffSubstitutionRoutes, typeof substitutionObjects> = {
  'staff.substitutionsOverview': async ({ session, query }) => listSubstitutions(session, query),
  'staff.substitutionOptions': async ({ session }) => substitutionOptions(session),
  'staff.substitutionNorms': async ({ session, query }) => normsReport(session, query),
  'staff.substitutionNormsExport': async ({ session, query }) => exportNorms(session, query),
  'staff.directorNormsExport': async ({ session, query }) => exportDirectorNorms(session, query),
  'staff.substitution': async ({ session, path }) => readSubstitution(session, path.id),
  'staff.saveSubstitution': async ({ session, body }) => saveSubstitution(session, body),
  'staff.deleteSubstitution': async ({ object }) => deleteSubstitution(object.item),
};

/** The substitution a delete acts on, read under the session's kindergarten (another's: 404). */
export const substitutionObjects = {
  'staff.deleteSubstitution': kindergartenItemAtPath<SubstitutionItem>(substitutionKeys.substitution),
} satisfies FeatureLoaders<typeof staffSubstitutionRoutes>;
