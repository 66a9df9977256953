import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The kindergarten's whole data for its director (/platform/settings/database, issue #32): asked for, made
 * by the work queue as a zip of Excel workbooks and the kindergarten's files, announced by e-mail, listed with
 * its state and downloaded.
 */

/** `expired`: ready once, removed by the exports bucket's rule after `databaseExportDays` days. */
export const databaseExportStates = ['queued', 'ready', 'failed', 'expired'] as const;
export const databaseExportDays = 7;

export const databaseExport = z.object({
  id: z.string(),
  state: z.enum(databaseExportStates),
  requestedAt: z.string(),
  requestedByName: z.string(),
  readyAt: z.string().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int().nullable(),
  /** Files and sheets in the zip; null until ready. */
  filesCount: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
});
export type DatabaseExport = z.infer<typeof databaseExport>;

export const kindergartenDatabaseExportRoutes = defineRoutes('kindergartens', {
  databaseExports: {
    method: 'GET',
    path: '/api/Kindergartens/database-exports',
    permission: needs('PlatformSettings', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(databaseExport) },
    summary: 'Изтеглянията на базата данни на детската градина, най-новото първо, със състоянието им',
  },
  requestDatabaseExport: {
    method: 'POST',
    path: '/api/Kindergartens/database-exports',
    permission: needs('PlatformSettings', 'create'),
    request: { body: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Поръчва архив (zip) с всички данни на детската градина в Excel и файловете ѝ; готов е след малко и идва имейл с връзка',
  },
  downloadDatabaseExport: {
    method: 'GET',
    path: '/api/Kindergartens/database-exports/{id}',
    permission: needs('PlatformSettings', 'read'),
    request: { path: z.object({ id: id('Архив') }) },
    reply: fileReplyKind('application/zip'),
    summary: 'Изтегля готов архив с данните на детската градина',
  },
});
