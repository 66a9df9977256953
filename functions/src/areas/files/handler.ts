import { filesRoutes } from '@gradina/shared/manifest/routes/files';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { deleteTempFile, saveTempFiles } from '../../platform/files/temp-files';
import { createAreaHandler } from '../../platform/http/area-handler';
import { notFound } from '../../platform/http/errors';
import { saved } from '../../platform/http/replies';
import { entry } from '../../platform/http/route-entries';
import { avatarCacheSeconds, deleteAvatar, readAvatar, uploadAvatar } from './avatars';
import { kitchenMenuFile } from './kitchen-menus';

/** Validators of file answers, by request: the reply shapes of the platform carry no ETag of their own. */
const validators = new WeakMap<APIGatewayProxyEvent, { etag: string; notModified: boolean }>();

const header = (event: APIGatewayProxyEvent, name: string) =>
  Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1] ?? undefined;

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes = [filesRoutes];

const areaHandler = createAreaHandler('files', areaRoutes, {
  'files.uploadAvatar': entry.body(uploadAvatar),
  'files.deleteAvatar': entry.session(deleteAvatar),
  'files.uploadTemp': async ({ session, body }) =>
    (await saveTempFiles(session.userId, [body.file], 'file'))[0]!,
  'files.uploadTempFile': async ({ session, body }) =>
    (await saveTempFiles(session.userId, [body.file], 'file'))[0]!,
  'files.uploadTempMultiple': async ({ session, body }) => saveTempFiles(session.userId, body.files, 'files'),
  // Someone else's file, an expired one and one never uploaded answer alike: 404, so ids reveal nothing.
  'files.deleteTemp': async ({ session, path }) => {
    if (!(await deleteTempFile(session.userId, path.id))) throw notFound('Файлът не е намерен.');
    return saved(path.id);
  },
  'files.kitchenMenuFile': async ({ session, path }) => kitchenMenuFile(session.kindergartenId, path),
  'files.avatar': async ({ session, path, event }) => {
    const answer = await readAvatar(session, path.userId, header(event, 'if-none-match'));
    validators.set(event, { etag: answer.etag, notModified: answer.notModified });
    return answer.file;
  },
});

/**
 * The files Lambda: the area handler, then the conditional-request headers of file answers (ETag on a
 * 200, an empty 304 when the browser's copy is current).
 */
export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  const result = await areaHandler(event, context);
  const v = validators.get(event);
  if (!v || result.statusCode !== 200) return result;
  const headers = { ...(result.headers ?? {}), ETag: `"${v.etag}"` } as Record<
    string,
    string | number | boolean
  >;
  if (!v.notModified) return { ...result, headers };
  delete headers['Content-Length'];
  delete headers['Content-Disposition'];
  delete headers['Content-Type'];
  return {
    statusCode: 304,
    headers: { ...headers, 'Cache-Control': `private, max-age=${avatarCacheSeconds}` },
    body: '',
    isBase64Encoded: false,
  };
}
