import type { planningClassProgramRoutes } from '@gradina/shared/manifest/routes/planning/class-programs';
import { classProgram, deleteClassProgram, programPage } from '../../../domain/education/program-access';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { programNames, programOptions, saveClassProgram, subjectsToCopy } from './programs';
import { programReceipt, yearlySchoolPlan } from './yearly';

/** A programme is its group's: each call checks the group (its teachers and the managers), no loaders. */
export const classProgramRoutes: FeatureRoutes<typeof planningClassProgramRoutes> = {
  'planning.classProgramsOverview': async ({ session, query }) => programPage(session, query),
  'planning.classProgram': async ({ session, path }) => classProgram(session, path.id),
  'planning.saveClassProgram': async ({ session, body }) => saveClassProgram(session, body),
  'planning.deleteClassProgram': async ({ session, path }) => deleteClassProgram(session, path.id),
  'planning.classProgramNames': async ({ session, path }) => programNames(session, path.classId),
  'planning.classProgramSubjectsCopy': async ({ session, path }) => subjectsToCopy(session, path.id),
  'planning.classProgramReceipt': async ({ session, path }) => programReceipt(session, path.id),
  'planning.classProgramOptions': async ({ session, path }) => programOptions(session, path.classId),
  'planning.yearlySchoolPlan': async ({ session, path }) => yearlySchoolPlan(session, path.classId),
};
