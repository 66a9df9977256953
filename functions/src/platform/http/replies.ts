import { safeFileName } from '@gradina/shared/text-hygiene';
import type { APIGatewayProxyResult } from 'aws-lambda';

export interface FileReply {
  kind: 'file';
  fileName: string;
  contentType: string;
  body: Buffer;
  /** `inline` for images shown in the page (avatars), `attachment` for downloads. */
  disposition?: 'inline' | 'attachment';
  cacheSeconds?: number;
}

export interface RedirectReply {
  kind: 'redirect';
  location: string;
}

export const fileReply = (
  fileName: string,
  contentType: string,
  body: Buffer,
  extra: Partial<FileReply> = {},
): FileReply => ({
  kind: 'file',
  fileName,
  contentType,
  body,
  ...extra,
});

export const redirectReply = (location: string): RedirectReply => ({ kind: 'redirect', location });

/** The spec's reply to a create, update or delete that succeeded (`saveReply` in the manifest). */
export const saved = (entityId: string | null = null) => ({
  isSuccessful: true,
  entityId,
  errorMessage: null,
});

export function isFileReply(v: unknown): v is FileReply {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as FileReply).kind === 'file' &&
    Buffer.isBuffer((v as FileReply).body)
  );
}

export function isRedirectReply(v: unknown): v is RedirectReply {
  return typeof v === 'object' && v !== null && (v as RedirectReply).kind === 'redirect';
}

/**
 * RFC 6266/5987 Content-Disposition that keeps Cyrillic names: an ASCII fallback for old clients and the
 * exact UTF-8 name in `filename*`.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'inline' | 'attachment' = 'attachment',
): string {
  // Names stored before uploads were checked, and names built from titles, still pass the one sanitizer.
  const name = safeFileName(fileName);
  const fallback = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function jsonResult(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...baseHeaders, ...headers },
    body: JSON.stringify(body),
  };
}

export function fileResult(file: FileReply): APIGatewayProxyResult {
  return {
    statusCode: 200,
    headers: {
      ...baseHeaders,
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.fileName, file.disposition),
      'Content-Length': String(file.body.length),
      ...(file.cacheSeconds ? { 'Cache-Control': `private, max-age=${file.cacheSeconds}` } : {}),
    },
    body: file.body.toString('base64'),
    isBase64Encoded: true,
  };
}

export function redirectResult(r: RedirectReply): APIGatewayProxyResult {
  return { statusCode: 302, headers: { ...baseHeaders, Location: r.location }, body: '' };
}
