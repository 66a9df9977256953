import { Role } from '@gradina/shared';
import type { neispuoDiaryRoutes } from '@gradina/shared/manifest/routes/neispuo/diary';
import { groupsTaughtByCaller } from '../../../domain/children/access';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { forbidden } from '../../../platform/http/errors';
import type { RouteSession, TenantRouteSession } from '../../../platform/http/route-session';
import { speakingForNeispuo } from '../connection/routes';
import { masterOverview, schoolYearsConnected } from './overview';
import { achievements, classPrograms, deleteTopics, teacherSubstitutions, topics } from './sections';

type Ids = Extract<(typeof neispuoDiaryRoutes)[number], { id: string }>['id'];
type Read<T> = (kindergartenId: string, groupId: string) => Promise<T[]>;

/** A teacher reads only the groups they teach (another group has nothing for them), like the sync state. */
const tenantRead =
  <T>(read: Read<T>) =>
  async ({ session, path }: { session: TenantRouteSession; path: { classId: string } }): Promise<T[]> => {
    if (!session.can('Neispuo', 'update') && !(await groupsTaughtByCaller(session)).includes(path.classId))
      return [];
    return speakingForNeispuo(() => read(session.kindergartenId, path.classId));
  };

const masterOnly = (session: RouteSession) => {
  if (session.role !== Role.Master) throw forbidden();
};

/** The Master reads any connected kindergarten's group. */
const masterRead =
  <T>(read: Read<T>) =>
  async ({
    session,
    path,
    query,
  }: {
    session: RouteSession;
    path: { classId: string };
    query: { kindergartenId: string };
  }): Promise<T[]> => {
    masterOnly(session);
    return speakingForNeispuo(() => read(query.kindergartenId, path.classId));
  };

export const diaryImplementations: FeatureRoutes<
  readonly Extract<(typeof neispuoDiaryRoutes)[number], { id: Ids }>[]
> = {
  'neispuo.achievements': tenantRead(achievements),
  'neispuo.classPrograms': tenantRead(classPrograms),
  'neispuo.topics': tenantRead(topics),
  'neispuo.teacherSubstitutions': tenantRead(teacherSubstitutions),
  'neispuo.adminAchievements': masterRead(achievements),
  'neispuo.adminClassPrograms': masterRead(classPrograms),
  'neispuo.adminTopics': masterRead(topics),
  'neispuo.adminTeacherSubstitutions': masterRead(teacherSubstitutions),
  'neispuo.deleteTopics': async ({ session, path }) =>
    speakingForNeispuo(() => deleteTopics(session.kindergartenId, path.id)),
  'neispuo.schoolYears': async ({ session }) => {
    masterOnly(session);
    return schoolYearsConnected();
  },
  'neispuo.overview': async ({ session, query }) => {
    masterOnly(session);
    return masterOverview(query.schoolYear);
  },
};
