import type { childrenParentRoutes } from '@gradina/shared/manifest/routes/children/parents';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import type { LoadedObject } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import {
  applyForChild,
  approveApplication,
  listApplications,
  myApplications,
  rejectApplication,
} from './applications';
import { applicationOf, childOf } from './items';
import { changeRelation, createParent, linkChild, parentObject, unlinkChild } from './links';
import { childGuardians, exportParents, getParent, listParents } from './parents';

/** The handler entries of parents and guardian links: thin calls of the feature's domain functions. */
export const parentRoutes: FeatureRoutes<typeof childrenParentRoutes, typeof parentObjects> = {
  'children.parents': entry.query(listParents),
  'children.exportParents': entry.query(exportParents),
  'children.parent': entry.pathId(getParent),
  'children.childGuardians': entry.path('childId', childGuardians),
  'children.createParent': async ({ session, body, object }) => createParent(session, body, object.item),
  'children.linkChild': async ({ session, body, object }) => linkChild(session, object.item, body),
  'children.changeRelation': async ({ session, path, body, object }) =>
    changeRelation(session, object.item, path.childId, body),
  'children.unlinkChild': async ({ session, path, object }) =>
    unlinkChild(session, object.item, path.childId),
  'children.applyForChild': entry.body(applyForChild),
  'children.myChildApplications': entry.session(myApplications),
  'children.childApplications': entry.query(listApplications),
  'children.approveChildApplication': entry.object(approveApplication),
  'children.rejectChildApplication': async ({ body, object }) => rejectApplication(object.item, body.reason),
};

const loaded = <T>(kindergartenId: string, item: T): LoadedObject<T> => ({
  kindergartenId,
  authorId: null,
  item,
});

/** A parent named by the path: an account that is a member of the session's kindergarten, or its open invitation. */
const parentAtPath = async ({
  session,
  path,
}: {
  session: { kindergartenId: string };
  path: { id: string };
}) => {
  const parent = await parentObject(session.kindergartenId, path.id);
  return parent && loaded(session.kindergartenId, parent);
};

/** The objects the writes act on, read under the session's kindergarten's keys only. */
export const parentObjects = {
  'children.createParent': async ({ session, body }) => {
    const child = await childOf(session.kindergartenId, body.childId);
    return child && loaded(session.kindergartenId, child);
  },
  'children.linkChild': parentAtPath,
  'children.changeRelation': parentAtPath,
  'children.unlinkChild': parentAtPath,
  'children.approveChildApplication': async ({ session, path }) => {
    const application = await applicationOf(session.kindergartenId, path.id);
    return application && loaded(session.kindergartenId, application);
  },
  'children.rejectChildApplication': async ({ session, path }) => {
    const application = await applicationOf(session.kindergartenId, path.id);
    return application && loaded(session.kindergartenId, application);
  },
} satisfies FeatureLoaders<typeof childrenParentRoutes>;
