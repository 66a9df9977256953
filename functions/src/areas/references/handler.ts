import type { RouteDef } from '@gradina/shared';
import { activityReferenceRoutes } from '@gradina/shared/manifest/routes/references/activities';
import { educationReferenceRoutes } from '@gradina/shared/manifest/routes/references/education';
import { monReferenceRoutes } from '@gradina/shared/manifest/routes/references/mon-references';
import { schoolReferenceRoutes } from '@gradina/shared/manifest/routes/references/school';
import { createAreaHandler } from '../../platform/http/area-handler';
import { educationReferenceImplementations } from './education/routes';
import { activityReferenceImplementations } from './mon-references/activities-routes';
import { monReferenceImplementations } from './mon-references/routes';
import { schoolReferenceImplementations } from './school/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  monReferenceRoutes,
  activityReferenceRoutes,
  educationReferenceRoutes,
  schoolReferenceRoutes,
];

/** The references Lambda (its features add their routes, implementations and object loaders here). */
export const handler = createAreaHandler(
  'references',
  areaRoutes,
  {
    ...monReferenceImplementations,
    ...activityReferenceImplementations,
    ...educationReferenceImplementations,
    ...schoolReferenceImplementations,
  },
  { objects: {} },
);
