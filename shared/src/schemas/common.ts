import { z } from 'zod';

/** Paged list reply: `{ result, rowsCount }` (spec convention). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), rowsCount: z.number().int() });

/** Create/update reply: `{ isSuccessful, entityId, errorMessage }` (spec convention). */
export const saveReply = z.object({
  isSuccessful: z.boolean(),
  entityId: z.union([z.string(), z.number()]).nullable(),
  errorMessage: z.string().nullable(),
});

/** Every error reply: a machine-readable code beside the Bulgarian message. */
export const errorReply = z.object({
  code: z.enum([
    'validation',
    'unauthorized',
    'forbidden',
    'not_found',
    'route_not_found',
    'conflict',
    'too_many_requests',
    'payload_too_large',
    'internal',
  ]),
  errorMessage: z.string(),
  isSuccessful: z.literal(false),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;
export type ErrorCode = ErrorReply['code'];

/** Query flags arrive as text: "true"/"false"/"1"/"0". */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((v) => v.toLowerCase() === 'true' || v === '1');

export const pageQuery = {
  PageNumber: z.coerce.number().int().min(1).max(100_000).optional(),
  PageSize: z.coerce.number().int().min(1).max(500).optional(),
};

export const nonEmptyText = (max: number) => z.string().trim().min(1).max(max);
