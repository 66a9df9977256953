/**
 * The fields copied from a record unchanged, or with the value an absent one stands for: a form's values
 * (`''` for a text the form edits), a server's view of an item or a save from its body (the spec's replies give
 * `null` where the item has nothing). `...pick(r, 'id', 'version', 'name')` instead of a line per field.
 */

/** The fields named, as they are. Pure. */
export function pick<T extends object, K extends keyof T>(source: T, ...fields: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const f of fields) out[f] = source[f];
  return out;
}

/** The fields named, `null` where absent. Pure. */
export function orNull<T extends object, K extends keyof T>(
  source: T,
  ...fields: K[]
): { [F in K]-?: NonNullable<T[F]> | null } {
  const out = {} as { [F in K]-?: NonNullable<T[F]> | null };
  for (const f of fields) out[f] = source[f] ?? null;
  return out;
}

/** The text fields named, `''` where absent. Pure. */
export function orEmpty<T extends { [F in K]?: string | null | undefined }, K extends keyof T>(
  source: T,
  ...fields: K[]
): { [F in K]-?: string } {
  const out = {} as { [F in K]-?: string };
  for (const f of fields) out[f] = source[f] ?? '';
  return out;
}
