import { describe, expect, it } from 'vitest';
import { keys, tenantPrefix } from '../../platform/db/keys';

describe('communication keys', () => {
  it('start every kindergarten-owned partition with the tenant prefix', () => {
    const kg = 'kg-under-test';
    for (const item of [
      keys.communicationItem(kg, 'MSG', 'm'),
      keys.communicationRecipients(kg, 'EVENT', 'e', 0),
      keys.messageReply(kg, 'm', 'r'),
      keys.pollVote(kg, 'p', 'u'),
      keys.inboxEntry(kg, 'u', 'POLL', 'p'),
      keys.inboxCounters(kg, 'u'),
      keys.calendarOfKindergarten(kg, '2026-11-21', 'e'),
      keys.pollsOfKindergarten(kg, '2026-11-21T00:00:00.000Z', 'p'),
      keys.boardMessage(kg, 'b'),
      keys.boardMeta(kg),
      keys.communicationSettings(kg),
    ] as Record<string, string>[]) {
      const pk = item.PK ?? item.GSI1PK;
      expect(pk?.startsWith(tenantPrefix(kg)), JSON.stringify(item)).toBe(true);
    }
  });

  it('sorts the counter item right after the inbox messages', () => {
    const counters = keys.inboxCounters('k', 'u').SK;
    const message = keys.inboxEntry('k', 'u', 'MSG', '01ZZZZZZZZZZZZZZZZZZZZZZZZ').SK;
    expect(message < counters).toBe(true);
    expect(keys.inboxEntry('k', 'u', 'POLL', '0').SK > counters).toBe(true);
    expect(counters.startsWith('MSG#')).toBe(false);
  });
});
