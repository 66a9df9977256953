import { deleteIfExists, getItem, putItem, queryAll, tenantPrefix, updateItem } from '../../../platform/db';

/**
 * The class-book exports (docs/data-model.md, "Class-book exports"): `KG#<kg>#CLASSBOOKEXPORTS` /
 * `EXPORT#<id>`; the list is one Query of the kindergarten's partition.
 */
export const exportKeys = {
  export: (kindergartenId: string, id: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#CLASSBOOKEXPORTS`,
    SK: `EXPORT#${id}`,
  }),
};

export interface ExportItem {
  id: string;
  kindergartenId: string;
  groupId: string;
  groupName: string;
  fromDate: string;
  toDate: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  downloadedAt?: string | null;
}

export const exportsOf = (kindergartenId: string) =>
  queryAll<ExportItem>({ partition: exportKeys.export(kindergartenId, '').PK, beginsWith: 'EXPORT#' });

export const readExport = (kindergartenId: string, id: string) =>
  getItem<ExportItem>(exportKeys.export(kindergartenId, id), { consistent: true });

export const createExport = (item: ExportItem) =>
  putItem(
    { ...item, ...exportKeys.export(item.kindergartenId, item.id), type: 'ClassBookExport' },
    { absent: true },
  );

/** Marks the export downloaded for signing (the first time only). */
export const markDownloaded = (kindergartenId: string, id: string, at: string) =>
  updateItem(
    exportKeys.export(kindergartenId, id),
    { set: { downloadedAt: at } },
    { exists: true, missing: ['downloadedAt'] },
  ).catch((e: Error) => {
    if (e.name !== 'ConditionalCheckFailedException') throw e;
  });

/** Removes an export not yet downloaded; false when it was downloaded (or is gone). */
export const removeUndownloaded = (kindergartenId: string, id: string) =>
  deleteIfExists(exportKeys.export(kindergartenId, id), { missing: ['downloadedAt'] });
