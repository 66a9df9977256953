import type { RouteDef } from '@gradina/shared';
import { booksControlActivityRoutes } from '@gradina/shared/manifest/routes/books/control-activity';
import { booksCorrespondenceRoutes } from '@gradina/shared/manifest/routes/books/correspondence';
import { booksDirectorOrderRoutes } from '@gradina/shared/manifest/routes/books/director-orders';
import { booksDocumentRoutes } from '@gradina/shared/manifest/routes/books/documents';
import { booksExportRoutes } from '@gradina/shared/manifest/routes/books/export';
import { booksInventoryRoutes } from '@gradina/shared/manifest/routes/books/inventory';
import { booksPedagogicalCouncilRoutes } from '@gradina/shared/manifest/routes/books/pedagogical-council';
import { booksPrefixRoutes } from '@gradina/shared/manifest/routes/books/prefixes';
import { booksQualificationRoutes } from '@gradina/shared/manifest/routes/books/qualification';
import { booksTemplateRoutes } from '@gradina/shared/manifest/routes/books/templates';
import { createAreaHandler } from '../../platform/http/area-handler';
import { controlActivityObjects, controlActivityRoutes } from './control-activity/routes';
import { correspondenceObjects, correspondenceRoutes } from './correspondence/routes';
import { directorOrderObjects, directorOrderRoutes } from './director-orders/routes';
import { documentObjects, documentRoutes } from './documents/routes';
import { exportRoutes } from './export/routes';
import { inventoryObjects, inventoryRoutes } from './inventory/routes';
import { councilObjects, councilRoutes } from './pedagogical-council/routes';
import { prefixRoutes } from './prefixes/routes';
import { qualificationObjects, qualificationRoutes } from './qualification/routes';
import { templateObjects, templateRoutes } from './templates/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  booksDirectorOrderRoutes,
  booksPedagogicalCouncilRoutes,
  booksCorrespondenceRoutes,
  booksControlActivityRoutes,
  booksExportRoutes,
  booksTemplateRoutes,
  booksPrefixRoutes,
  booksDocumentRoutes,
  booksInventoryRoutes,
  booksQualificationRoutes,
];

/**
 * The books Lambda: the six official books, their print, templates, documents, the inventory book and the
 * staff's qualification record (issue #29).
 */
export const handler = createAreaHandler(
  'books',
  areaRoutes,
  {
    ...directorOrderRoutes,
    ...councilRoutes,
    ...correspondenceRoutes,
    ...controlActivityRoutes,
    ...exportRoutes,
    ...templateRoutes,
    ...prefixRoutes,
    ...documentRoutes,
    ...inventoryRoutes,
    ...qualificationRoutes,
  },
  {
    objects: {
      ...directorOrderObjects,
      ...councilObjects,
      ...correspondenceObjects,
      ...controlActivityObjects,
      ...templateObjects,
      ...documentObjects,
      ...inventoryObjects,
      ...qualificationObjects,
    },
  },
);
