import { type ReferenceKind, referenceMissing, referenceOf } from '@gradina/shared/schemas/ids';
import type { z } from 'zod';
import { batchGet, type Key, keys } from '../db';
import { badRequest } from './errors';

/**
 * References by id (issue #24, point 12; docs/security.md, "References by id"): every id of a request body
 * built with a reference builder of `shared/src/schemas/ids.ts` must name an object of the session's
 * kindergarten. The pipeline walks the parsed body once, reads every referenced object with ONE BatchGet
 * under the session's kindergarten's keys (none when the body names none) and answers 400 naming the field
 * of the first id that is not there, so no route repeats the check and none forgets it.
 */

export interface Reference {
  /** The request path of the id, dotted as validation answers name fields (`cells.3.studentId`). */
  field: string;
  kind: ReferenceKind;
  id: string;
  /** The field's Bulgarian title. */
  title: string;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose value is their inner schema's value. */
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The reference kind of a list's items when they are bare ids (a multi-select): `groupIds: [...]`. */
function listItemKind(element: z.ZodType): { kind: ReferenceKind; title: string } | undefined {
  let s: z.ZodType | undefined = element;
  for (let i = 0; s && i < 4; i++) {
    const kind = referenceOf(s);
    if (kind) return { kind, title: String(s.meta()?.title ?? '') };
    const def = defOf(s);
    s = wrappers.has(def.type) ? def.innerType : undefined;
  }
  return undefined;
}

/**
 * The referenced ids in `value` (a body parsed by `schema`), in the order of the body. Only positions whose
 * schema is a reference and whose value is a non-empty string count. A list of bare ids is named by the
 * list (`groupIds`, as its multi-select shows it); ids inside objects of a list by their path
 * (`cells.3.studentId`). A union's options are each walked (an id at one field is reported once).
 */
export function referencesIn(schema: z.ZodType | undefined, value: unknown, prefix = ''): Reference[] {
  const found = new Map<string, Reference>();
  const add = (ref: Reference) => {
    const key = `${ref.field}\u0000${ref.id}`;
    if (!found.has(key)) found.set(key, ref);
  };
  const walk = (s: z.ZodType, v: unknown, path: string, title: string, depth: number): void => {
    if (v === undefined || v === null || depth > 32) return;
    const ownTitle = s.meta()?.title;
    const named = typeof ownTitle === 'string' ? ownTitle : title;
    const kind = referenceOf(s);
    if (kind) {
      if (typeof v === 'string' && v !== '') add({ field: path, kind, id: v, title: named || path });
      return;
    }
    const def = defOf(s);
    const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
    switch (def.type) {
      case 'object':
        if (isRecord(v))
          for (const [k, f] of Object.entries(def.shape ?? {})) walk(f, v[k], at(k), '', depth + 1);
        return;
      case 'array': {
        if (!Array.isArray(v)) return;
        const bare = listItemKind(def.element!);
        if (bare) {
          const listTitle = named || bare.title;
          for (const item of v)
            if (typeof item === 'string' && item !== '')
              add({ field: path, kind: bare.kind, id: item, title: listTitle });
          return;
        }
        for (const [i, item] of v.entries()) walk(def.element!, item, at(i), '', depth + 1);
        return;
      }
      case 'tuple':
        if (Array.isArray(v))
          for (const [i, item] of v.entries()) {
            const itemSchema = def.items?.[i] ?? def.rest;
            if (itemSchema) walk(itemSchema, item, at(i), '', depth + 1);
          }
        return;
      case 'record':
        if (isRecord(v))
          for (const [k, item] of Object.entries(v)) walk(def.valueType!, item, at(k), '', depth + 1);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, v, path, named, depth + 1);
        return;
      case 'intersection':
        walk(def.left!, v, path, named, depth + 1);
        walk(def.right!, v, path, named, depth + 1);
        return;
      case 'pipe':
        // A transform's output may differ from its input; the references are those the input schema names.
        walk(def.in!, v, path, named, depth + 1);
        return;
      case 'lazy':
        walk(def.getter!(), v, path, named, depth + 1);
        return;
      default:
        if (wrappers.has(def.type)) walk(def.innerType!, v, path, named, depth + 1);
    }
  };
  if (schema) walk(schema, value, prefix, '', 0);
  return [...found.values()];
}

/** Where each kind of object lives under a kindergarten, and how its item shows the id is there. */
const stores: Record<
  ReferenceKind,
  { key: (kg: string, id: string) => Key; has?: (item: unknown, id: string) => boolean }
> = {
  child: { key: (kg, id) => keys.child(kg, id) },
  group: { key: (kg, id) => keys.group(kg, id) },
  staff: { key: (kg, id) => keys.staffMember(kg, id) },
  member: { key: (kg, id) => keys.membership(id, kg) },
  // The kindergarten's subjects are one list item (docs/areas/groups.md): the id must be in it.
  subject: {
    key: (kg) => keys.subjectList(kg),
    has: (item, id) => ((item as { subjects?: { id: string }[] }).subjects ?? []).some((s) => s.id === id),
  },
  activity: { key: (kg, id) => keys.activity(kg, id) },
  schoolYear: { key: (kg, id) => keys.schoolYear(kg, id) },
};

const keyId = (k: Key) => `${k.PK}\u0000${k.SK}`;

/** The references of `refs` that do not name an object of the kindergarten: one BatchGet of them all. */
export async function missingReferences(
  kindergartenId: string,
  refs: readonly Reference[],
): Promise<Reference[]> {
  if (refs.length === 0) return [];
  const keyed = refs.map((r) => ({ ref: r, key: stores[r.kind].key(kindergartenId, r.id) }));
  // Consistent, as the object rules' reads: a group or child created a moment ago is already there.
  const items = await batchGet<Key>(
    keyed.map((k) => k.key),
    { consistent: true },
  );
  const byKey = new Map(items.map((item) => [keyId(item), item]));
  return keyed
    .filter(({ ref, key }) => {
      const item = byKey.get(keyId(key));
      if (!item) return true;
      const has = stores[ref.kind].has;
      return has ? !has(item, ref.id) : false;
    })
    .map((k) => k.ref);
}

export const referenceMessage = (ref: Pick<Reference, 'kind' | 'title'>) =>
  `Полето "${ref.title}": ${referenceMissing[ref.kind]}`;

/**
 * The pipeline's step: 400 naming every field whose id is not an object of the session's kindergarten.
 * Routes without a kindergarten in the session (sign-in, the Master's, МОН's) carry no references.
 */
export async function checkReferences(
  schema: z.ZodType | undefined,
  body: unknown,
  kindergartenId: string | null | undefined,
): Promise<void> {
  if (!schema || !kindergartenId) return;
  const refs = referencesIn(schema, body);
  const missing = await missingReferences(kindergartenId, refs);
  if (missing.length === 0) return;
  // One error per field: a list with two strangers is one mistake in one multi-select.
  const fields = new Map(missing.map((r) => [r.field, { field: r.field, message: referenceMessage(r) }]));
  const errors = [...fields.values()];
  throw badRequest(errors[0]!.message, errors);
}
