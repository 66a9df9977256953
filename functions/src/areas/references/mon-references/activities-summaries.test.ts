import { describe, expect, it } from 'vitest';
import { typeCounter } from '../../../domain/aggregates/activities';
import {
  activityFeeRows,
  activityFeeTotals,
  activityTypeRows,
  activityTypeTotals,
  removedTypeName,
} from './activities-summaries';
import { kindergartenMonth } from './fixtures';

const dance = { id: 'dance-1', name: 'Танци' };
const english = { id: 'eng-1', name: 'Английски език' };
const chess = { id: 'chess-1', name: 'Шах' };
const of = (type: { id: string }, a: number, e: number, c = 0) => ({
  [typeCounter.activities(type.id)]: a,
  [typeCounter.enrolled(type.id)]: e,
  ...(c ? { [typeCounter.collected(type.id)]: c } : {}),
});

describe('the activity types reference', () => {
  const months = [
    kindergartenMonth('kg1', 'ДГ „Слънце“', '2026-09', {
      activities: 3,
      ...of(dance, 2, 20, 5000),
      ...of(english, 1, 8),
    }),
    kindergartenMonth('kg1', 'ДГ „Слънце“', '2026-10', {
      activities: 3,
      ...of(dance, 2, 24, 7000),
      ...of(english, 1, 6, 3000),
    }),
    kindergartenMonth('kg2', 'ДГ „Луна“', '2026-10', { activities: 1, ...of(dance, 1, 9, 1000) }),
    kindergartenMonth('kg3', 'ДГ „Звезда“', '2026-10', { collected: 400, tCgone1: 400 }),
  ];

  it('gives every type in Bulgarian order: busiest month per kindergarten, money summed', () => {
    const rows = activityTypeRows(months, [dance, english, chess]);
    expect(rows).toEqual([
      {
        typeId: english.id,
        typeName: english.name,
        kindergartens: 1,
        activities: 1,
        enrolled: 8,
        collectedCents: 3000,
      },
      {
        typeId: 'gone1',
        typeName: removedTypeName,
        kindergartens: 0,
        activities: 0,
        enrolled: 0,
        collectedCents: 400,
      },
      {
        typeId: dance.id,
        typeName: dance.name,
        kindergartens: 2,
        activities: 3,
        enrolled: 33,
        collectedCents: 13000,
      },
      {
        typeId: chess.id,
        typeName: chess.name,
        kindergartens: 0,
        activities: 0,
        enrolled: 0,
        collectedCents: 0,
      },
    ]);
    expect(activityTypeTotals(rows, months)).toEqual({
      kindergartens: 2,
      activities: 4,
      enrolled: 41,
      collectedCents: 16400,
    });
  });
});

describe('the fees reference', () => {
  it('lists kindergarten-months with fees or payments, by name then month, and adds them up', () => {
    const rows = activityFeeRows([
      kindergartenMonth('kg1', 'ДГ „Слънце“', '2026-10', { due: 4000, paid: 3000, fees: 2, feesPaid: 1 }),
      kindergartenMonth('kg1', 'ДГ „Слънце“', '2026-09', {
        due: 2000,
        collected: 3000,
        payments: 1,
        cash: 1000,
        online: 2000,
      }),
      kindergartenMonth('kg2', 'ДГ „Агне“', '2026-09', { activities: 1, enrolled: 4 }),
      kindergartenMonth('kg3', 'ДГ „Бор“', '2026-11', { collected: 500, payments: 1, pos: 500 }),
    ]);
    expect(rows.map((r) => [r.kindergartenName, r.month, r.regionCode])).toEqual([
      ['ДГ „Бор“', '2026-11', 'PDV'],
      ['ДГ „Слънце“', '2026-09', 'PDV'],
      ['ДГ „Слънце“', '2026-10', 'PDV'],
    ]);
    expect(activityFeeTotals(rows)).toMatchObject({
      dueCents: 6000,
      paidCents: 3000,
      fees: 2,
      feesPaid: 1,
      collectedCents: 3500,
      payments: 2,
      cashCents: 1000,
      posCents: 500,
      onlineCents: 2000,
    });
  });

  it('gives a kindergarten fee its own row beside the activities’ of the month, never added into them', () => {
    const rows = activityFeeRows([
      kindergartenMonth('kg1', 'ДГ „Слънце“', '2026-10', {
        due: 4000,
        fees: 2,
        kgDue: 24000,
        kgFees: 2,
        kgCollected: 12000,
        kgPayments: 1,
        kgOnline: 12000,
      }),
      kindergartenMonth('kg2', 'ЧДГ „Бор“', '2026-10', { kgDue: 30000, kgFees: 1 }),
    ]);
    expect(rows.map((r) => [r.kindergartenName, r.scope, r.dueCents, r.collectedCents])).toEqual([
      ['ДГ „Слънце“', 2, 4000, 0],
      ['ДГ „Слънце“', 1, 24000, 12000],
      ['ЧДГ „Бор“', 1, 30000, 0],
    ]);
    expect(rows[1]).toMatchObject({ fees: 2, payments: 1, onlineCents: 12000 });
    expect(activityFeeTotals(rows)).toMatchObject({ dueCents: 58000, fees: 5 });
  });
});
