import { routeById, titleAt } from '@gradina/shared';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
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
import { maxLengthAt, requiredAt } from './schema-at';

export type BodyOf<Id extends ApiRouteId> = ApiArgs<Id> extends { body: infer B } ? B : never;

/**
 * Text the user left empty is a missing value, as the API takes it ("задължително"), not text to check; the
 * schema refuses it, so the body's type may claim a string.
 */
export const given = (text: string) => (text.trim() || undefined) as string;

/**
 * A nested field of any item of a list: each `*` stands for an index (`questions.*.options.*.text` is the text
 * of any option of any question).
 */
export type FieldPattern = `${string}.*${string}`;

/** How a form's values become a route's body, and which label the form shows for each of its fields. */
export interface ManifestFormSpec<Values extends FieldValues, Id extends ApiRouteId> {
  /** The labels the form shows, by field or pattern: only these fields get messages (others are not on screen). */
  labels: Readonly<Partial<Record<Path<Values> | FieldPattern, string>>>;
  toBody: (values: Values) => BodyOf<Id>;
  /**
   * A body path whose field has another name in the form (e.g. `userType` is the form's `role`; the option
   * `questions.*.options.*` is the form's `questions.*.options.*.text`, with the same indices).
   */
  fieldOf?: Readonly<Record<string, Path<Values> | FieldPattern>>;
  /**
   * The page's own rules for fields the schema words differently on screen (e.g. "Изберете поне една група"),
   * checked together with the schema so every message shows at once. Keys may be nested (`questions.0.options`).
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

/**
 * The names a shared message may call a field by: its schema title, else its key; a list's item is called by
 * its index ("1"), a field shown at its parent by the parent's key.
 */
const namesOf = (schema: z.ZodType, path: readonly PropertyKey[], key: string) => [
  titleAt(schema, path),
  String(path.at(-1)),
  key,
];

/** A path with each index written as `*`, as patterns name nested fields of list items. */
const patternOf = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');

/** The pattern with its `*`s replaced, in order, by these indices. */
function fill(pattern: string, indices: readonly number[]): string {
  let n = 0;
  return pattern.replace(/\*/g, () => String(indices[n++] ?? 0));
}

/**
 * The form's field for a request path (`userType` or `questions.0.options.1`) and that field's label. A path
 * no label names falls back to its parents (a refused `groupIds.0` shows at `groupIds`).
 */
function fieldFor<Values extends FieldValues, Id extends ApiRouteId>(
  spec: ManifestFormSpec<Values, Id>,
  path: readonly PropertyKey[],
): { field: Path<Values>; label: string; key: string } | undefined {
  for (let end = path.length; end > 0; end--) {
    const steps = path.slice(0, end);
    const body = steps.map(String).join('.');
    const mapped = spec.fieldOf?.[body] ?? spec.fieldOf?.[patternOf(body)];
    const indices = steps.filter((s): s is number => typeof s === 'number');
    const field = (mapped ? fill(mapped, indices) : body) as Path<Values>;
    const labels = spec.labels as Readonly<Record<string, string | undefined>>;
    const label = labels[field] ?? labels[patternOf(field)];
    const key = String(steps.at(-1));
    if (label) return { field, label, key };
  }
  return undefined;
}

/** A request path as zod words it: list indices are numbers (`body.questions.0.text` → ['questions', 0, 'text']). */
const pathOf = (field: string): PropertyKey[] =>
  field
    .replace(/^body\./, '')
    .split('.')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

type Errors = Record<string, unknown>;

/** The error at a dotted path of react-hook-form's nested errors. */
function errorAt(errors: Errors, path: string): unknown {
  return path.split('.').reduce<unknown>((node, step) => (node as Errors | undefined)?.[step], errors);
}

/** Puts an error at a dotted path, making lists for indices as react-hook-form keeps them. */
function setErrorAt(errors: Errors, path: string, error: { type: string; message: string }): void {
  const steps = path.split('.');
  let node = errors;
  steps.forEach((step, i) => {
    if (i === steps.length - 1) {
      node[step] = error;
      return;
    }
    node[step] ??= /^\d+$/.test(steps[i + 1] ?? '') ? [] : {};
    node = node[step] as Errors;
  });
}

/** react-hook-form's resolver from the route's body schema: the API's rules and messages, checked first here. */
export function manifestResolver<Values extends FieldValues, Id extends ApiRouteId>(
  routeId: Id,
  spec: ManifestFormSpec<Values, Id>,
): Resolver<Values> {
  const schema = bodySchema(routeId);
  return async (values) => {
    const result = schema.safeParse(spec.toBody(values));
    const errors: Errors = {};
    const pageErrors: Readonly<Record<string, string | undefined>> = spec.check?.(values) ?? {};
    for (const [field, message] of Object.entries(pageErrors)) {
      if (message) setErrorAt(errors, field, { type: 'page', message });
    }
    for (const issue of result.success ? [] : result.error.issues) {
      const target = fieldFor(spec, issue.path);
      if (!target || errorAt(errors, target.field)) continue;
      const message = relabel(issue.message, namesOf(schema, issue.path, target.key), target.label);
      setErrorAt(errors, target.field, { type: issue.code, message });
    }
    // Issues only of fields the form does not show (checked by the page or by the API) leave the values valid.
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** Every message of nested errors, by dotted field (`questions.0.text`). */
function flatMessages(errors: unknown, prefix = ''): [string, string][] {
  return Object.entries((errors ?? {}) as Errors).flatMap(([key, e]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    const message = (e as { message?: unknown } | undefined)?.message;
    const own: [string, string][] = typeof message === 'string' ? [[field, message]] : [];
    return typeof e === 'object' && e !== null ? [...own, ...flatMessages(e, field)] : own;
  });
}

/** The messages a form would show for these values, by dotted field (for tests of a form's spec). */
export async function manifestFormMessages<Values extends FieldValues, Id extends ApiRouteId>(
  routeId: Id,
  spec: ManifestFormSpec<Values, Id>,
  values: Values,
): Promise<Record<string, string | undefined>> {
  const result = await manifestResolver(routeId, spec)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(flatMessages(result.errors));
}

/**
 * A message goes as soon as its field is fixed, also when the fix is elsewhere: react-hook-form re-checks only
 * the field that changed through its input, so a message on "До дата" fixed by changing "От дата", a page rule
 * on a list changed by setValue, or the API's message on a field stayed until the next submit. Any change
 * re-checks the fields that show a message now (never the others, which would show messages too early).
 */
function useClearFixedErrors<Values extends FieldValues>(form: UseFormReturn<Values>) {
  // Read while rendering: that subscribes the form to its errors, and the callback sees the latest ones.
  const errors = useRef(form.formState.errors);
  errors.current = form.formState.errors;
  useEffect(() => {
    const subscription = form.watch(() => {
      const shown = shownErrorFields(errors.current) as Path<Values>[];
      if (shown.length > 0) void form.trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/** The dotted fields that show a message (react-hook-form's error tree, without its `ref`s and `root`). */
function shownErrorFields(errors: unknown, prefix = ''): string[] {
  const skip = new Set(['ref', 'message', 'type', 'types', ...(prefix ? [] : ['root'])]);
  return Object.entries((errors ?? {}) as Record<string, unknown>).flatMap(([key, e]) => {
    if (skip.has(key) || typeof e !== 'object' || e === null) return [];
    const field = prefix ? `${prefix}.${key}` : key;
    const own = typeof (e as { message?: unknown }).message === 'string' ? [field] : [];
    return [...own, ...shownErrorFields(e, field)];
  });
}

/** What a field component shows of a form field besides its value: the label and the required mark. */
export interface FieldInfo {
  label: string | undefined;
  required: boolean;
  /** The schema's `.max()` of a text field. */
  maxLength: number | undefined;
}

export interface ManifestForm<Values extends FieldValues, Id extends ApiRouteId> {
  routeId: Id;
  form: UseFormReturn<Values>;
  /** The field's label (the spec's) and whether the route's body schema requires it. */
  fieldInfo: (name: Path<Values>) => FieldInfo;
  toBody: (values: Values) => BodyOf<Id>;
  /** A failure that belongs to no field (the API's refusal, a network error), shown above the buttons. */
  formError: string | undefined;
  setFormError: (text: string | undefined) => void;
  /**
   * A failed call: the API's field messages onto their fields, anything else into `formError`. Answers
   * whether a field got a message.
   */
  onServerError: (error: unknown) => boolean;
  /** The form's submit handler: the last failure's line cleared, the valid values sent (e.g. `save.mutate`). */
  submitTo: (send: (values: Values) => void) => (event?: BaseSyntheticEvent) => Promise<void>;
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
  // A field is checked when left and again on every change after that (or after a submit).
  const form = useForm<Values>({
    resolver,
    defaultValues: spec.defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  useClearFixedErrors(form);
  const [formError, setFormError] = useState<string>();
  const schema = bodySchema(routeId);
  const onServerError = (error: unknown) => {
    const rest: string[] = [];
    let onField = false;
    for (const e of isApiError(error) ? error.errors : []) {
      const path = pathOf(e.field);
      const target = fieldFor(spec, path);
      if (!target) {
        rest.push(e.message);
        continue;
      }
      onField = true;
      form.setError(target.field, {
        type: 'server',
        message: relabel(e.message, namesOf(schema, path, target.key), target.label),
      });
    }
    setFormError(rest[0] ?? (onField ? undefined : saveErrorText(error)));
    return onField;
  };
  const fieldInfo = (name: Path<Values>): FieldInfo => {
    const labels = spec.labels as Readonly<Record<string, string | undefined>>;
    const bodyPath = Object.entries(spec.fieldOf ?? {}).find(([, field]) => field === name)?.[0] ?? name;
    const path = pathOf(bodyPath.replace(/\*/g, '0'));
    return {
      label: labels[name] ?? labels[patternOf(name)],
      required: requiredAt(schema, path),
      maxLength: maxLengthAt(schema, path),
    };
  };
  const submitTo = (send: (values: Values) => void) =>
    form.handleSubmit((values) => {
      setFormError(undefined);
      send(values);
    });
  return { routeId, form, fieldInfo, toBody: spec.toBody, formError, setFormError, onServerError, submitTo };
}
