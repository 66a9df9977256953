import type { kindergartenDatabaseExportRoutes } from '@gradina/shared/manifest/routes/kindergartens/database-exports';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { downloadDatabaseExport, listDatabaseExports, requestDatabaseExport } from './database-export';

/** The handler entries of the database exports. */
export const databaseExportRoutes: FeatureRoutes<typeof kindergartenDatabaseExportRoutes> = {
  'kindergartens.databaseExports': entry.session(listDatabaseExports),
  'kindergartens.requestDatabaseExport': entry.session(requestDatabaseExport),
  'kindergartens.downloadDatabaseExport': entry.pathId(downloadDatabaseExport),
};
