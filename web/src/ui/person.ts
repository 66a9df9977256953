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
