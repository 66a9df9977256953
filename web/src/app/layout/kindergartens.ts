/** A kindergarten of the user data (spec session entity Kindergarten, with the branch link). */
export interface UserKindergarten {
  id: string;
  name: string;
  city: string;
  town: string;
  adress: string;
  isSelected: boolean;
  motherKindergartenId?: string | null;
}

export interface KindergartenNode {
  kindergarten: UserKindergarten;
  /** 0 for a kindergarten, 1 for a branch listed under its mother. */
  depth: 0 | 1;
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/**
 * The switcher's list: kindergartens in Bulgarian order, each branch right under its mother. A branch whose
 * mother the user cannot switch to stands on its own.
 */
export function kindergartenTree(list: readonly UserKindergarten[]): KindergartenNode[] {
  const byName = [...list].sort((a, b) => collator.compare(a.name, b.name));
  const ids = new Set(list.map((k) => k.id));
  const isBranchHere = (k: UserKindergarten) =>
    Boolean(k.motherKindergartenId) && ids.has(k.motherKindergartenId!) && k.motherKindergartenId !== k.id;
  const out: KindergartenNode[] = [];
  for (const k of byName) {
    if (isBranchHere(k)) continue;
    out.push({ kindergarten: k, depth: 0 });
    for (const b of byName)
      if (isBranchHere(b) && b.motherKindergartenId === k.id) out.push({ kindergarten: b, depth: 1 });
  }
  return out;
}

/** The place line of a kindergarten: its town (the spec's `town`, else `city`). */
export function townOf(k: Pick<UserKindergarten, 'town' | 'city'>): string {
  return (k.town || k.city || '').trim();
}

/** Address and town for the list of other kindergartens. */
export function addressLine(k: Pick<UserKindergarten, 'adress' | 'town' | 'city'>): string {
  return [k.adress, townOf(k)]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
