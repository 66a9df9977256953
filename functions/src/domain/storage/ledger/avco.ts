/**
 * Weighted average cost (AVCO) of one stock item (a product in a warehouse), as pure functions of values.
 *
 * Quantities are integers of the product's base unit (grams, millilitres, pieces); values are integer euro
 * cents. The stock item keeps its value exact in cents (never an average that is rounded and multiplied
 * again): a movement in adds its own value, a movement out takes `roundHalfUp(qty * value / qtyOnHand)`, and
 * the last unit out takes what is left, so a stock at quantity 0 is always at value 0. The average the
 * screens show (`value / qty`) is derived, never stored.
 *
 * Movements in keep the value they were posted with (a receipt's price; an inventory surplus valued at
 * posting). Movements out are valued at the average of the moment they are dated, so a document dated
 * before later movements re-values every later movement out: `replay` recomputes them.
 */

export interface Balance {
  qty: number;
  value: number;
}

export type MovementKind = 'in' | 'out';

export interface Movement {
  /** YYYY-MM-DD. */
  date: string;
  /** The posting order within the stock item (its version at posting): orders movements of one date. */
  seq: number;
  kind: MovementKind;
  /** Base units, > 0. */
  qty: number;
  /** Cents: fixed for a movement in, computed by `replay` for a movement out. */
  value: number;
}

export const zeroBalance: Balance = { qty: 0, value: 0 };

/** `round(a * b / c)` with halves rounded up, for non-negative integers, exact beyond 2^53. */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  if (c <= 0) throw new Error('division by a quantity that is not positive');
  const n = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(n / (BigInt(c) * 2n));
}

/** The value of `qty` taken out of `balance`: its share at the average, or all that is left. */
export function valueOut(balance: Balance, qty: number): number {
  if (qty >= balance.qty) return balance.value;
  return mulDivRoundHalfUp(qty, balance.value, balance.qty);
}

/** The balance after one movement (the movement's value must already be computed for a movement out). */
export function apply(balance: Balance, m: Pick<Movement, 'kind' | 'qty' | 'value'>): Balance {
  return m.kind === 'in'
    ? { qty: balance.qty + m.qty, value: balance.value + m.value }
    : { qty: balance.qty - m.qty, value: balance.value - m.value };
}

/** Movements in the ledger's order: by date, then by posting order. */
export const ledgerOrder = (a: Pick<Movement, 'date' | 'seq'>, b: Pick<Movement, 'date' | 'seq'>) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq;

export type Replay =
  | { ok: true; movements: Movement[]; balance: Balance }
  /** `short`: the first movement out that would take the quantity below zero. */
  | { ok: false; short: Movement; available: number };

/**
 * Values every movement out of `movements` (in ledger order) at the average of its moment, from the
 * balance before the first of them. Refused when the quantity would go below zero at any moment.
 */
export function replay(start: Balance, movements: readonly Movement[]): Replay {
  let balance = start;
  const out: Movement[] = [];
  for (const m of [...movements].sort(ledgerOrder)) {
    if (m.kind === 'out' && m.qty > balance.qty) return { ok: false, short: m, available: balance.qty };
    const valued = m.kind === 'out' ? { ...m, value: valueOut(balance, m.qty) } : m;
    balance = apply(balance, valued);
    out.push(valued);
  }
  return { ok: true, movements: out, balance };
}

/** The balance before the movements given, from the balance after all of them. */
export function balanceBefore(end: Balance, movements: readonly Pick<Movement, 'kind' | 'qty' | 'value'>[]) {
  return movements.reduce(
    (b, m) =>
      m.kind === 'in'
        ? { qty: b.qty - m.qty, value: b.value - m.value }
        : { qty: b.qty + m.qty, value: b.value + m.value },
    end,
  );
}

/** The average price of one unit that holds `factor` base units, in cents with 4 decimals (display only). */
export function averagePrice(balance: Balance, factor = 1): number {
  if (balance.qty <= 0) return 0;
  return Math.round(((balance.value * factor) / balance.qty) * 10_000) / 10_000;
}

/** The value of a receipt line: quantity in base units at a price per unit of `factor` base units. */
export const lineValue = (baseQty: number, unitPriceCents: number, factor: number) =>
  mulDivRoundHalfUp(baseQty, unitPriceCents, factor);
