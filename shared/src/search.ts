/**
 * The one search rule of every list that searches people (children, parents, staff, the payment desk), on the
 * server and in the web's client-side filters (issue #26): people type names the way they say them, so
 * „Андрей Цо" finds „Андрей Калоянов Цонев" — every word typed is the start of a different part of one name,
 * in any order, case ignored (Bulgarian). A query of digits also finds a masked identifier by its visible
 * digits („12345*****" for „1234"), and contact texts (e-mail, phone) match by what they contain.
 */

/** What a row offers to the search. */
export interface SearchTarget {
  /** Full names (the person's, a parent's children's); a query matches when all its words fit one of them. */
  names?: readonly (string | null | undefined)[];
  /** Masked identifiers (ЕГН/ЛНЧ): the digits left visible. */
  identifiers?: readonly (string | null | undefined)[];
  /** Other texts found by containing the whole query (e-mail, phone). */
  texts?: readonly (string | null | undefined)[];
}

const lower = (s: string) => s.toLocaleLowerCase('bg');

/** The words of a query or a name: split at spaces and hyphens (a double family name is two parts). */
export const searchWords = (text: string): string[] =>
  lower(text)
    .split(/[\s\-‐–]+/u)
    .filter(Boolean);

/**
 * Whether every word of the query starts a different part of the name (backtracking: „Ан Ан" needs two
 * parts starting with „ан"; names have few parts, so this is cheap).
 */
export function nameMatches(words: readonly string[], name: string): boolean {
  const parts = searchWords(name);
  const used = new Set<number>();
  const fit = (i: number): boolean => {
    if (i === words.length) return true;
    for (const [p, part] of parts.entries()) {
      if (used.has(p) || !part.startsWith(words[i]!)) continue;
      used.add(p);
      if (fit(i + 1)) return true;
      used.delete(p);
    }
    return false;
  };
  return fit(0);
}

/** Whether the digits typed are among the visible digits of a masked identifier. */
const identifierMatches = (digits: string, masked: string) =>
  masked
    .split(/\D+/u)
    .filter(Boolean)
    .some((run) => run.includes(digits));

/** Whether a row matches the query (an empty query matches everything). */
export function matchesSearch(query: string | null | undefined, target: SearchTarget): boolean {
  const trimmed = query?.trim() ?? '';
  if (!trimmed) return true;
  const words = searchWords(trimmed);
  if ((target.names ?? []).some((n) => n && nameMatches(words, n))) return true;
  const digits = trimmed.replace(/\s+/gu, '');
  if (/^\d+$/u.test(digits) && (target.identifiers ?? []).some((m) => m && identifierMatches(digits, m)))
    return true;
  const needle = lower(trimmed);
  return (target.texts ?? []).some((t) => t && lower(t).includes(needle));
}
