/**
 * The board's order as the director arranges it: pure list moves shared by dragging, the keyboard and the
 * "move up/down" buttons, so all three save the same thing.
 */

/** The ids with the one at `from` moved to `to` (out-of-range moves change nothing). */
export function moveTo(ids: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length || from === to) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/** The ids after dropping `activeId` where `overId` was; unchanged when either is unknown. */
export function dropOn(
  ids: readonly string[],
  activeId: string,
  overId: string | null | undefined,
): string[] {
  if (!overId) return [...ids];
  return moveTo(ids, ids.indexOf(activeId), ids.indexOf(overId));
}

/** One step up (-1) or down (+1). */
export function moveBy(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  return from < 0 ? [...ids] : moveTo(ids, from, from + step);
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => b[i] === id);

/** The order route takes at most this many ids in one transaction. */
export const maxOrderedMessages = 99;
