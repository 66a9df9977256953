import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The shared Bulgarian messages (`@gradina/shared`, spec section 5) name a field by its schema's
 * `.meta({ title })` where zod can see it, else by the field's key ('Полето "firstName" е задължително'). A
 * form knows the labels it shows, so its messages name the field by the label instead.
 */
export function relabel(message: string, key: string, label: string): string {
  return message.split(`"${key}"`).join(`"${label}"`);
}

function relabelAll(errors: FieldErrors, labels: Readonly<Record<string, string>>): void {
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const label = labels[key];
    const e = error as { message?: unknown; types?: Record<string, unknown> };
    if (label && typeof e.message === 'string') e.message = relabel(e.message, key, label);
    if (typeof e.message !== 'string') relabelAll(error as FieldErrors, labels);
  }
}

/**
 * `zodResolver` for a form: the schema validates (with the shared Bulgarian messages), and each message names
 * its field by the label the form shows.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  labels: Readonly<Record<string, string>>,
): Resolver<Input, unknown, Output> {
  const base = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    relabelAll(result.errors as FieldErrors, labels);
    return result;
  };
}

/** The messages a form would show for these values, by field (top-level fields; for tests and checks). */
export async function formMessages<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  labels: Readonly<Record<string, string>>,
  values: Input,
): Promise<Record<string, string | undefined>> {
  const result = await formResolver(schema, labels)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors as FieldErrors).map(([k, e]) => [k, e?.message as string | undefined]),
  );
}
