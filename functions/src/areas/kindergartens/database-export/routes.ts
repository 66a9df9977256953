import type { kindergartenDatabaseExportRoutes } from '@gradina/shared/manifest/routes/kindergartens/database-exports';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { downloadDatabaseExport, listDatabaseExports, requestDatabaseExport } from './database-export';

/** The handler entries of the database exports; when an archive was asked and expires is the request's time. */
export const databaseExportRoutes: FeatureRoutes<typeof kindergartenDatabaseExportRoutes> = {
  'kindergartens.databaseExports': entry.clockedSession(listDatabaseExports),
  'kindergartens.requestDatabaseExport': entry.clockedSession(requestDatabaseExport),
  'kindergartens.downloadDatabaseExport': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => downloadDatabaseExport(session, path.id)),
};
