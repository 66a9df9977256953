/** Initials for an avatar: the first letters of first and last name, upper-case ('Мария Петрова' -> 'МП'). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = [...(firstName ?? '').trim()][0] ?? '';
  const last = [...(lastName ?? '').trim()][0] ?? '';
  return (first + last).toLocaleUpperCase('bg') || '?';
}

export function fullName(p: { firstName?: string | null; lastName?: string | null }): string {
  return [p.firstName, p.lastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** What every person's form (a child, a staff member) starts with: the record, the names, the identifier. */
export interface PersonFormValues {
  id: string;
  version: number | undefined;
  firstName: string;
  middleName: string;
  lastName: string;
  /** The IdentifierType number as the select holds it. */
  identifierType: string;
  identifier: string;
}

/** A new person's names and identifier (an ЕГН unless changed). */
export const newPersonValues = (): PersonFormValues => ({
  id: '',
  version: undefined,
  firstName: '',
  middleName: '',
  lastName: '',
  identifierType: '0',
  identifier: '',
});

/** A saved person's names and identifier as the form holds them (no identifier type: an ЕГН). */
export const personValues = (r: {
  id: string;
  version: number;
  firstName: string;
  middleName: string;
  lastName: string;
  identifierType: number | null;
  identifier: string;
}): PersonFormValues => ({
  id: r.id,
  version: r.version,
  firstName: r.firstName,
  middleName: r.middleName,
  lastName: r.lastName,
  identifierType: r.identifierType === null ? '0' : String(r.identifierType),
  identifier: r.identifier,
});
