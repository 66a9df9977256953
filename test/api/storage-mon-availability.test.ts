import { randomInt } from 'node:crypto';
import { Role } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { putMonthAggregate } from '../../functions/src/domain/aggregates';
import { aggregateKind } from '../../functions/src/domain/storage/ledger/posting';
import { anAccount, testPassword } from '../support/accounts';
import { api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The МОН and municipality storage availability (issue #28) on a municipality of its own, with aggregates
 * written as the ledger writes them in months of 2095 (no other suite uses them): every kindergarten of the
 * reach has its row, and a month without documents carries the stock's value from the last month with one.
 */
const region = `W${String.fromCharCode(65 + randomInt(0, 26), 65 + randomInt(0, 26))}`;
const municipalityCode = `${region}${randomInt(10, 100)}`;

let quiet: GivenKindergarten;
let busy: GivenKindergarten;
let none: GivenKindergarten;
let mon: Principal;
let municipality: Principal;

beforeAll(async () => {
  [quiet, busy, none, mon] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Тиха“', municipalityCode, regionCode: region }),
    given.kindergarten({ name: 'ДГ „Заета“', municipalityCode, regionCode: region }),
    given.kindergarten({ name: 'ДГ „Без склад“', municipalityCode, regionCode: region }),
    given.nationalUser(Role.MON),
  ]);
  const account = await anAccount({ role: Role.Municipality, active: true, municipalityCode });
  municipality = await signInAs(
    { id: account.userId, email: account.email, role: Role.Municipality, kindergartenId: null },
    testPassword,
  );
  const write = (kg: GivenKindergarten, month: string, counters: Record<string, number>) =>
    putMonthAggregate({ kind: aggregateKind, kindergartenId: kg.id, month, counters });
  await Promise.all([
    write(quiet, '2095-02', { stockValue: 4000, inValue: 4000 }),
    write(quiet, '2095-03', { stockValue: 5000, inValue: 1000 }),
    write(busy, '2095-05', { stockValue: 100, outValue: 200, scrapValue: 30, expiringValue: 50 }),
  ]);
});

const rowsOf = (body: { result: { kindergartenId: string }[] }) =>
  new Map(body.result.map((r) => [r.kindergartenId, r]));

describe('storage availability for МОН and municipalities', () => {
  it('lists every kindergarten of the municipality, carrying the stock of a quiet month', async () => {
    const reply = await api(municipality, 'storage.storageAvailability', { query: { year: 2095, month: 5 } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = rowsOf(reply.body);
    expect(rows.size).toBe(3);
    expect(rows.get(quiet.id)).toMatchObject({ stockValue: 5000, inValue: 0, outValue: 0 });
    expect(rows.get(busy.id)).toMatchObject({
      stockValue: 100,
      outValue: 200,
      scrapValue: 30,
      expiringValue: 50,
    });
    expect(rows.get(none.id)).toMatchObject({ stockValue: 0, inValue: 0, outValue: 0, scrapValue: 0 });
    expect(reply.body.totals).toMatchObject({ stockValue: 5100, outValue: 200 });
    expect(reply.body.result.map((r) => r.kindergartenName)).toEqual([
      'ДГ „Без склад“',
      'ДГ „Заета“',
      'ДГ „Тиха“',
    ]);
  });

  it('gives МОН the same rows for the municipality, and a month before any document as zeros', async () => {
    const may = await api(mon, 'storage.storageAvailability', {
      query: { year: 2095, month: 5, municipalityCode },
    });
    expect(rowsOf(may.body).get(quiet.id)).toMatchObject({ stockValue: 5000 });
    const january = await api(mon, 'storage.storageAvailability', {
      query: { year: 2095, month: 1, municipalityCode },
    });
    expect(january.body.result).toHaveLength(3);
    expect(january.body.totals.stockValue).toBe(0);
  });

  it('keeps a municipality to its own kindergartens', async () => {
    const other = await api(municipality, 'storage.storageAvailability', {
      query: { year: 2095, month: 5, municipalityCode: 'SOF46' },
    });
    expect(other.status).toBe(403);
  });
});
