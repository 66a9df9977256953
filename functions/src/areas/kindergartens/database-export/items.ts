import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { batchGet } from '../../../platform/db/batch';
import { getItem, putItem, updateItem } from '../../../platform/db/item';
import { keys, tenantPrefix } from '../../../platform/db/keys';
import { queryAll } from '../../../platform/db/query';
import { bucket, s3 } from '../../../platform/files/s3';

/**
 * The database exports' items (`KG#<id>#DBEXPORTS` / `EXPORT#<id>`) and the reads an export makes of the
 * kindergarten's registers and files. docs/data-model.md, "Database exports".
 */
export interface DatabaseExportItem {
  id: string;
  kindergartenId: string;
  state: 'queued' | 'ready' | 'failed';
  requestedAt: string;
  requestedBy: string;
  requestedByName: string;
  /** Where the mail goes when the archive is ready. */
  requestedByEmail: string | null;
  readyAt: string | null;
  fileName: string;
  s3Key: string | null;
  sizeBytes: number | null;
  filesCount: number | null;
  errorMessage: string | null;
}

const exportKey = (kindergartenId: string, id: string) => ({
  PK: `${tenantPrefix(kindergartenId)}#DBEXPORTS`,
  SK: `EXPORT#${id}`,
});

export const createExportItem = (item: DatabaseExportItem) =>
  putItem({ ...exportKey(item.kindergartenId, item.id), type: 'DatabaseExport', ...item }, { absent: true });

/** A kindergarten's exports (a few a year: one Query). */
export const exportsOf = (kindergartenId: string) =>
  queryAll<DatabaseExportItem>({ partition: exportKey(kindergartenId, '').PK, beginsWith: 'EXPORT#' });

export const exportOf = (kindergartenId: string, id: string) =>
  getItem<DatabaseExportItem>(exportKey(kindergartenId, id), { consistent: true });

export const finishExport = (
  kindergartenId: string,
  id: string,
  changes: Pick<
    DatabaseExportItem,
    'state' | 'readyAt' | 's3Key' | 'sizeBytes' | 'filesCount' | 'errorMessage'
  >,
) => updateItem(exportKey(kindergartenId, id), { set: changes }, { exists: true });

/** Whom an export is announced to: the requester's profile (one GetItem). */
export const userProfile = (userId: string) =>
  getItem<{ firstName?: string; lastName?: string; email?: string | null }>(keys.user(userId), {
    attributes: ['firstName', 'lastName', 'email'],
  });

// ----- the registers an export writes out -----

export type Row = Record<string, unknown>;

export const profileOf = (kindergartenId: string) => getItem<Row>(keys.kindergarten(kindergartenId));

/** Every group of every school year (one Query). */
export const groupsOf = (kindergartenId: string) =>
  queryAll<Row>({ partition: keys.group(kindergartenId, '').PK, beginsWith: 'GROUP#' });

/** The children a group has had on its roster, by name (one Query of the group's index). */
export const childrenOfGroup = (kindergartenId: string, groupId: string) =>
  queryAll<Row>({ index: 'GSI1', partition: keys.childrenOfGroup(kindergartenId, groupId).GSI1PK });

/** A child's partition: the record and its guardians' links (one Query). */
export const childPartition = (kindergartenId: string, childId: string) =>
  queryAll<Row>({ partition: keys.child(kindergartenId, childId).PK });

export const staffOf = (kindergartenId: string) =>
  queryAll<Row>({ partition: keys.staffMember(kindergartenId, '').PK, beginsWith: 'USER#' });

export const partnersOf = (kindergartenId: string) =>
  queryAll<Row>({ partition: keys.partner(kindergartenId, '').PK, beginsWith: 'PARTNER#' });

/** User profiles by id (BatchGet, 100 a request): the parents' names and contacts. */
export const usersById = async (userIds: readonly string[]) => {
  const rows = await batchGet<Row>(userIds.map((id) => keys.user(id)));
  return new Map(rows.map((u) => [String(u.PK).slice('USER#'.length), u]));
};

/**
 * The files bucket's prefixes that hold a kindergarten's own files under its id (message attachments,
 * medical notes' scans, portfolio photos, the books' scans and documents).
 */
export const kindergartenFilePrefixes = ['attachments', 'medical-notes', 'portfolios', 'books'] as const;

/** The keys of every object under a prefix of the files bucket, 1000 a request. */
export async function fileKeysUnder(prefix: string): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket('files'), Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) found.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}
