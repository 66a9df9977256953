import { z } from 'zod';
import { bgMessages, passwordSchema } from '../validation';

/**
 * Field builders the route files share: each names its field with a Bulgarian title, which every validation
 * answer uses (`titleAt` in validation.ts).
 */

/** An id in a path, query or body. */
export const id = (title: string) => z.string().trim().min(1).max(64).meta({ title });

/** A list of ids, each named `itemTitle`. */
export const ids = (title: string, itemTitle: string, max: number, min = 0) =>
  z.array(id(itemTitle)).min(min).max(max).meta({ title });

/** An optional field that may also be null: the title goes on the nullable too, so both levels name it. */
export const nullable = <T extends z.ZodType>(schema: T, title: string) =>
  schema.nullable().meta({ title }).optional();

/** Required plain text, trimmed. */
export const text = (title: string, max: number) => z.string().trim().min(1).max(max).meta({ title });

/** Required rich text (HTML, sanitized by the server). */
export const richText = (title: string) => z.string().min(1).max(100_000).meta({ title });

/** A reply that is a file download of these content types. */
export const fileReplyKind = (...contentTypes: string[]) => ({ kind: 'file' as const, contentTypes });

/**
 * Text whose length checks carry their own Bulgarian messages (for minimums above one, which the shared
 * error map words by the key until `titleAt` relabels it).
 */
export const sized = (title: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: min <= 1 ? bgMessages.required(title) : bgMessages.minLength(title, min) })
    .max(max, { error: bgMessages.maxLength(title, max) })
    .meta({ title });

/** Optional plain text, trimmed; an empty string is kept (a form's cleared field). */
export const optionalText = (title: string, max = 100) => sized(title, 0, max).optional();

export const email = (title = 'Имейл') =>
  z
    .email({ error: (iss) => (iss.code === 'invalid_format' ? bgMessages.email(title) : undefined) })
    .max(254, { error: bgMessages.maxLength(title, 254) })
    .meta({ title });

export const phone = (title = 'Телефон') => sized(title, 6, 20);

/** A password a user chooses: the spec's rule (lower-case, upper-case, a digit, 8 characters). */
export const password = (title: string) => passwordSchema.meta({ title });

/** A password typed to prove who one is: not checked against the rule, only its length. */
export const secret = (title: string) =>
  z
    .string()
    .min(1, { error: bgMessages.required(title) })
    .max(128, { error: bgMessages.maxLength(title, 128) })
    .meta({ title });

/** One of an enum's numbers; a missing value is "required", any other "one of the allowed values". */
export const choice = <E extends Record<string, number>>(values: E, title: string) =>
  z
    .enum(values, {
      error: (iss) => (iss.input === undefined ? bgMessages.required(title) : bgMessages.oneOf(title)),
    })
    .meta({ title });

/** A single-use token from an e-mail link: 32 random bytes, base64url. */
export const linkToken = () =>
  sized('Код от връзката', 20, 100).regex(/^[A-Za-z0-9_-]+$/, {
    error: bgMessages.invalid('Код от връзката'),
  });

/**
 * The kindergarten a screen shows, sent back with its requests: when given it must be the session's
 * kindergarten, so a tab left open on another kindergarten (the session switched in another tab) is
 * refused instead of reading or writing the wrong one.
 */
export const kindergartenGuard = () => id('Детска градина').optional();
