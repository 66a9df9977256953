import { type RouteDef, routeById } from '@gradina/shared';
import { fileNameFromContentDisposition, sanitizeFileName } from './content-disposition';
import { saveBlob } from './download';
import { ApiError, type ApiFieldError, networkErrorMessage, unexpectedErrorMessage } from './errors';
import type { ApiArgsTuple, ApiReply, ApiRouteId, CallOptions, DownloadedFile } from './routes';
import { getToken, signOut } from './session';
import { buildApiUrl, type QueryInput } from './url';

export { ApiError, isApiError } from './errors';
export type { ApiArgs, ApiReply, ApiRouteId, DownloadedFile } from './routes';

/**
 * The one way the SPA talks to the API. A call names a manifest route by id; method and path come from the
 * manifest (`@gradina/shared`), never from the caller, so no path is written twice. Signed-in calls carry
 * `Authorization: Bearer <token>`; a 401 on them ends the session (spec: a 401 logs the user out). JSON replies
 * are returned as they come (the API validates them against the same schemas, the contract suite checks it);
 * file replies are downloaded under the name from Content-Disposition.
 */
const apiBase = import.meta.env?.VITE_API_BASE ?? '';

export function routeOf(id: ApiRouteId): RouteDef {
  const route = routeById.get(id);
  if (!route) throw new Error(`Маршрутът "${id}" липсва в манифеста`);
  return route;
}

/** The URL a call goes to; exported for links that must point at the API (e.g. an image source). */
export function apiUrl<Id extends ApiRouteId>(id: Id, ...rest: ApiArgsTuple<Id>): string {
  const args = rest[0] as (CallOptions & Record<string, unknown>) | undefined;
  const a = (args ?? {}) as Loose;
  return buildApiUrl(routeOf(id).path, a.path, a.query as QueryInput | undefined, apiBase);
}

/** Inside the client the arguments are handled untyped; the typed signature is the caller's contract. */
type Loose = {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
} & CallOptions;

export async function callApi<Id extends ApiRouteId>(
  id: Id,
  ...rest: ApiArgsTuple<Id>
): Promise<ApiReply<Id>> {
  const args = rest[0] as (CallOptions & Record<string, unknown>) | undefined;
  const route = routeOf(id);
  const a = (args ?? {}) as Loose;
  const url = buildApiUrl(route.path, a.path, a.query as QueryInput | undefined, apiBase);
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: route.reply.kind === 'file' ? route.reply.contentTypes.join(', ') || '*/*' : 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (a.body instanceof FormData) {
    // The browser writes the multipart content type with its boundary.
    body = a.body;
  } else if (a.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(a.body);
  }

  let res: Response;
  try {
    res = await fetch(url, {
      method: route.method,
      headers,
      body,
      signal: a.signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if (a.signal?.aborted) throw e;
    throw new ApiError(0, 'network', networkErrorMessage);
  }

  if (!res.ok) {
    const error = await errorFromResponse(res);
    if (res.status === 401 && token && route.permission.kind !== 'public') signOut('expired');
    throw error;
  }

  if (route.reply.kind === 'file') {
    const file = await fileFromResponse(res);
    if (a.download !== false) saveBlob(file.blob, file.fileName);
    return file as ApiReply<Id>;
  }
  if (res.status === 204) return undefined as ApiReply<Id>;
  try {
    return (await res.json()) as ApiReply<Id>;
  } catch {
    throw new ApiError(res.status, 'bad_reply', unexpectedErrorMessage);
  }
}

async function errorFromResponse(res: Response): Promise<ApiError> {
  const retryAfter = Number(res.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  let reply: unknown;
  try {
    reply = await res.json();
  } catch {
    reply = undefined;
  }
  if (isErrorReply(reply)) {
    const errors = Array.isArray(reply.errors) ? reply.errors.filter(isFieldError) : [];
    return new ApiError(
      res.status,
      reply.code as ApiError['code'],
      reply.errorMessage,
      errors,
      retryAfterSeconds,
    );
  }
  return new ApiError(
    res.status,
    res.status >= 500 ? 'internal' : 'bad_reply',
    unexpectedErrorMessage,
    [],
    retryAfterSeconds,
  );
}

function isErrorReply(v: unknown): v is { code: string; errorMessage: string; errors?: unknown[] } {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.errorMessage === 'string' && r.errorMessage !== '' && typeof r.code === 'string';
}

function isFieldError(v: unknown): v is ApiFieldError {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as ApiFieldError).field === 'string' &&
    typeof (v as ApiFieldError).message === 'string'
  );
}

async function fileFromResponse(res: Response): Promise<DownloadedFile> {
  const blob = await res.blob();
  const contentType = res.headers.get('Content-Type') ?? blob.type ?? 'application/octet-stream';
  // A large file arrives through a redirect to a presigned S3 URL that names it; the header wins when readable.
  const fromUrl = sanitizeFileName(
    decodeSafely(new URL(res.url || 'file:///file', 'http://x').pathname.split('/').pop() ?? ''),
  );
  const fileName =
    fileNameFromContentDisposition(res.headers.get('Content-Disposition')) ?? (fromUrl || 'файл');
  return { fileName, contentType, blob };
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
