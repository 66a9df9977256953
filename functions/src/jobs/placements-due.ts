import { applyDueLeave, applyDueMove, dueMoves } from '../areas/children/records/placement-items';
import { kindergartenDirectory } from '../areas/kindergartens/items';
import { now, sofiaToday } from '../platform/clock';
import { createLogger } from '../platform/http/logger';

const log = createLogger({ entry: 'job:placements-due' });

/**
 * Daily at 00:10 Sofia time (issue #24, point 2): a move dated in the future took effect in the child's
 * stays and the groups' rosters when it was saved; on its day the child's record, the groups' children
 * counters and the guardian links switch to the new group (the lists of a group's children today read
 * them). One Query of due moves per kindergarten through the directory, never a Scan; a missed day is
 * caught up, since every move due on or before today is applied. A discharge dated later is applied the
 * same way on the day after its last day (`applyDueLeave`).
 */
export async function handler(event?: { time?: string }): Promise<{ kindergartens: number; moved: number }> {
  const day = sofiaToday(event?.time ? new Date(event.time) : now());
  const kindergartens = await kindergartenDirectory(['id']);
  let moved = 0;
  for (const kg of kindergartens) moved += await applyDueOf(kg.id, day);
  log.info('due moves applied', { kindergartens: kindergartens.length, moved });
  return { kindergartens: kindergartens.length, moved };
}

/** One kindergarten's moves and leaves due on or before `day`, applied; answers how many changed a record. */
export async function applyDueOf(kindergartenId: string, day: string): Promise<number> {
  let moved = 0;
  for (const move of await dueMoves(kindergartenId, day)) {
    try {
      const apply = move.leave ? applyDueLeave : applyDueMove;
      if (await apply({ ...move, kindergartenId }, day)) moved++;
    } catch (error) {
      // One child's stale record must not stop the others: the marker stays and tomorrow tries again.
      log.error('due move failed', { kindergartenId, childId: move.childId, error });
    }
  }
  return moved;
}
