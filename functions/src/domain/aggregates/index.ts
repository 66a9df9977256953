import { getItem, keys, type TransactOp, tryTransact } from '../../platform/db';
import { putItem } from '../../platform/db/item';
import { queryAll } from '../../platform/db/query';
import { aggregateKeys, aggregateShards } from './keys';

export { aggregateKeys, aggregateShards, shardOf } from './keys';

/** Counters of one aggregate item, by name (e.g. `s1`…`s15` days per attendance status). */
export type Counters = Record<string, number>;

/** A kindergarten-month aggregate as the reports read it. */
export interface KindergartenMonth {
  kindergartenId: string;
  kindergartenName: string;
  municipalityCode: string | null;
  /** `YYYY-MM`. */
  month: string;
  counters: Counters;
}

/** A scope's aggregate inside a kindergarten-month (e.g. one group's). */
export interface ScopeMonth {
  /** The scope given when it was written (`GROUP#<id>`), or null for the kindergarten's own item. */
  scope: string | null;
  counters: Counters;
}

interface Stamp {
  name: string;
  municipalityCode: string | null;
}

// A Lambda lives for many records; a kindergarten's name and municipality are read once per container.
const stamps = new Map<string, Stamp>();

async function stampOf(kindergartenId: string): Promise<Stamp> {
  const known = stamps.get(kindergartenId);
  if (known) return known;
  const kg = await getItem<{ name?: string; municipalityCode?: string }>(keys.kindergarten(kindergartenId), {
    attributes: ['name', 'municipalityCode'],
  });
  const stamp = { name: kg?.name ?? '', municipalityCode: kg?.municipalityCode ?? null };
  stamps.set(kindergartenId, stamp);
  return stamp;
}

const counterNames = (counters: Counters) =>
  Object.entries(counters).filter(([name, v]) => /^[A-Za-z][A-Za-z0-9]*$/.test(name) && v !== 0);

async function kindergartenMonthAttributes(kind: string, kindergartenId: string, month: string) {
  const stamp = await stampOf(kindergartenId);
  return {
    type: 'Aggregate',
    kind,
    kindergartenId,
    kindergartenName: stamp.name,
    municipalityCode: stamp.municipalityCode,
    month,
    ...aggregateKeys.national(kind, kindergartenId, month),
    ...(stamp.municipalityCode
      ? aggregateKeys.municipal(kind, stamp.municipalityCode, kindergartenId, month)
      : {}),
  };
}

/**
 * Adds counter deltas to a kindergarten-month aggregate and to scope aggregates of the same month, in one
 * transaction with a marker for `onceKey` (a stream record's sequence number): a retried record finds the
 * marker and adds nothing, so counts never double. Counters are `c_<name>` attributes (ADD creates them).
 */
export async function addToMonthAggregates(input: {
  kind: string;
  kindergartenId: string;
  month: string;
  deltas: Counters;
  scopes?: readonly { scope: string; deltas: Counters }[];
  onceKey: string;
}): Promise<'applied' | 'already applied'> {
  const { kind, kindergartenId, month } = input;
  const counterAdds = (counters: Counters) =>
    Object.fromEntries(counterNames(counters).map(([name, v]) => [`c_${name}`, v]));
  const ops: TransactOp[] = [
    {
      put: {
        ...keys.idempotency(`aggregate#${kind}`, input.onceKey),
        type: 'Idempotency',
        ttl: Math.floor(Date.now() / 1000) + 14 * 86400,
      },
      condition: { absent: true },
    },
    {
      update: aggregateKeys.item(kind, kindergartenId, month),
      changes: {
        set: await kindergartenMonthAttributes(kind, kindergartenId, month),
        add: counterAdds(input.deltas),
      },
    },
    ...(input.scopes ?? []).map(
      (s): TransactOp => ({
        update: aggregateKeys.item(kind, kindergartenId, month, s.scope),
        changes: {
          set: { type: 'Aggregate', kind, kindergartenId, month, scope: s.scope },
          add: counterAdds(s.deltas),
        },
      }),
    ),
  ];
  const outcome = await tryTransact(ops);
  if (outcome.committed) return 'applied';
  if (outcome.failed.includes(0)) return 'already applied';
  throw new Error(`aggregate ${kind} of ${month} was not written`);
}

/**
 * Writes a kindergarten-month aggregate whole (absolute counters, e.g. staff counts recomputed after a
 * change, or demo data whose records never passed through the stream). Scopes are written the same way.
 */
export async function putMonthAggregate(input: {
  kind: string;
  kindergartenId: string;
  month: string;
  counters: Counters;
  scopes?: readonly { scope: string; counters: Counters }[];
}): Promise<void> {
  const { kind, kindergartenId, month } = input;
  const counters = (c: Counters) => Object.fromEntries(counterNames(c).map(([n, v]) => [`c_${n}`, v]));
  await putItem({
    ...aggregateKeys.item(kind, kindergartenId, month),
    ...(await kindergartenMonthAttributes(kind, kindergartenId, month)),
    ...counters(input.counters),
  });
  for (const s of input.scopes ?? [])
    await putItem({
      ...aggregateKeys.item(kind, kindergartenId, month, s.scope),
      type: 'Aggregate',
      kind,
      kindergartenId,
      month,
      scope: s.scope,
      ...counters(s.counters),
    });
}

function countersOf(item: Record<string, unknown>): Counters {
  const counters: Counters = {};
  for (const [name, value] of Object.entries(item))
    if (name.startsWith('c_') && typeof value === 'number') counters[name.slice(2)] = value;
  return counters;
}

function toKindergartenMonth(item: Record<string, unknown>): KindergartenMonth {
  return {
    kindergartenId: String(item.kindergartenId),
    kindergartenName: String(item.kindergartenName ?? ''),
    municipalityCode: (item.municipalityCode as string | null | undefined) ?? null,
    month: String(item.month),
    counters: countersOf(item),
  };
}

/** The kindergarten's own item and every scope item of one month: one Query. */
export async function readMonthScopes(
  kind: string,
  kindergartenId: string,
  month: string,
): Promise<ScopeMonth[]> {
  const { PK, SK } = aggregateKeys.item(kind, kindergartenId, month);
  const items = await queryAll<Record<string, unknown>>({ partition: PK, beginsWith: SK });
  return items.map((i) => ({ scope: (i.scope as string | undefined) ?? null, counters: countersOf(i) }));
}

/**
 * The kindergarten-month aggregates of a month range (`YYYY-MM`, both included) a report may read: a
 * municipality's kindergartens (one Query on GSI2) or, without a municipality, the country's (one Query per
 * GSI3 shard). The cost grows with kindergartens × months, never with children, staff or days.
 */
export async function readKindergartenMonths(
  kind: string,
  range: { fromMonth: string; toMonth: string },
  jurisdiction: { municipalityCode?: string | null },
): Promise<KindergartenMonth[]> {
  const between = [`${range.fromMonth}#`, `${range.toMonth}#~`] as const;
  const queries = jurisdiction.municipalityCode
    ? [{ index: 'GSI2' as const, partition: `AGG#${kind}#MUN#${jurisdiction.municipalityCode}`, between }]
    : Array.from({ length: aggregateShards }, (_, n) => ({
        index: 'GSI3' as const,
        partition: `AGG#${kind}#SHARD#${n}`,
        between,
      }));
  const pages = await Promise.all(queries.map((q) => queryAll<Record<string, unknown>>(q)));
  return pages.flat().map(toKindergartenMonth);
}
