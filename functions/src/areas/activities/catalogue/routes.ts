import type { activityCatalogueRoutes } from '@gradina/shared/manifest/routes/activities/catalogue';
import type { ActivityItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import {
  kindergartenItem,
  kindergartenItemAtPath,
  kindergartenItemOfBody,
} from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { activityOptions, deleteActivity, getActivity, listActivities, saveActivity } from './activities';
import { discounts, saveDiscounts } from './discounts';
import {
  activityClasses,
  delistableActivities,
  enrollableActivities,
  groupChildren,
  saveActivityStudents,
} from './students';

/** The handler entries of the activities catalogue: thin calls of the feature's domain functions. */
export const catalogueRoutes: FeatureRoutes<typeof activityCatalogueRoutes, typeof catalogueObjects> = {
  'activities.activitiesOverview': entry.query(listActivities),
  'activities.activity': entry.pathId(getActivity),
  'activities.saveActivity': async ({ session, body, object, event }) =>
    atRequestTime(event.headers, () => saveActivity(session, body, object?.item)),
  'activities.deleteActivity': entry.object(deleteActivity),
  'activities.activityOptions': entry.session(activityOptions),
  'activities.enrollableActivities': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => enrollableActivities(session, query.studentId)),
  'activities.delistableActivities': entry.queryValue('studentId', delistableActivities),
  'activities.activityClasses': entry.queryValue('periodId', activityClasses),
  'activities.activityGroupChildren': entry.path('groupId', groupChildren),
  'activities.saveActivityStudents': async ({ session, body, object }) =>
    saveActivityStudents(session, body, object.item),
  'activities.activityDiscounts': entry.session(discounts),
  'activities.saveActivityDiscounts': entry.body(saveDiscounts),
};

/** The activity each write acts on, under the session's kindergarten's key (the `kindergarten` rule). */
export const catalogueObjects = {
  'activities.saveActivity': kindergartenItemOfBody(activityKeys.activity),
  'activities.deleteActivity': kindergartenItemAtPath(activityKeys.activity),
  'activities.saveActivityStudents': async ({ session, body }) =>
    kindergartenItem<ActivityItem>(
      session.kindergartenId,
      activityKeys.activity(session.kindergartenId, body.activityId),
    ),
} satisfies FeatureLoaders<typeof activityCatalogueRoutes>;
