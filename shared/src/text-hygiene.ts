import type { z } from 'zod';
import { bgMessages, type FieldError, titleAt } from './validation';

/**
 * Characters no field of the product may hold. C0 controls (tab, line feed and carriage return excepted) and
 * DEL are invisible, break exports and truncate C strings (NUL). The bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) reorder what follows them, so "годишен‮fdp.exe" reads as a PDF; they are
 * refused. The single-character marks LRM, RLM and ALM (U+200E, U+200F, U+061C) reorder nothing past their
 * neighbours and arrive in text pasted from Word or Arabic and Hebrew names, so text keeps them (file names
 * lose them, see `safeFileName`).
 */
const isForbidden = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  code === 0x7f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

export function hasForbiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isForbidden(text.charCodeAt(i))) return true;
  return false;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

function firstUnclean(value: unknown, path: PropertyKey[]): PropertyKey[] | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = firstUnclean(value[i], [...path, i]);
      if (hit) return hit;
    }
    return undefined;
  }
  // Uploaded bytes are Buffers, not text: only plain objects (JSON bodies, multipart fields) are walked.
  if (!isPlainObject(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const hit = firstUnclean(key, path) ?? firstUnclean(inner, [...path, key]);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The first string in a parsed request part (path, query or body, multipart field values and file names
 * included) holding a forbidden character, as the field error the API answers with: the field is named by
 * its `.meta({ title })` label, as every other validation message names it.
 */
export function uncleanField(
  value: unknown,
  schema: z.ZodType | undefined,
  prefix?: string,
): FieldError | undefined {
  const path = firstUnclean(value, []);
  if (!path) return undefined;
  const last = path[path.length - 1];
  const label = titleAt(schema, path) ?? (last === undefined ? (prefix ?? 'заявка') : String(last));
  return {
    field: [prefix, ...path.map(String)].filter(Boolean).join('.'),
    message: bgMessages.plainText(label),
  };
}

const bidiMarks = /[\u200E\u200F\u061C]/gu;
const allControls = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A file name safe for a Content-Disposition header, an S3 key or metadata and a mail attachment: the last
 * path segment only (browsers and zip tools prepend folders), no controls, bidi overrides or marks, no
 * characters Windows refuses, trimmed of spaces and dots, at most 150 characters with the extension kept.
 * Cyrillic and other letters stay as the person wrote them.
 */
export function safeFileName(name: string, fallback = 'файл'): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(allControls, '')
    .replace(bidiMarks, '')
    .replace(/[:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  const chars = [...cleaned];
  if (chars.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return (
    chars
      .slice(0, 150 - [...extension].length)
      .join('')
      .trimEnd() + extension
  );
}
