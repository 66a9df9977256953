import type { planningClassProgramRoutes } from '@gradina/shared/manifest/routes/planning/class-programs';
import { classProgram, deleteClassProgram, programPage } from '../../../domain/education/program-access';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { programNames, programOptions, saveClassProgram, subjectsToCopy } from './programs';
import { programReceipt, yearlySchoolPlan } from './yearly';

/** A programme is its group's: each call checks the group (its teachers and the managers), no loaders. */
export const classProgramRoutes: FeatureRoutes<typeof planningClassProgramRoutes> = {
  'planning.classProgramsOverview': entry.query(programPage),
  'planning.classProgram': entry.pathId(classProgram),
  'planning.saveClassProgram': entry.body(saveClassProgram),
  'planning.deleteClassProgram': entry.pathId(deleteClassProgram),
  'planning.classProgramNames': entry.path('classId', programNames),
  'planning.classProgramSubjectsCopy': entry.pathId(subjectsToCopy),
  'planning.classProgramReceipt': entry.pathId(programReceipt),
  'planning.classProgramOptions': entry.path('classId', programOptions),
  'planning.yearlySchoolPlan': entry.path('classId', yearlySchoolPlan),
};
