import type { staffSubstitutionRoutes } from '@gradina/shared/manifest/routes/staff/substitutions';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
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
  'staff.substitutionsOverview': entry.query(listSubstitutions),
  'staff.substitutionOptions': entry.session(substitutionOptions),
  'staff.substitutionNorms': entry.query(normsReport),
  'staff.substitutionNormsExport': entry.query(exportNorms),
  'staff.directorNormsExport': entry.query(exportDirectorNorms),
  'staff.substitution': entry.pathId(readSubstitution),
  'staff.saveSubstitution': entry.body(saveSubstitution),
  'staff.deleteSubstitution': async ({ object }) => deleteSubstitution(object.item),
};

/** The substitution a delete acts on, read under the session's kindergarten (another's: 404). */
export const substitutionObjects = {
  'staff.deleteSubstitution': kindergartenItemAtPath<SubstitutionItem>(substitutionKeys.substitution),
} satisfies FeatureLoaders<typeof staffSubstitutionRoutes>;
