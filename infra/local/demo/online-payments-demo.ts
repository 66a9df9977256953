/**
 * Online payments demo data: fees of the demo kindergarten paid by card and ePay account as ePay would
 * confirm them, and one EasyPay code still waiting at the desk, all through the payments feature's own
 * functions (the code is registered at the local simulator, so it can be paid there), and one overpayment
 * waiting for its refund (a card payment ePay expired, paid again, then confirmed late: „Надплатени суми“).
 * The demo parent's first child keeps October and November unpaid: the parent pays them online (e2e, the demo).
 *
 *   await seedOnlinePaymentsDemo(demo);   // after the fees' demo
 */

import { feesOfChild } from '../../../functions/src/areas/payments/online/items';
import {
  isPayable,
  startEasyPay,
  startPagePayment,
} from '../../../functions/src/areas/payments/online/start';
import { applyLine } from '../../../functions/src/areas/payments/online/webhook';
import type { FeeItem } from '../../../functions/src/domain/activities/items';
import { keys, queryAll } from '../../../functions/src/platform/db';
import { createLogger } from '../../../functions/src/platform/http/logger';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { PaymentMethod, Role } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

const log = createLogger({ component: 'online-payments-demo' });

/** When ePay confirmed each demo month's payments. */
const paidOn: Record<string, string> = {
  '2026-09': '2026-10-06T09:12:00.000Z',
  '2026-10': '2026-11-04T17:40:00.000Z',
};

const sessionOf = (demo: DemoWorld, userId: string, role: Role): TenantRouteSession => {
  const { main } = demo.kindergartens;
  return {
    userId,
    sessionId: 'demo-seed',
    role,
    kindergartenId: main.id,
    periodId: main.activePeriodId,
    can: () => true,
  };
};

/** ePay's PAID for an INVOICE, applied as the webhook does. */
const confirm = (providerId: string, invoice: string, paidAt: Date) =>
  applyLine(
    providerId,
    { invoice, status: 'PAID', paidAt, stan: String(100000 + Number(invoice)), bcode: 'DEMO01' },
    log,
  );

/** Pays one fee on ePay's page and applies ePay's PAID notification, as the webhook does. */
async function payOnline(session: TenantRouteSession, fee: FeeItem, method: 4 | 7) {
  const start = await startPagePayment(session, { feeIds: [fee.id], method, batch: false });
  await confirm(fee.providerId, start.invoice, new Date(paidOn[fee.month] ?? '2026-11-20T10:00:00.000Z'));
}

/**
 * An overpayment waiting for refund: a card payment ePay reported EXPIRED, the fee paid again online, then
 * ePay's late PAID for the first payment (the money was taken after all).
 */
async function overpay(session: TenantRouteSession, fee: FeeItem) {
  const first = await startPagePayment(session, { feeIds: [fee.id], method: 7, batch: false });
  await applyLine(fee.providerId, { invoice: first.invoice, status: 'EXPIRED' }, log);
  const second = await startPagePayment(session, { feeIds: [fee.id], method: 4, batch: false });
  await confirm(fee.providerId, second.invoice, new Date('2026-11-18T08:05:00.000Z'));
  await confirm(fee.providerId, first.invoice, new Date('2026-11-18T08:20:00.000Z'));
}

export async function seedOnlinePaymentsDemo(demo: DemoWorld): Promise<{ onlinePayments: number }> {
  const { main } = demo.kindergartens;
  const director = sessionOf(demo, demo.accounts.director.id, Role.Director);
  const parentLinks = await queryAll<{ childId: string }>({
    index: 'GSI1',
    partition: keys.childrenOfParent(demo.accounts.parent.id).GSI1PK,
    beginsWith: keys.childrenOfParent(demo.accounts.parent.id, main.id).GSI1SK,
  });
  const parentChild = parentLinks[0]?.childId;
  let payments = 0;
  let codeGiven = false;
  let overpaid = false;
  const childIds = [
    ...new Set([
      ...(parentChild ? [parentChild] : []),
      ...demo.world.items.flatMap((i) => {
        const item = i as unknown as { type?: string; kindergartenId?: string; id?: string };
        return item.type === 'Child' && item.kindergartenId === main.id ? [String(item.id)] : [];
      }),
    ]),
  ];
  for (const childId of childIds.slice(0, 12)) {
    const fees = (await feesOfChild(main.id, childId)).filter(isPayable);
    if (fees.length === 0) continue;
    const mine = childId === parentChild;
    // The demo parent's child: September paid; others: September and October.
    for (const fee of fees.filter((f) => f.month === '2026-09' || (!mine && f.month === '2026-10'))) {
      await payOnline(director, fee, payments % 2 === 0 ? PaymentMethod.EPayBankCard : PaymentMethod.EPay);
      payments++;
    }
    if (!mine && !codeGiven) {
      const november = fees.filter((f) => f.month === '2026-11').slice(0, 1);
      if (november.length > 0) {
        await startEasyPay(
          director,
          { feeIds: november.map((f) => f.id), method: PaymentMethod.EasyPay, batch: false },
          log,
        );
        codeGiven = true;
        payments++;
        continue;
      }
    }
    const november = fees.find((f) => f.month === '2026-11');
    if (!mine && codeGiven && !overpaid && november) {
      await overpay(director, november);
      overpaid = true;
      payments += 2;
    }
  }
  return { onlinePayments: payments };
}
