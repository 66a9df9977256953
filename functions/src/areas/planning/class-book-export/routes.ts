import type { planningClassBookExportRoutes } from '@gradina/shared/manifest/routes/planning/class-book-export';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { createClassBookExport, deleteClassBookExport, exportOf, exportsList, receipt } from './class-book';
import { type ExportItem, exportKeys } from './items';

/** The class-book exports: thin entries over the feature's functions. */
export const classBookExportRoutes: FeatureRoutes<
  typeof planningClassBookExportRoutes,
  typeof classBookExportObjects
> = {
  'planning.classBookExports': entry.query(exportsList),
  'planning.classBookExport': entry.queryValue('id', exportOf),
  'planning.createClassBookExport': entry.body(createClassBookExport),
  'planning.classBookExportReceipt': entry.query(receipt),
  'planning.deleteClassBookExport': entry.object(deleteClassBookExport),
};

export const classBookExportObjects = {
  'planning.deleteClassBookExport': kindergartenItemAtPath<ExportItem>(exportKeys.export),
} satisfies FeatureLoaders<typeof planningClassBookExportRoutes>;
