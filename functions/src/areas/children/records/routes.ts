import type { childrenRecordRoutes } from '@gradina/shared/manifest/routes/children/records';
import { atRequestTime } from '../../../platform/clock';
import { keys } from '../../../platform/db';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import type { ChildItem } from './items';
import {
  childDropdown,
  children,
  childrenGrouped,
  childrenOverview,
  exportChildren,
  guestChild,
} from './lists';
import { deleteChild, dischargeChild, getChild, moveChild, saveChild } from './records';

/**
 * The handler entries of the children records routes: thin calls of the feature's domain functions. Ages,
 * "today" and the delete rule read the clock; tests fix it with the clock header.
 */
export const recordRoutes: FeatureRoutes<typeof childrenRecordRoutes, typeof recordObjects> = {
  'children.children': entry.clockedQuery(children),
  'children.childDropdown': entry.query(childDropdown),
  'children.childrenOverview': entry.clockedQuery(childrenOverview),
  'children.exportChildren': entry.clockedQuery(exportChildren),
  'children.childrenGrouped': entry.session(childrenGrouped),
  'children.guestChild': entry.path('identificationNumber', guestChild),
  'children.child': entry.pathId(getChild),
  'children.saveChild': entry.save(saveChild),
  'children.moveChild': async ({ session, path, body }) => moveChild(session, path.id, body),
  'children.dischargeChild': async ({ session, path, body }) => dischargeChild(session, path.id, body),
  'children.deleteChild': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => deleteChild(session, path.id)),
};

/** The children the writes act on, under the session's kindergarten's key (another's: 404). */
export const recordObjects = {
  'children.saveChild': kindergartenItemOfBody<ChildItem>(keys.child),
  'children.moveChild': kindergartenItemAtPath(keys.child),
  'children.dischargeChild': kindergartenItemAtPath(keys.child),
  'children.deleteChild': kindergartenItemAtPath(keys.child),
} satisfies FeatureLoaders<typeof childrenRecordRoutes>;
