import { z } from 'zod';

/**
 * The product's Bulgarian validation messages (spec section 5). Each names the field: the label given with
 * `.meta({ title })` on the field's schema, else the field's name in the request.
 */
export const bgMessages = {
  required: (field: string) => `Полето "${field}" е задължително`,
  email: (field: string) => `Полето "${field}" трябва да е коректен имейл адрес`,
  minLength: (field: string, n: number) => `Полето "${field}" трябва да съдържа поне ${n} символа`,
  maxLength: (field: string, n: number) => `Полето "${field}" не може да бъде по-дълго от ${n} символа`,
  minValue: (field: string, n: number | bigint) => `Полето "${field}" трябва да е най-малко ${n}`,
  maxValue: (field: string, n: number | bigint) => `Полето "${field}" трябва да е най-много ${n}`,
  positive: () => 'Стойността трябва да е положително число',
  integer: (field: string) => `Полето "${field}" трябва да е цяло число`,
  number: (field: string) => `Полето "${field}" трябва да е число`,
  date: (field: string) => `Полето "${field}" трябва да е валидна дата`,
  dateYears: (field: string, from: number, to: number) =>
    `Полето "${field}" трябва да е дата между ${from} и ${to} година`,
  plainText: (field: string) => `Полето "${field}" съдържа непозволени невидими или управляващи символи`,
  oneOf: (field: string) => `Полето "${field}" трябва да е една от позволените стойности`,
  invalid: (field: string) => `Полето "${field}" е невалидно`,
  text: (field: string) => `Полето "${field}" трябва да е текст`,
  boolean: (field: string) => `Полето "${field}" трябва да е да/не`,
  list: (field: string) => `Полето "${field}" трябва да е списък`,
  object: (field: string) => `Полето "${field}" трябва да е обект`,
  unknownField: (field: string) => `Непознато поле "${field}"`,
  password: (field: string) =>
    `Полето "${field}" трябва да съдържа поне една малка буква, една главна буква и една цифра`,
  badJson: () => 'Тялото на заявката не е валиден JSON',
} as const;

type RawIssue = z.core.$ZodRawIssue & { inst?: z.core.$ZodType };

export function fieldLabel(issue: { path?: PropertyKey[]; inst?: unknown }): string {
  const title = issue.inst ? z.globalRegistry.get(issue.inst as z.ZodType)?.title : undefined;
  if (title) return title;
  const path = issue.path ?? [];
  const last = path[path.length - 1];
  return last === undefined ? 'заявка' : String(last);
}

function message(issue: RawIssue): string {
  const field = fieldLabel(issue);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return bgMessages.required(field);
      const expected = issue.expected;
      if (expected === 'int') return bgMessages.integer(field);
      if (expected === 'number' || expected === 'bigint') return bgMessages.number(field);
      if (expected === 'string') return bgMessages.text(field);
      if (expected === 'boolean') return bgMessages.boolean(field);
      if (expected === 'array') return bgMessages.list(field);
      if (expected === 'object') return bgMessages.object(field);
      if (expected === 'date') return bgMessages.date(field);
      return bgMessages.invalid(field);
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? bgMessages.required(field)
          : bgMessages.minLength(field, Number(issue.minimum));
      }
      if (issue.origin === 'array') return bgMessages.required(field);
      if (issue.origin === 'number' && Number(issue.minimum) === 0 && !issue.inclusive)
        return bgMessages.positive();
      return bgMessages.minValue(field, issue.minimum as number);
    case 'too_big':
      if (issue.origin === 'string') return bgMessages.maxLength(field, Number(issue.maximum));
      if (issue.origin === 'array')
        return `Полето "${field}" може да съдържа най-много ${issue.maximum} елемента`;
      return bgMessages.maxValue(field, issue.maximum as number);
    case 'invalid_format':
      if (issue.format === 'email') return bgMessages.email(field);
      if (issue.format === 'date' || issue.format === 'datetime') return bgMessages.date(field);
      return bgMessages.invalid(field);
    case 'invalid_value':
      return bgMessages.oneOf(field);
    case 'unrecognized_keys':
      return bgMessages.unknownField(issue.keys.join(', '));
    case 'not_multiple_of':
      if (Number(issue.divisor) === 1) return bgMessages.integer(field);
      return bgMessages.invalid(field);
    default:
      return bgMessages.invalid(field);
  }
}

let installed = false;
/** Installs the Bulgarian messages for every zod schema in this process (API and web alike). */
export function installBulgarianErrors(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => message(issue as RawIssue) });
}
installBulgarianErrors();

export interface FieldError {
  field: string;
  message: string;
}

type Def = {
  type?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The `.meta({ title })` label of the field at `path` inside `schema`, looking through optional, nullable,
 * default, pipe (preprocess, transform, refine) and array wrappers. Zod reports length and range checks
 * against the inner check, which carries no title, so the message names the key until this label replaces it.
 */
export function titleAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  let current = schema;
  let title: string | undefined;
  let i = 0;
  while (current) {
    title = z.globalRegistry.get(current)?.title ?? title;
    const def = defOf(current);
    if (def.innerType) {
      current = def.innerType;
      continue;
    }
    if (def.type === 'pipe') {
      current = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
      continue;
    }
    if (i === path.length) return title;
    const step = path[i];
    if (def.shape && typeof step === 'string') {
      current = def.shape[step];
      title = undefined;
      i++;
    } else if (def.element && typeof step === 'number') {
      current = def.element;
      i++;
    } else if (def.options) {
      current = def.options.find((o) => typeof step === 'string' && defOf(o).shape?.[step]);
    } else return undefined;
  }
  return undefined;
}

/**
 * Flattens a zod error into the per-field list the API replies with (field = dotted request path). With the
 * schema, a message that names a field by its key names it by its label instead.
 */
export function fieldErrors(error: z.ZodError, prefix?: string, schema?: z.ZodType): FieldError[] {
  return error.issues.map((issue) => {
    const key = issue.path[issue.path.length - 1];
    const label = key === undefined ? undefined : titleAt(schema, issue.path);
    return {
      field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: label ? issue.message.split(`"${String(key)}"`).join(`"${label}"`) : issue.message,
    };
  });
}

/** A password the spec's rule accepts: lower-case, upper-case and a digit; at least 8 characters. */
export const passwordSchema = z
  .string()
  .min(8)
  .max(128)
  .refine((p) => /[a-zа-я]/.test(p) && /[A-ZА-Я]/.test(p) && /\d/.test(p), {
    error: (iss) => bgMessages.password(fieldLabel(iss as never)),
  });
