import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 10 characters of milliseconds since 1970 and 16 random ones, in Crockford's base 32. Ids sort by
 * creation time as text, so an inbox sorted by `MSG#<id>` is sorted by creation time.
 */
export function newId(now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = alphabet[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes(16);
  let random = '';
  for (let i = 0; i < 16; i++) random += alphabet[bytes[i]! % 32];
  return time + random;
}

/** The creation time (ms) encoded in an id from `newId`, or undefined for anything else. */
export function timeOfId(id: string): number | undefined {
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return undefined;
  let t = 0;
  for (const c of id.slice(0, 10)) t = t * 32 + alphabet.indexOf(c);
  return t;
}

/** Short ids for poll questions and options, unique within one poll. */
export const shortId = (prefix: string, n: number) => `${prefix}${n + 1}`;
