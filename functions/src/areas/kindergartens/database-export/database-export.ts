import { randomUUID } from 'node:crypto';
import { formatDateDigits } from '@gradina/shared/format-dates';
import {
  type DatabaseExport,
  databaseExportDays,
} from '@gradina/shared/manifest/routes/kindergartens/database-exports';
import { now } from '../../../platform/clock';
import { workbookBytes } from '../../../platform/documents/table-workbook';
import { download, presignedDownloadUrl, upload } from '../../../platform/files/s3';
import { conflict, notFound } from '../../../platform/http/errors';
import { fileReply, redirectReply, saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { enqueue, type WorkMessage } from '../../../platform/queue/send';
import { schoolYearsOf } from '../items';
import {
  childPartition,
  childrenOfGroup,
  createExportItem,
  type DatabaseExportItem,
  exportOf,
  exportsOf,
  fileKeysUnder,
  finishExport,
  groupsOf,
  kindergartenFilePrefixes,
  partnersOf,
  profileOf,
  type Row,
  staffOf,
  userProfile,
  usersById,
} from './items';
import { kindergartenSheets, peopleSheets, type Registers } from './sheets';
import { type ZipEntry, zipBytes } from './zip';

/**
 * The director's export of the kindergarten's whole data (/platform/settings/database, issue #32; docs/areas/
 * kindergartens.md): asked for here, made by the work queue (`kindergartens.database-export`), kept in the
 * exports bucket, announced by e-mail with the page's link, downloaded by whoever may read the settings.
 */
export const databaseExportMessage = 'kindergartens.database-export';

interface ExportJob {
  kindergartenId: string;
  exportId: string;
}

/**
 * Whether the exports bucket's lifecycle rule has removed a ready archive by now (infra/lib/data-stack.ts),
 * counted from the request: the archive is written seconds after it.
 */
const expired = (e: DatabaseExportItem, at: Date) =>
  e.state === 'ready' && at.getTime() - Date.parse(e.requestedAt) >= databaseExportDays * 24 * 60 * 60 * 1000;

const view = (e: DatabaseExportItem, at: Date): DatabaseExport => ({
  id: e.id,
  state: expired(e, at) ? 'expired' : e.state,
  requestedAt: e.requestedAt,
  requestedByName: e.requestedByName,
  readyAt: e.readyAt,
  fileName: e.fileName,
  sizeBytes: e.sizeBytes,
  filesCount: e.filesCount,
  errorMessage: e.errorMessage,
});

export async function listDatabaseExports(session: TenantRouteSession) {
  const list = await exportsOf(session.kindergartenId);
  const at = now();
  return list.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).map((e) => view(e, at));
}

/** One archive at a time: asked for again while one is being made, the answer is that one. */
export async function requestDatabaseExport(session: TenantRouteSession) {
  const kindergartenId = session.kindergartenId;
  const [existing, me, profile] = await Promise.all([
    exportsOf(kindergartenId),
    userProfile(session.userId),
    profileOf(kindergartenId),
  ]);
  const pending = existing.find((e) => e.state === 'queued');
  if (pending) return saved(pending.id);
  const at = now();
  const id = randomUUID();
  await createExportItem({
    id,
    kindergartenId,
    state: 'queued',
    requestedAt: at.toISOString(),
    requestedBy: session.userId,
    requestedByName: [me?.firstName, me?.lastName].filter(Boolean).join(' '),
    requestedByEmail: me?.email ?? null,
    readyAt: null,
    fileName: `${String(profile?.name ?? 'Детска градина')} - данни към ${formatDateDigits(at.toISOString())}.zip`,
    s3Key: null,
    sizeBytes: null,
    filesCount: null,
    errorMessage: null,
  });
  await enqueue('work', {
    type: databaseExportMessage,
    key: `dbexport#${id}`,
    payload: { kindergartenId, exportId: id },
  });
  return saved(id);
}

export async function downloadDatabaseExport(session: TenantRouteSession, id: string) {
  const item = await exportOf(session.kindergartenId, id);
  if (!item) throw notFound('Архивът не е намерен.');
  if (expired(item, now()))
    throw conflict(`Архивите се пазят ${databaseExportDays} дни и този вече е изтрит. Поискайте нов.`);
  if (item.state !== 'ready' || !item.s3Key) throw conflict('Архивът още не е готов.');
  // API Gateway answers at most 6 MB (base64 inside): a larger archive is fetched from S3 by a presigned link.
  if (Number(item.sizeBytes) > inlineBytes)
    return redirectReply(await presignedDownloadUrl('exports', item.s3Key, item.fileName));
  const file = await download('exports', item.s3Key);
  if (!file) throw notFound('Архивът не е намерен.');
  return fileReply(item.fileName, 'application/zip', file.body);
}

const inlineBytes = 4 * 1024 * 1024;

/** Every register an export writes: the groups' rosters and each child's partition, 10 at a time. */
async function readRegisters(kindergartenId: string): Promise<Registers> {
  const [kindergarten, schoolYearsRows, groups, staff, partners] = await Promise.all([
    profileOf(kindergartenId),
    schoolYearsOf(kindergartenId),
    groupsOf(kindergartenId),
    staffOf(kindergartenId),
    partnersOf(kindergartenId),
  ]);
  const rosters = await Promise.all(groups.map((g) => childrenOfGroup(kindergartenId, String(g.id))));
  const childIds = [...new Set(rosters.flat().map((c) => String(c.id)))];
  const partitions: Row[][] = [];
  for (let i = 0; i < childIds.length; i += 10)
    partitions.push(
      ...(await Promise.all(childIds.slice(i, i + 10).map((c) => childPartition(kindergartenId, c)))),
    );
  const children = partitions.flatMap((p) => p.filter((r) => r.SK === 'PROFILE'));
  const links = partitions.flatMap((p) => p.filter((r) => String(r.SK).startsWith('GUARDIAN#')));
  const parents = await usersById([...new Set(links.map((l) => String(l.parentUserId)))]);
  const byName = (a: Row, b: Row) =>
    String(a.lastName ?? a.name ?? '').localeCompare(String(b.lastName ?? b.name ?? ''), 'bg');
  return {
    kindergarten: kindergarten ?? { name: '' },
    schoolYears: schoolYearsRows as unknown as Row[],
    groups: groups.sort(byName),
    children: children.sort(byName),
    guardians: links.map((link) => ({ link, parent: parents.get(String(link.parentUserId)) })),
    staff: staff.sort(byName),
    partners: partners.sort(byName),
  };
}

/** The kindergarten's own files, under `Файлове/<what>/…` as stored. */
async function fileEntries(kindergartenId: string): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  for (const prefix of kindergartenFilePrefixes) {
    for (const key of await fileKeysUnder(`${prefix}/${kindergartenId}/`)) {
      const file = await download('files', key);
      if (file) entries.push({ name: `Файлове/${key}`, bytes: file.body });
    }
  }
  return entries;
}

/** The archive: two workbooks and the files. */
export async function databaseArchive(kindergartenId: string) {
  const registers = await readRegisters(kindergartenId);
  const entries: ZipEntry[] = [
    { name: 'Детска градина.xlsx', bytes: await workbookBytes(kindergartenSheets(registers)) },
    { name: 'Деца, родители и персонал.xlsx', bytes: await workbookBytes(peopleSheets(registers)) },
    ...(await fileEntries(kindergartenId)),
  ];
  return { bytes: zipBytes(entries, now()), count: entries.length };
}

/** The queue's consumer: makes the archive, keeps it, marks the export and mails the requester. */
export async function buildDatabaseExport(message: WorkMessage) {
  const { kindergartenId, exportId } = message.payload as ExportJob;
  const item = await exportOf(kindergartenId, exportId);
  if (item?.state !== 'queued') return;
  const readyAt = now().toISOString();
  try {
    const archive = await databaseArchive(kindergartenId);
    const s3Key = `database-exports/${kindergartenId}/${exportId}.zip`;
    await upload('exports', s3Key, archive.bytes, {
      contentType: 'application/zip',
      fileName: item.fileName,
    });
    await finishExport(kindergartenId, exportId, {
      state: 'ready',
      readyAt,
      s3Key,
      sizeBytes: archive.bytes.length,
      filesCount: archive.count,
      errorMessage: null,
    });
  } catch (e) {
    await finishExport(kindergartenId, exportId, {
      state: 'failed',
      readyAt,
      s3Key: null,
      sizeBytes: null,
      filesCount: null,
      errorMessage: 'Архивът не беше изготвен. Поискайте нов.',
    });
    console.error('database export failed', kindergartenId, exportId, e);
    return;
  }
  if (item.requestedByEmail) await announce(item);
}

async function announce(item: DatabaseExportItem) {
  const link = `${(process.env.PUBLIC_URL ?? '').replace(/\/+$/, '')}/platform/settings/database`;
  await enqueue('work', {
    type: 'mail.send',
    key: `dbexport-mail#${item.id}`,
    payload: {
      to: item.requestedByEmail,
      subject: 'Архивът с данните на детската градина е готов',
      text: [
        `Здравейте${item.requestedByName ? `, ${item.requestedByName}` : ''},`,
        '',
        `Архивът „${item.fileName}“, който поискахте, е готов.`,
        `Изтеглете го от страницата „База данни“ в Градина (след вход): ${link}`,
        '',
        'Архивът съдържа лични данни на деца, родители и служители: пазете го според правилата на детската градина за защита на личните данни.',
      ].join('\n'),
      category: 'essential',
    },
  });
}
