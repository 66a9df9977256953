import { describe, expect, it } from 'vitest';
import { ledgerOrder, type Movement, mulDivRoundHalfUp, replay, valueOut, zeroBalance } from './avco';
import { type Change, emptyStock, monthCounter, planChange, type StockState, takeBatches } from './plan';

/** A small deterministic generator (mulberry32), so a failing sequence can be run again by its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ledger as the table would hold it: the stock item, its movements and its month counters. */
interface Ledger {
  stock: StockState;
  movements: Movement[];
  months: Record<string, number>;
  docs: { docId: string; date: string; seq: number; kind: 'in' | 'out' }[];
}

function applyPlan(ledger: Ledger, change: Change): boolean {
  const fast = 'insert' in change && change.insert.date >= ledger.stock.lastDate;
  const from = 'insert' in change ? change.insert.date : change.remove.date;
  const later = fast ? null : ledger.movements.filter((m) => m.date >= from);
  const plan = planChange(ledger.stock, change, later);
  if (!plan.ok) return false;
  let movements = ledger.movements;
  if (plan.removed)
    movements = movements.filter((m) => !(m.date === plan.removed?.date && m.seq === plan.removed.seq));
  for (const r of plan.revalued)
    movements = movements.map((m) => (m.date === r.date && m.seq === r.seq ? { ...m, value: r.value } : m));
  if (plan.inserted) movements = [...movements, plan.inserted];
  const months = { ...ledger.months };
  for (const [k, d] of Object.entries(plan.months)) months[k] = (months[k] ?? 0) + d;
  Object.assign(ledger, { stock: plan.stock, movements, months });
  return true;
}

/** The same ledger computed from scratch: every movement replayed from zero in ledger order. */
function recompute(movements: readonly Movement[]) {
  const result = replay(zeroBalance, movements);
  if (!result.ok) throw new Error('the ledger went below zero');
  const months: Record<string, number> = {};
  for (const m of result.movements) {
    const [q, v] = m.kind === 'in' ? ['iq', 'iv'] : ['oq', 'ov'];
    const month = m.date.slice(0, 7);
    months[monthCounter(q as 'iq', month)] = (months[monthCounter(q as 'iq', month)] ?? 0) + m.qty;
    months[monthCounter(v as 'iv', month)] = (months[monthCounter(v as 'iv', month)] ?? 0) + m.value;
  }
  return { ...result, months };
}

const nonZero = (r: Record<string, number>) =>
  Object.fromEntries(Object.entries(r).filter(([, v]) => v !== 0));

describe('AVCO arithmetic', () => {
  it('rounds halves up, exactly beyond 2^53', () => {
    expect(mulDivRoundHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivRoundHalfUp(1, 1, 3)).toBe(0);
    expect(mulDivRoundHalfUp(2, 1, 3)).toBe(1);
    expect(mulDivRoundHalfUp(999_999_999, 999_999_999, 999_999_998)).toBe(1_000_000_000);
  });

  it('issues at the average and lets the last unit take the remainder', () => {
    // 3 kg at 10,00 € (1000 cents): 1 kg out is 333 cents, then 667 * 1/2 = 333,5 -> 334, then the rest 333.
    let b = { qty: 3000, value: 1000 };
    const outs = [1000, 1000, 1000].map((q) => {
      const v = valueOut(b, q);
      b = { qty: b.qty - q, value: b.value - v };
      return v;
    });
    expect(outs).toEqual([333, 334, 333]);
    expect(b).toEqual({ qty: 0, value: 0 });
  });

  it('re-averages on a receipt: (qty*avg + inQty*inPrice) / (qty + inQty)', () => {
    const ledger: Ledger = { stock: emptyStock, movements: [], months: {}, docs: [] };
    applyPlan(ledger, { insert: { docId: 'a', date: '2026-11-02', kind: 'in', qty: 10, value: 1000 } });
    applyPlan(ledger, { insert: { docId: 'b', date: '2026-11-03', kind: 'in', qty: 30, value: 6000 } });
    // avg = (10*100 + 30*200) / 40 = 175 cents a piece: 4 pieces out are 700 cents.
    applyPlan(ledger, { insert: { docId: 'c', date: '2026-11-04', kind: 'out', qty: 4, value: 0 } });
    expect(ledger.movements.at(-1)?.value).toBe(700);
  });

  it('re-values later issues when a receipt is dated before them', () => {
    const ledger: Ledger = { stock: emptyStock, movements: [], months: {}, docs: [] };
    applyPlan(ledger, { insert: { docId: 'a', date: '2026-11-02', kind: 'in', qty: 10, value: 1000 } });
    applyPlan(ledger, { insert: { docId: 'b', date: '2026-11-10', kind: 'out', qty: 5, value: 0 } });
    expect(ledger.movements.at(-1)?.value).toBe(500);
    applyPlan(ledger, { insert: { docId: 'c', date: '2026-11-05', kind: 'in', qty: 10, value: 3000 } });
    const issue = ledger.movements.find((m) => m.date === '2026-11-10');
    expect(issue?.value).toBe(1000); // avg (1000 + 3000) / 20 = 200
    expect(ledger.months[monthCounter('ov', '2026-11')]).toBe(1000);
  });

  it('refuses a back-dated issue that would take the stock below zero on its date', () => {
    const ledger: Ledger = { stock: emptyStock, movements: [], months: {}, docs: [] };
    applyPlan(ledger, { insert: { docId: 'a', date: '2026-11-10', kind: 'in', qty: 10, value: 1000 } });
    const plan = planChange(
      ledger.stock,
      { insert: { docId: 'b', date: '2026-11-05', kind: 'out', qty: 5, value: 0 } },
      ledger.movements,
    );
    expect(plan).toEqual({ ok: false, available: 0, needed: 5 });
  });

  it('takes batches earliest expiry first', () => {
    const { took, left } = takeBatches(
      [
        { docId: 'a', expiry: '2026-12-01', qty: 5 },
        { docId: 'b', expiry: '2026-11-25', qty: 5 },
        { docId: 'c', qty: 5 },
      ],
      7,
    );
    expect(took.map((b) => [b.docId, b.qty])).toEqual([
      ['b', 5],
      ['a', 2],
    ]);
    expect(left.map((b) => [b.docId, b.qty])).toEqual([
      ['a', 3],
      ['c', 5],
    ]);
  });
});

describe('the ledger after random documents equals a recomputation from scratch', () => {
  for (let seed = 1; seed <= 200; seed++) {
    it(`sequence ${seed}`, () => {
      const rnd = random(seed);
      const ledger: Ledger = { stock: emptyStock, movements: [], months: {}, docs: [] };
      for (let step = 0; step < 40; step++) {
        const day = 1 + Math.floor(rnd() * 60);
        const date = new Date(Date.UTC(2026, 9, day)).toISOString().slice(0, 10);
        const roll = rnd();
        const docId = `d${step}`;
        if (roll < 0.45) {
          const qty = 1 + Math.floor(rnd() * 5000);
          applyPlan(ledger, { insert: { docId, date, kind: 'in', qty, value: Math.floor(rnd() * 20_000) } });
          ledger.docs.push({ docId, date, seq: ledger.stock.version, kind: 'in' });
        } else if (roll < 0.85) {
          const qty = 1 + Math.floor(rnd() * 3000);
          if (applyPlan(ledger, { insert: { docId, date, kind: 'out', qty, value: 0 } }))
            ledger.docs.push({ docId, date, seq: ledger.stock.version, kind: 'out' });
        } else if (ledger.docs.length > 0) {
          const [doc] = ledger.docs.splice(Math.floor(rnd() * ledger.docs.length), 1);
          if (
            doc &&
            !applyPlan(ledger, { remove: { date: doc.date, seq: doc.seq, kind: doc.kind, docId: doc.docId } })
          )
            ledger.docs.push(doc);
        }
        const scratch = recompute(ledger.movements);
        expect({ qty: ledger.stock.qty, value: ledger.stock.value }).toEqual(scratch.balance);
        expect([...ledger.movements].sort(ledgerOrder)).toEqual(scratch.movements);
        expect(nonZero(ledger.months)).toEqual(nonZero(scratch.months));
        expect(ledger.stock.qty === 0 ? ledger.stock.value : 0).toBe(0);
        expect(ledger.stock.value).toBeGreaterThanOrEqual(0);
      }
    });
  }
});
