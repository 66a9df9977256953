/**
 * Staff payments demo data: the demo kindergarten's invoicing settings (issuer data, the receipts' prefix)
 * and payments taken at the desk in September–October 2026 through the feature's own functions, as the
 * director and the administrator record them: September's fees of a few children in cash, October's of one
 * in part by POS, and one family's two months by bank transfer as one batch. The demo parent's child and the
 * children the online demo paid are left alone, so the parent still has fees to pay online.
 *
 *   await seedCashPaymentsDemo(demo);   // after the fees' and online payments' demos
 */

import { randomUUID } from 'node:crypto';
import { feesOfChild } from '../../../functions/src/areas/payments/cash/items';
import { recordBatchPayment, recordPayment } from '../../../functions/src/areas/payments/cash/record';
import {
  documentTypes,
  saveDocumentType,
  saveInvoiceSettings,
} from '../../../functions/src/areas/payments/cash/settings';
import type { FeeItem } from '../../../functions/src/domain/activities/items';
import { atTime } from '../../../functions/src/platform/clock';
import { keys, queryAll } from '../../../functions/src/platform/db';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { FeePaymentStatus, PaymentMethod, Role } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

const sessionOf = (demo: DemoWorld, userId: string, role: Role): TenantRouteSession => ({
  userId,
  sessionId: 'demo-seed',
  role,
  kindergartenId: demo.kindergartens.main.id,
  periodId: demo.kindergartens.main.activePeriodId,
  can: () => true,
});

const payable = (f: FeeItem) =>
  (f.status === FeePaymentStatus.NotPaid || f.status === FeePaymentStatus.PartiallyPaid) &&
  !f.pendingPaymentId;

/** At 10:00 in Sofia on `date`: the payment is recorded that day. */
const on = <T>(date: string, fn: () => Promise<T>) => atTime(new Date(`${date}T07:00:00.000Z`), fn);

export async function seedCashPaymentsDemo(demo: DemoWorld): Promise<{ cashPayments: number }> {
  const { main } = demo.kindergartens;
  const director = sessionOf(demo, demo.accounts.director.id, Role.Director);
  const administrator = demo.accounts.administrator.id;
  await saveInvoiceSettings(director, {
    legalName: `${main.name}`,
    eik: '000471234',
    address: 'гр. Пловдив, ул. Иван Вазов 12',
    accountablePerson: `${demo.accounts.director.firstName} ${demo.accounts.director.lastName}`,
    iban: 'BG80BNBG96611020345678',
    bankName: 'Българска народна банка',
    version: 0,
  });
  // The online demo gave receipts numbers already: the series keeps going from there, with a prefix.
  const receipt = (await documentTypes(director)).find((t) => t.id === 'receipt')!;
  await saveDocumentType(director, { ...receipt, prefix: 'Р-' });

  const parentLinks = await queryAll<{ childId: string }>({
    index: 'GSI1',
    partition: keys.childrenOfParent(demo.accounts.parent.id).GSI1PK,
    beginsWith: keys.childrenOfParent(demo.accounts.parent.id, main.id).GSI1SK,
  });
  const parentChildren = new Set(parentLinks.map((l) => l.childId));
  const childIds = demo.world.items
    .flatMap((i) =>
      'type' in i && i.type === 'Child' && (i as { kindergartenId?: string }).kindergartenId === main.id
        ? [String((i as unknown as { id: string }).id)]
        : [],
    )
    .filter((id) => !parentChildren.has(id))
    // The online payments' demo pays the first twelve children's; these are the next ones.
    .slice(12, 40);

  let payments = 0;
  const common = (payerName: string) => ({ payerName, idempotencyKey: randomUUID() });
  for (const childId of childIds) {
    if (payments >= 8) break;
    const fees = (await feesOfChild(main.id, childId)).filter(payable);
    const september = fees.filter((f) => f.month === '2026-09');
    const october = fees.filter((f) => f.month === '2026-10');
    if (september.length === 0) continue;
    const payer = `Родител на ${september[0]!.childName}`;
    if (payments === 3 && october.length > 0) {
      // One family's September and October at once, by bank transfer.
      await on('2026-10-20', () =>
        recordBatchPayment(director, {
          ...common(payer),
          feeIds: [september[0]!.id, october[0]!.id],
          method: PaymentMethod.Bank,
          date: '2026-10-19',
          cashierId: administrator,
        }),
      );
    } else {
      const fee = september[0]!;
      await on(`2026-10-0${1 + (payments % 8)}`, () =>
        recordPayment(
          director,
          {
            ...common(payer),
            feeId: fee.id,
            amountCents: fee.amountCents - fee.paidCents,
            method: PaymentMethod.Cash,
            date: `2026-10-0${1 + (payments % 8)}`,
            cashierId: payments % 2 === 0 ? undefined : administrator,
            note: payments === 0 ? 'Платено на касата в детската градина' : undefined,
          },
          fee,
        ),
      );
      const part = october[0];
      if (payments === 1 && part && part.amountCents - part.paidCents > 1) {
        await on('2026-10-27', () =>
          recordPayment(
            director,
            {
              ...common(payer),
              feeId: part.id,
              amountCents: Math.floor((part.amountCents - part.paidCents) / 2),
              method: PaymentMethod.POS,
              date: '2026-10-27',
            },
            part,
          ),
        );
        payments++;
      }
    }
    payments++;
  }
  return { cashPayments: payments };
}
