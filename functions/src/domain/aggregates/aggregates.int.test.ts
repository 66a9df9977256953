import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys, putItem } from '../../platform/db';
import type { Counters, KindergartenMonth } from './index';
import { addToMonthAggregates, putMonthAggregate, readKindergartenMonths, readMonthScopes } from './index';

/**
 * The aggregates kit against DynamoDB Local. Kindergartens of a municipality code of this run's own and
 * months of 2093 (no other suite writes them), so the national reads are filtered to this run's ids only.
 */
const run = randomUUID().slice(0, 8);
const municipality = `T${run.slice(0, 4).toUpperCase()}`;
const [north, south, elsewhere] = ['north', 'south', 'elsewhere'].map((n) => `aggtest-${run}-${n}`) as [
  string,
  string,
  string,
];
const kind = `test-${run}`;

beforeAll(async () => {
  const kindergarten = (id: string, name: string, municipalityCode: string | null) =>
    putItem({ ...keys.kindergarten(id), type: 'Kindergarten', id, name, municipalityCode });
  await Promise.all([
    kindergarten(north, 'ДГ „Север“', municipality),
    kindergarten(south, 'ДГ „Юг“', municipality),
    kindergarten(elsewhere, 'ДГ „Другаде“', null),
  ]);
});

const ofRun = (months: KindergartenMonth[]) =>
  months
    .filter((m) => [north, south, elsewhere].includes(m.kindergartenId))
    .map((m) => [m.kindergartenId, m.month, m.counters])
    .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));

describe('counters from the stream', () => {
  it('applies a record once however often it is delivered, to the kindergarten and its scopes', async () => {
    const record = {
      kind,
      kindergartenId: north,
      month: '2093-01',
      deltas: { s2: 3, s1: 1 },
      scopes: [
        { scope: 'GROUP#a', deltas: { s2: 2 } as Counters },
        { scope: 'GROUP#b', deltas: { s2: 1, s1: 1 } },
      ],
      onceKey: `${run}-1`,
    };
    expect(await addToMonthAggregates(record)).toBe('applied');
    expect(await addToMonthAggregates(record)).toBe('already applied');
    expect(
      await addToMonthAggregates({ ...record, deltas: { s2: -1, s3: 1 }, scopes: [], onceKey: `${run}-2` }),
    ).toBe('applied');
    const scopes = await readMonthScopes(kind, north, '2093-01');
    expect(scopes.sort((a, b) => String(a.scope).localeCompare(String(b.scope)))).toEqual([
      { scope: 'GROUP#a', counters: { s2: 2 } },
      { scope: 'GROUP#b', counters: { s2: 1, s1: 1 } },
      { scope: null, counters: { s2: 2, s1: 1, s3: 1 } },
    ]);
  });

  it('writes absolute counters whole, leaving zeros out', async () => {
    await putMonthAggregate({
      kind,
      kindergartenId: north,
      month: '2093-02',
      counters: { total: 5, wt1: 0 },
    });
    await putMonthAggregate({ kind, kindergartenId: north, month: '2093-02', counters: { total: 7 } });
    expect(await readMonthScopes(kind, north, '2093-02')).toEqual([{ scope: null, counters: { total: 7 } }]);
  });
});

describe('the reports’ reads', () => {
  beforeAll(async () => {
    await Promise.all([
      putMonthAggregate({ kind, kindergartenId: south, month: '2093-02', counters: { total: 3 } }),
      putMonthAggregate({ kind, kindergartenId: south, month: '2093-04', counters: { total: 4 } }),
      putMonthAggregate({ kind, kindergartenId: elsewhere, month: '2093-01', counters: { total: 9 } }),
      // a scope item is never a kindergarten-month: the report indexes stay sparse
      putMonthAggregate({
        kind,
        kindergartenId: south,
        month: '2093-03',
        counters: { total: 1 },
        scopes: [{ scope: 'GROUP#x', counters: { total: 1 } }],
      }),
    ]);
  });

  it('reads a municipality’s kindergarten-months of a range, both ends included', async () => {
    const months = await readKindergartenMonths(
      kind,
      { fromMonth: '2093-01', toMonth: '2093-03' },
      { municipalityCode: municipality },
    );
    expect(ofRun(months)).toEqual([
      [north, '2093-01', { s2: 2, s1: 1, s3: 1 }],
      [north, '2093-02', { total: 7 }],
      [south, '2093-02', { total: 3 }],
      [south, '2093-03', { total: 1 }],
    ]);
    expect(months.every((m) => m.municipalityCode === municipality)).toBe(true);
    expect(months.find((m) => m.kindergartenId === south)?.kindergartenName).toBe('ДГ „Юг“');
  });

  it('reads the whole country over every shard, kindergartens without a municipality too', async () => {
    const months = await readKindergartenMonths(kind, { fromMonth: '2093-01', toMonth: '2093-01' }, {});
    expect(ofRun(months)).toEqual([
      [elsewhere, '2093-01', { total: 9 }],
      [north, '2093-01', { s2: 2, s1: 1, s3: 1 }],
    ]);
    expect(months.find((m) => m.kindergartenId === elsewhere)?.municipalityCode).toBeNull();
  });
});
