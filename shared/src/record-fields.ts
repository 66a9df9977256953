/**
 * The fields a form's values copy from a record unchanged, or `''` for an absent text the form edits:
 * `...pick(r, 'id', 'version', 'name')` and `...orEmpty(r, 'phone', 'email')` instead of a line per field.
 */

/** The fields named, as they are. Pure. */
export function pick<T extends object, K extends keyof T>(source: T, ...fields: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const f of fields) out[f] = source[f];
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
