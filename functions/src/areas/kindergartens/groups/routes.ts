import type { kindergartenGroupRoutes } from '@gradina/shared/manifest/routes/kindergartens/groups';
import type { kindergartenSubjectRoutes } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { atRequestTime } from '../../../platform/clock';
import { keys } from '../../../platform/db';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import {
  kindergartenItem,
  kindergartenItemAtPath,
  kindergartenItemOfBody,
} from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { editSubjects, listSubjects, updateSubjects } from '../subjects/subjects';
import { copyGroups } from './copy';
import { externalKindergartens } from './external';
import {
  ageGroups,
  careStaffOptions,
  deleteGroup,
  getGroup,
  groupList,
  groupOverview,
  groupsByKindergarten,
  groupsByMealType,
  groupsGrouped,
  saveGroup,
  teacherOptions,
} from './groups';
import type { GroupItem } from './items';

type GroupsRouteId =
  | (typeof kindergartenGroupRoutes)[number]['id']
  | (typeof kindergartenSubjectRoutes)[number]['id'];

/** The handler entries of the groups and subjects routes: thin calls of the features' domain functions. */
export const groupsRoutes: AreaImplementations<GroupsRouteId, typeof groupsObjects> = {
  // Whether a group is still open depends on today: tests fix it with the clock header.
  'kindergartens.groupList': entry.clockedQuery(groupList),
  'kindergartens.groupsByKindergarten': entry.clockedQuery(groupsByKindergarten),
  'kindergartens.groupOverview': entry.clockedQuery(groupOverview),
  'kindergartens.groupsGrouped': entry.clockedQuery(groupsGrouped),
  'kindergartens.groupsByMealType': entry.clockedQuery(groupsByMealType),
  'kindergartens.ageGroups': async () => ageGroups(),
  'kindergartens.groupTeacherOptions': entry.session(teacherOptions),
  'kindergartens.groupCareStaffOptions': entry.session(careStaffOptions),
  'kindergartens.group': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => getGroup(session, path.id)),
  'kindergartens.saveGroup': entry.save(saveGroup),
  'kindergartens.copyGroups': entry.body(copyGroups),
  'kindergartens.deleteGroup': entry.pathId(deleteGroup),
  'kindergartens.externalKindergartens': entry.query(externalKindergartens),
  'kindergartens.subjects': entry.session(listSubjects),
  'kindergartens.editSubjects': entry.session(editSubjects),
  'kindergartens.updateSubjects': entry.body(updateSubjects),
};

/** The objects the group writes act on, for the pipeline's `kindergarten` rule (keys from the session's kindergarten). */
export const groupsObjects = {
  'kindergartens.saveGroup': kindergartenItemOfBody<GroupItem>(keys.group),
  'kindergartens.deleteGroup': kindergartenItemAtPath(keys.group),
  // The copy acts on the school year it fills.
  'kindergartens.copyGroups': async ({ session, body }) =>
    kindergartenItem(session.kindergartenId, keys.schoolYear(session.kindergartenId, body.periodId)),
} satisfies ObjectLoaders<GroupsRouteId>;
