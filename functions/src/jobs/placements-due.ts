import { applyDueMove, dueMoves } from '../areas/children/records/placement-items';
import { kindergartenDirectory } from '../areas/kindergartens/items';
import { now, sofiaToday } from '../platform/clock';
import { createLogger } from '../platform/http/logger';

const log = createLogger({ entry: 'job:placements-due' });

/**
 * Daily at 00:10 Sofia time (issue #24, point 2): a move dated in the future took effect in the child's
 * stays and the groups' rosters when it was saved; on its day the child's record, the groups' children
 * counters and the guardian links switch to the new group (the lists of a group's children today read
 * them). One Query of due moves per kindergarten through the directory, never a Scan; a missed day is
 * caught up, since every move due on or before today is applied.
 */
export async function handler(event?: { time?: string }): Promise<{ kindergartens: number; moved: number }> {
  const day = sofiaToday(event?.time ? new Date(event.time) : now());
  const kindergartens = await kindergartenDirectory(['id']);
  let moved = 0;
  for (const kg of kindergartens) {
    for (const move of await dueMoves(kg.id, day)) {
      try {
        if (await applyDueMove({ ...move, kindergartenId: kg.id }, day)) moved++;
      } catch (error) {
        // One child's stale record must not stop the others: the marker stays and tomorrow tries again.
        log.error('due move failed', { kindergartenId: kg.id, childId: move.childId, error });
      }
    }
  }
  log.info('due moves applied', { kindergartens: kindergartens.length, moved });
  return { kindergartens: kindergartens.length, moved };
}
