import { describe, expect, it } from 'vitest';
import { tenantPrefix } from '../../platform/db/keys';
import { boardKeys } from './board/items';
import { eventKeys } from './events/items';
import { itemKeys } from './fanout/items';
import { inboxKeys } from './inbox/items';
import { messageKeys } from './messages/items';
import { pollKeys } from './polls/items';

describe('communication keys', () => {
  it('start every kindergarten-owned partition with the tenant prefix', () => {
    const kg = 'kg-under-test';
    for (const item of [
      itemKeys.communicationItem(kg, 'MSG', 'm'),
      itemKeys.communicationRecipients(kg, 'EVENT', 'e', 0),
      messageKeys.messageReply(kg, 'm', 'r'),
      pollKeys.pollVote(kg, 'p', 'u'),
      inboxKeys.inboxEntry(kg, 'u', 'POLL', 'p'),
      inboxKeys.inboxCounters(kg, 'u'),
      eventKeys.calendarOfKindergarten(kg, '2026-11-21', 'e'),
      pollKeys.pollsOfKindergarten(kg, '2026-11-21T00:00:00.000Z', 'p'),
      boardKeys.boardMessage(kg, 'b'),
      boardKeys.boardMeta(kg),
      boardKeys.communicationSettings(kg),
    ] as Record<string, string>[]) {
      const pk = item.PK ?? item.GSI1PK;
      expect(pk?.startsWith(tenantPrefix(kg)), JSON.stringify(item)).toBe(true);
    }
  });

  it('sorts the counter item right after the inbox messages', () => {
    const counters = inboxKeys.inboxCounters('k', 'u').SK;
    const message = inboxKeys.inboxEntry('k', 'u', 'MSG', '01ZZZZZZZZZZZZZZZZZZZZZZZZ').SK;
    expect(message < counters).toBe(true);
    expect(inboxKeys.inboxEntry('k', 'u', 'POLL', '0').SK > counters).toBe(true);
    expect(counters.startsWith('MSG#')).toBe(false);
  });
});
