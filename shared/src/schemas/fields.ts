import { z } from 'zod';

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
