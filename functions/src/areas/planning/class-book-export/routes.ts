import type { planningClassBookExportRoutes } from '@gradina/shared/manifest/routes/planning/class-book-export';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { createClassBookExport, deleteClassBookExport, exportOf, exportsList, receipt } from './class-book';
import { readExport } from './items';

/** The class-book exports: thin entries over the feature's functions. */
export const classBookExportRoutes: FeatureRoutes<
  typeof planningClassBookExportRoutes,
  typeof classBookExportObjects
> = {
  'planning.classBookExports': entry.query(exportsList),
  'planning.classBookExport': async ({ session, query }) => exportOf(session, query.id),
  'planning.createClassBookExport': async ({ session, body }) => createClassBookExport(session, body),
  'planning.classBookExportReceipt': entry.query(receipt),
  'planning.deleteClassBookExport': entry.object(deleteClassBookExport),
};

/** The `group` rule's facts: the export's group (a create: the group it is for). */
export const classBookExportObjects = {
  'planning.createClassBookExport': async ({
    session,
    body,
  }: {
    session: { kindergartenId: string };
    body: { groupId: string };
  }) => ({
    kindergartenId: session.kindergartenId,
    authorId: null,
    groupIds: [body.groupId],
    targetGroupIds: [body.groupId],
    item: undefined,
  }),
  'planning.deleteClassBookExport': async ({
    session,
    path,
  }: {
    session: { kindergartenId: string };
    path: { id: string };
  }) => {
    const item = await readExport(session.kindergartenId, path.id);
    return item
      ? { kindergartenId: session.kindergartenId, authorId: item.createdBy, groupIds: [item.groupId], item }
      : undefined;
  },
} satisfies FeatureLoaders<typeof planningClassBookExportRoutes>;
