import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { releaseLease, takeLease } from './items';
import { holdLease, LeaseHeld } from './sync';

/** The delivery lease against DynamoDB Local, under a kindergarten id of this run's own. */
describe('holdLease', () => {
  it('waits for a delivery that lets its lease go, instead of failing to the queue’s retry', async () => {
    const kg = randomUUID();
    expect(await takeLease(kg, 'group', '2026-11', 60_000)).toBe(true);
    setTimeout(() => void releaseLease(kg, 'group', '2026-11'), 150);
    await expect(holdLease(kg, 'group', '2026-11', 60_000, 100)).resolves.toBeUndefined();
    expect(await takeLease(kg, 'group', '2026-11', 60_000)).toBe(false);
    await releaseLease(kg, 'group', '2026-11');
  });

  it('gives up after its few waits while the lease stays held', async () => {
    const kg = randomUUID();
    expect(await takeLease(kg, 'group', '2026-11', 60_000)).toBe(true);
    await expect(holdLease(kg, 'group', '2026-11', 60_000, 10)).rejects.toBeInstanceOf(LeaseHeld);
    await releaseLease(kg, 'group', '2026-11');
  });
});
