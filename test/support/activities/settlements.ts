import type { FeeItem } from '../../../functions/src/domain/activities/items';
import { FeeAmountBasis, PaymentMethod } from '../../../shared/src/enums';
import { aCashProvider, type CashProvider } from './cash';
import { aFee, anActivity, aPayment, type FeeChild } from './items';

/**
 * The settlements suites' world, written with the activities kit's keys and shapes: a provider with two
 * activities in the kindergarten (10 % of the amount paid, 20 % of the full price), and paid payments of one
 * fee each as the desk or ePay leaves them.
 */

export async function aProviderWithActivities(kindergartenId: string, name = '„Танцово студио Ритъм“ ЕООД') {
  const provider = await aCashProvider(name);
  const [dance, english] = await Promise.all([
    anActivity(kindergartenId, {
      name: 'Народни танци',
      providerId: provider.id,
      providerName: provider.name,
    }),
    anActivity(kindergartenId, {
      name: 'Английски език',
      providerId: provider.id,
      providerName: provider.name,
      kindergartenSharePercent: 20,
      shareBasis: FeeAmountBasis.TotalAmount,
    }),
  ]);
  return { provider, dance, english };
}

export interface PaidFeeOptions {
  /** The day paid (and recorded), `YYYY-MM-DD`; default 5 November 2026. */
  day?: string;
  method?: PaymentMethod;
  fee?: Partial<FeeItem>;
}

/** A paid payment of one new fee of `child` (cash by `cashierId` unless another method is given). */
export async function aPaidFee(
  kindergartenId: string,
  cashierId: string,
  provider: CashProvider,
  activityId: string,
  child: FeeChild,
  month: string,
  cents: number,
  o: PaidFeeOptions = {},
) {
  const day = o.day ?? '2026-11-05';
  const fee = await aFee(kindergartenId, child, month, {
    provider,
    activityId,
    amountCents: cents,
    ...o.fee,
  });
  return aPayment(fee, {
    method: o.method ?? PaymentMethod.Cash,
    paidAt: `${day}T09:00:00.000Z`,
    createdAt: `${day}T09:00:00.000Z`,
    receiptNumber: 7,
    cashierId: o.method === PaymentMethod.EPay ? null : cashierId,
  });
}
