import type { kindergartenClassProgramRoutes } from '@gradina/shared/manifest/routes/kindergartens/class-programs';
import {
  deleteClassProgram,
  groupSubjects,
  programFor,
  programPage,
  withName,
} from '../../../domain/education/program-access';
import { termDatesOf } from '../../../domain/education/programs';
import { getItem, keys } from '../../../platform/db';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * The groups' programmes under the spec's `classes` controller (issue #30): the education domain's
 * records and rules, read by group. A programme is its group's: each call checks the group, no loaders.
 */

async function groupProgram(
  session: TenantRouteSession,
  id: string,
  q: { includeClass?: boolean | undefined; includeSchoolTermDates?: boolean | undefined },
) {
  const { program, group } = await programFor(session, id, 'read');
  const year = q.includeSchoolTermDates
    ? await getItem<{ id: string; yearFrom: number }>(
        keys.schoolYear(session.kindergartenId, program.periodId),
      )
    : undefined;
  return {
    ...withName(program, group.name),
    ...(q.includeClass ? { class: { id: group.id, name: group.name, ageKind: group.ageKind } } : {}),
    ...(year ? { schoolTermDates: termDatesOf(year.id, year.yearFrom) } : {}),
  };
}

export const groupProgramRoutes: FeatureRoutes<typeof kindergartenClassProgramRoutes> = {
  'kindergartens.groupPrograms': entry.query(programPage),
  'kindergartens.groupProgram': async ({ session, path, query }) => groupProgram(session, path.id, query),
  'kindergartens.deleteGroupProgram': entry.pathId(deleteClassProgram),
  'kindergartens.groupSubjects': entry.path('classId', groupSubjects),
};
