import { beforeAll } from 'vitest';
import { Role } from '../../../shared/src/enums';
import { api, type Principal } from '../api';
import { type GivenKindergarten, given } from '../given';
import type { CashProvider } from './cash';
import * as settlements from './settlements';

export interface SettlementKindergartens {
  /** A kindergarten with a group of three children, a parent, a teacher and an administrator. */
  kg: GivenKindergarten;
  /** Another kindergarten, which must never see the first one's documents. */
  other: GivenKindergarten;
  administrator: Principal;
}

export const november = { fromDate: '2026-11-01', toDate: '2026-11-30' };

/**
 * The settlements suites' world, made in the calling suite's `beforeAll`: two kindergartens and the shorthands
 * the suites write their protocols, invoices and vouchers with (each suite its own kindergartens).
 */
export function settlementWorld() {
  const world = {} as SettlementKindergartens;
  beforeAll(async () => {
    [world.kg, world.other] = await Promise.all([
      given
        .kindergarten({ name: 'ДГ „Слънце“' })
        .group()
        .child()
        .parent()
        .child()
        .child()
        .teacher()
        .staff(Role.Administrator),
      given.kindergarten({ name: 'ДГ „Луна“' }).group().child(),
    ]);
    world.administrator = world.kg.staff[0]!;
  });
  const period = (providerId: string, p = november) => ({ kindergartenId: world.kg.id, providerId, ...p });
  return {
    world,
    period,
    aProviderWithActivities: (name?: string) => settlements.aProviderWithActivities(world.kg.id, name),
    aPaidFee: (
      provider: CashProvider,
      activityId: string,
      childIndex: number,
      month: string,
      cents: number,
      o: settlements.PaidFeeOptions = {},
    ) =>
      settlements.aPaidFee(
        world.kg.id,
        world.administrator.id,
        provider,
        activityId,
        world.kg.children[childIndex]!,
        month,
        cents,
        o,
      ),
    prepare: (providerId: string, p = november) =>
      api(world.kg.director, 'payments.protocolPreparation', { query: period(providerId, p) }),
    saveProtocol: (providerId: string, p = november, user = world.kg.director) =>
      api(user, 'payments.saveProtocol', { body: { ...period(providerId, p), date: '2026-11-21' } }),
    remove: async (id: string) =>
      (await api(world.kg.director, 'payments.deleteSettlement', { path: { id } })).status,
  };
}
