import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/errors';

/**
 * Puts the API's per-field messages (a 400 lists them as `body.<field>`) on the form's fields. Answers the
 * messages that match no field of the form, so the caller can show them above the form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  fields: readonly Path<T>[],
): string[] {
  if (!isApiError(error)) return [];
  const rest: string[] = [];
  for (const e of error.errors) {
    const name = e.field.replace(/^(body|query|path)\./, '') as Path<T>;
    if (fields.includes(name)) form.setError(name, { type: 'server', message: e.message });
    else rest.push(e.message);
  }
  return rest;
}

/** The text to show for a failed save: the API's Bulgarian message, or a general one. */
export function saveErrorText(error: unknown, fallback = 'Възникна грешка. Моля, опитайте отново.'): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
