import { OnlinePaymentStatus, PaymentMethod, Role } from '@gradina/shared';
import type { PaymentState } from '@gradina/shared/manifest/routes/payments/online';
import type { PaymentItem } from '../../../domain/activities/items';
import { now } from '../../../platform/clock';
import { conflict, forbidden, invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readMarker, releaseOps, tryWrite } from './items';
import { paymentStateOf } from './parent-fees';

/**
 * A parent back from ePay's page without paying gives the payment up (issue #26): it ends as our expiry job
 * ends it (Expired, `expiredAt`, the fees freed in one transaction conditioned on Waiting), only at once, so
 * the fee is payable again now and not an hour after ePay's deadline. A PAID that ePay still sends afterwards
 * is a late payment (payments/online/verdict.ts `late-credit`), as after the expiry.
 */

export const abandonedMessage = 'Плащането вече е приключило. Заредете таксите отново.';

/** The parent who started the payment, or the kindergarten's staff who take payments. */
const mayAbandon = (session: TenantRouteSession, payment: PaymentItem) =>
  payment.createdBy === session.userId || (session.role !== Role.Parent && session.can('Payments', 'update'));

export async function abandonPayment(
  session: TenantRouteSession,
  payment: PaymentItem,
): Promise<PaymentState> {
  if (!mayAbandon(session, payment))
    throw forbidden('Плащането може да откаже родителят, който го е започнал.');
  if (payment.method === PaymentMethod.EasyPay)
    throw invalidField(
      'id',
      'Полето "Плащане": кодът за EasyPay не се отказва; ако не бъде платен, изтича сам в крайния си срок.',
    );
  if (payment.status !== OnlinePaymentStatus.Waiting || !payment.invoice) throw conflict(abandonedMessage);
  const marker = await readMarker(payment.providerId, payment.invoice);
  if (marker?.status !== OnlinePaymentStatus.Waiting) throw conflict(abandonedMessage);
  const at = now().toISOString();
  // Conditioned on Waiting (payment and marker): a PAID that lands meanwhile wins and nothing is freed.
  const ops = releaseOps(marker, marker.fees, OnlinePaymentStatus.Expired, {
    expiredAt: at,
    abandonedBy: session.userId,
  });
  if (!(await tryWrite(ops))) throw conflict(abandonedMessage);
  return paymentStateOf(session, { ...payment, status: OnlinePaymentStatus.Expired, expiredAt: at });
}
