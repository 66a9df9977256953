import type { z } from 'zod';

type Def = {
  type?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional, nullable, default and pipe wrappers: where an object's fields or a list's item are. */
function container(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return container(def.innerType);
  if (def.type === 'pipe' && def.in) return container(def.in);
  return schema;
}

/** The schema of the field at `path` (list indices as numbers) with its own wrappers, or undefined. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    const def = defOf(container(current));
    if (def.shape && typeof step === 'string') current = def.shape[step];
    else if (def.element && typeof step === 'number') current = def.element;
    else if (def.options) current = def.options.map((o) => schemaAt(o, [step])).find(Boolean);
    else return undefined;
  }
  return current;
}

/** Whether the API refuses a body without this field: the form marks it with the required asterisk. */
export function requiredAt(schema: z.ZodType, path: readonly PropertyKey[]): boolean {
  const field = schemaAt(schema, path);
  return field !== undefined && !field.safeParse(undefined).success;
}

/** The longest text the schema takes at `path` (its `.max()`), for the input's `maxLength`. */
export function maxLengthAt(schema: z.ZodType, path: readonly PropertyKey[]): number | undefined {
  const field = schemaAt(schema, path);
  const checks = field ? (defOf(container(field)) as { checks?: { _zod: { def: Check } }[] }).checks : [];
  const max = (checks ?? []).map((c) => c._zod.def).find((c) => c.check === 'max_length');
  return max?.maximum;
}

type Check = { check?: string; maximum?: number };
