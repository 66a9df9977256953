import { describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { api, signInAs } from '../support/api';

/**
 * The demo kindergarten's stock ledger (issue #28): its three months of receipts, requests and kitchen issues
 * balance to the cent, month after month, and the stock now is the closing of every document's month.
 */

describe('the demo kindergarten’s three months', () => {
  it('balance to the cent: each month opens where the last closed, and closes at opening + in − out', async () => {
    const demo = await signInAs({
      id: '',
      email: 'manciple@demo.gradina.bg',
      role: Role.Manciple,
      kindergartenId: null,
    });
    type Row = { productId: string; warehouseId: string } & Record<
      'opening' | 'in' | 'out' | 'closing',
      { quantity: number; value: number }
    >;
    const months = await Promise.all(
      [9, 10, 11].map(
        async (month) =>
          (await api(demo, 'storage.trialBalance', { query: { year: 2026, month } })).body as {
            result: Row[];
            totals: Record<string, number>;
          },
      ),
    );
    for (const m of months) {
      expect(m.result.length).toBeGreaterThan(5);
      for (const r of m.result) {
        expect(r.closing.quantity).toBe(r.opening.quantity + r.in.quantity - r.out.quantity);
        expect(r.closing.value).toBe(r.opening.value + r.in.value - r.out.value);
        expect(r.closing.quantity === 0 ? r.closing.value : 0).toBe(0);
      }
    }
    for (const [before, after] of [
      [months[0], months[1]],
      [months[1], months[2]],
    ] as const)
      for (const r of after?.result ?? []) {
        const prior = before?.result.find(
          (p) => p.productId === r.productId && p.warehouseId === r.warehouseId,
        );
        expect(r.opening).toEqual(prior?.closing ?? { quantity: 0, value: 0 });
      }
    // The stock now is every document's, including those other suites date after November (the kitchen's
    // examples): it equals the closing of a month after all of them, which opens where they all closed.
    const stock = await api(demo, 'storage.productAvailability', { query: { PageSize: 500 } });
    const value = (stock.body as { result: { value: number }[] }).result.reduce((s, r) => s + r.value, 0);
    const last = await api(demo, 'storage.trialBalance', { query: { year: 2099, month: 12 } });
    expect(value).toBe((last.body as { totals: Record<string, number> }).totals.closing);
  });
});
