/**
 * The order the kindergarten switcher shows a user's kindergartens in: each mother kindergarten (or one
 * without branches) by name, followed at once by its branches (филиали) by name. A branch whose mother
 * the user does not belong to stands on its own.
 */
export interface OrderableKindergarten {
  id: string;
  name: string;
  motherKindergartenId?: string | null;
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

export function orderKindergartens<T extends OrderableKindergarten>(list: readonly T[]): T[] {
  const ids = new Set(list.map((k) => k.id));
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const roots = list.filter((k) => !k.motherKindergartenId || !ids.has(k.motherKindergartenId)).sort(byName);
  return roots.flatMap((root) => [
    root,
    ...list.filter((k) => k.motherKindergartenId === root.id && k.id !== root.id).sort(byName),
  ]);
}

/** Whether a kindergarten of the list is the mother of another one in it. */
export function isMotherIn(list: readonly OrderableKindergarten[], id: string): boolean {
  return list.some((k) => k.motherKindergartenId === id);
}
