import { type Action, type Resource, type Rights, resources } from './permission-resources';

/** How rights are written: letters r, c, u, d per resource, and the compact hexadecimal form sessions carry. */
const letterBits: Record<string, number> = { r: 1, c: 2, u: 4, d: 8 };
const letterOrder = ['r', 'c', 'u', 'd'] as const;

/** Letters in r, c, u, d order, without repeats or unknown letters. */
export function normalizeLetters(letters: string): string {
  return letterOrder.filter((l) => letters.includes(l)).join('');
}

/** Rights of several sources together (role defaults and every group of the user). */
export function unionRights(...all: Rights[]): Rights {
  const out: Rights = {};
  for (const rights of all) {
    for (const [resource, letters] of Object.entries(rights) as [Resource, string][]) {
      const merged = normalizeLetters(`${out[resource] ?? ''}${letters}`);
      if (merged) out[resource] = merged;
    }
  }
  return out;
}

/**
 * The compact form the session item and the authorizer context carry: one hexadecimal digit per resource
 * in the order of `resources` (r = 1, c = 2, u = 4, d = 8), 76 characters in all. Resources are only ever
 * appended to the list, so an older string simply lacks the newest ones.
 */
export function encodeRights(rights: Rights): string {
  return resources
    .map((r) => {
      const letters = rights[r] ?? '';
      let bits = 0;
      for (const l of letters) bits |= letterBits[l] ?? 0;
      return bits.toString(16);
    })
    .join('');
}

export function decodeRights(encoded: string | null | undefined): Rights {
  const out: Rights = {};
  if (!encoded) return out;
  for (let i = 0; i < resources.length && i < encoded.length; i++) {
    const bits = Number.parseInt(encoded[i]!, 16);
    if (!Number.isFinite(bits) || bits === 0) continue;
    const letters = letterOrder.filter((l) => (bits & letterBits[l]!) !== 0).join('');
    if (letters) out[resources[i]!] = letters;
  }
  return out;
}

/** Whether a compact grants string (see `encodeRights`) allows an action, without decoding all of it. */
export function grantsAllow(encoded: string | null | undefined, resource: Resource, action: Action): boolean {
  if (!encoded) return false;
  const index = resources.indexOf(resource);
  if (index < 0 || index >= encoded.length) return false;
  const bits = Number.parseInt(encoded[index]!, 16);
  return Number.isFinite(bits) && (bits & letterBits[action[0]!]!) !== 0;
}
