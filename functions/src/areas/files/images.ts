import { createHash } from 'node:crypto';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const extensions: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const extensionOf = (type: ImageType) => extensions[type];

/** The image type by its first bytes (what the file is, whatever its name or declared type says). */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/**
 * Base64 text (optionally a `data:` URL) to bytes; undefined when it is not base64, `tooLarge` (before
 * decoding anything) when the bytes would exceed `maxBytes`.
 */
export function decodeBase64Limited(
  text: string,
  maxBytes: number,
): { bytes: Buffer } | { tooLarge: true } | undefined {
  const payload = text.replace(/^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,/i, '').replace(/\s+/g, '');
  if (payload.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload) || payload.length % 4 === 1)
    return undefined;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const size = Math.floor((payload.length * 3) / 4) - padding;
  if (size > maxBytes) return { tooLarge: true };
  return { bytes: Buffer.from(payload, 'base64') };
}

/** A strong validator of the bytes: the same image always has the same ETag. */
export const etagOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** Whether an If-None-Match header names the ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((t) => t === etag || t === '*');
}
