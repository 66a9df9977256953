import { routeById, titleAt } from '@gradina/shared';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../api/errors';
import type { ApiArgs, ApiRouteId } from '../../api/routes';
import { saveErrorText } from './form-errors';

export type BodyOf<Id extends ApiRouteId> = ApiArgs<Id> extends { body: infer B } ? B : never;

/**
 * Text the user left empty is a missing value, as the API takes it ("задължително"), not text to check; the
 * schema refuses it, so the body's type may claim a string.
 */
export const given = (text: string) => (text.trim() || undefined) as string;

/** How a form's values become a route's body, and which label the form shows for each of its fields. */
export interface ManifestFormSpec<Values extends FieldValues, Id extends ApiRouteId> {
  /** The labels the form shows, by field: only these fields get messages (others are not on screen). */
  labels: Readonly<Partial<Record<Path<Values>, string>>>;
  toBody: (values: Values) => BodyOf<Id>;
  /** A body key whose field has another name in the form (e.g. `userType` is the form's `role`). */
  fieldOf?: Readonly<Record<string, Path<Values>>>;
  /**
   * The page's own rules for fields the schema words differently on screen (e.g. "Изберете поне една група"),
   * checked together with the schema so every message shows at once.
   */
  check?: (values: Values) => Readonly<Partial<Record<Path<Values>, string | undefined>>>;
}

function bodySchema(routeId: ApiRouteId): z.ZodType {
  const schema = (routeById.get(routeId)?.request as { body?: z.ZodType } | undefined)?.body;
  if (!schema) throw new Error(`${routeId} has no body schema`);
  return schema;
}

/**
 * A message of the shared Bulgarian set names the field by the schema's title (or key); on the form it names
 * it by the label the user sees.
 */
function relabel(message: string, names: readonly (string | undefined)[], label: string | undefined): string {
  if (!label) return message;
  return names.reduce<string>((m, name) => (name ? m.split(`"${name}"`).join(`"${label}"`) : m), message);
}

/** The form's field for a request path (`body.userType` or ['userType']) and that field's label. */
function fieldFor<Values extends FieldValues, Id extends ApiRouteId>(
  spec: ManifestFormSpec<Values, Id>,
  key: string,
): { field: Path<Values>; label: string } | undefined {
  const field = (spec.fieldOf?.[key] ?? key) as Path<Values>;
  const label = spec.labels[field];
  return label ? { field, label } : undefined;
}

/** react-hook-form's resolver from the route's body schema: the API's rules and messages, checked first here. */
export function manifestResolver<Values extends FieldValues, Id extends ApiRouteId>(
  routeId: Id,
  spec: ManifestFormSpec<Values, Id>,
): Resolver<Values> {
  const schema = bodySchema(routeId);
  return async (values) => {
    const result = schema.safeParse(spec.toBody(values));
    const errors: Record<string, { type: string; message: string }> = {};
    const pageErrors: Readonly<Record<string, string | undefined>> = spec.check?.(values) ?? {};
    for (const [field, message] of Object.entries(pageErrors)) {
      if (message) errors[field] = { type: 'page', message };
    }
    for (const issue of result.success ? [] : result.error.issues) {
      const key = String(issue.path[0] ?? '');
      const target = fieldFor(spec, key);
      if (!target || errors[target.field]) continue;
      const message = relabel(issue.message, [titleAt(schema, issue.path), key], target.label);
      errors[target.field] = { type: issue.code, message };
    }
    // Issues only of fields the form does not show (checked by the page or by the API) leave the values valid.
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The messages a form would show for these values, by field (for tests of a form's spec). */
export async function manifestFormMessages<Values extends FieldValues, Id extends ApiRouteId>(
  routeId: Id,
  spec: ManifestFormSpec<Values, Id>,
  values: Values,
): Promise<Record<string, string | undefined>> {
  const result = await manifestResolver(routeId, spec)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors as FieldErrors).map(([k, e]) => [k, e?.message as string | undefined]),
  );
}

export interface ManifestForm<Values extends FieldValues, Id extends ApiRouteId> {
  form: UseFormReturn<Values>;
  toBody: (values: Values) => BodyOf<Id>;
  /** A failure that belongs to no field (the API's refusal, a network error), shown above the buttons. */
  formError: string | undefined;
  setFormError: (text: string | undefined) => void;
  /**
   * A failed call: the API's field messages onto their fields, anything else into `formError`. Answers
   * whether a field got a message.
   */
  onServerError: (error: unknown) => boolean;
}

/**
 * The one form pattern: react-hook-form validated by the manifest route's body schema (so the form and the API
 * refuse the same input with the same Bulgarian words), and the server's field errors shown at the fields.
 */
export function useManifestForm<Values extends FieldValues, Id extends ApiRouteId>(
  routeId: Id,
  spec: ManifestFormSpec<Values, Id> & { defaultValues: DefaultValues<Values> },
): ManifestForm<Values, Id> {
  const [resolver] = useState(() => manifestResolver(routeId, spec));
  const form = useForm<Values>({ resolver, defaultValues: spec.defaultValues });
  const [formError, setFormError] = useState<string>();
  const schema = bodySchema(routeId);
  const onServerError = (error: unknown) => {
    const rest: string[] = [];
    let onField = false;
    for (const e of isApiError(error) ? error.errors : []) {
      const path = e.field.replace(/^body\./, '').split('.');
      const target = fieldFor(spec, path[0] ?? '');
      if (!target) {
        rest.push(e.message);
        continue;
      }
      onField = true;
      form.setError(target.field, {
        type: 'server',
        message: relabel(e.message, [titleAt(schema, path), path[0]], target.label),
      });
    }
    setFormError(rest[0] ?? (onField ? undefined : saveErrorText(error)));
    return onField;
  };
  return { form, toBody: spec.toBody, formError, setFormError, onServerError };
}
