import { PaymentMethod } from '@gradina/shared';
import type { paymentsOnlineRoutes } from '@gradina/shared/manifest/routes/payments/online';
import type { PaymentItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import { kindergartenItem } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { abandonPayment } from './abandon';
import { parentFees, parentUnpaidFees, paymentStateOf } from './parent-fees';
import { startEasyPay, startPagePayment } from './start';
import { handleNotification } from './webhook';

const headerOf = (headers: Record<string, string | undefined> | null, name: string) =>
  Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];

export const onlineRoutes: FeatureRoutes<typeof paymentsOnlineRoutes, typeof onlineObjects> = {
  'payments.parentFees': entry.query(parentFees),
  'payments.parentUnpaidFees': entry.query(parentUnpaidFees),
  'payments.epayData': async ({ session, path, query, event }) =>
    atRequestTime(event.headers, () =>
      startPagePayment(session, { feeIds: [path.id], method: query.method, batch: false }),
    ),
  'payments.easyPayIdn': async ({ session, path, event, log }) =>
    atRequestTime(event.headers, () =>
      startEasyPay(session, { feeIds: [path.id], method: PaymentMethod.EasyPay, batch: false }, log),
    ),
  'payments.transferEpayData': async ({ session, query, event }) =>
    atRequestTime(event.headers, () =>
      startPagePayment(session, {
        feeIds: query.feeIds,
        childId: query.studentId,
        method: query.method,
        batch: true,
      }),
    ),
  'payments.transferEasyPayIdn': async ({ session, query, event, log }) =>
    atRequestTime(event.headers, () =>
      startEasyPay(
        session,
        { feeIds: query.feeIds, childId: query.studentId, method: PaymentMethod.EasyPay, batch: true },
        log,
      ),
    ),
  'payments.epayRedirectResponse': entry.object(paymentStateOf),
  'payments.abandonPayment': async ({ session, path, event }) =>
    atRequestTime(event.headers, async () => {
      const payment = await kindergartenItem<PaymentItem>(
        session.kindergartenId,
        activityKeys.payment(session.kindergartenId, path.id),
      );
      if (!payment) throw notFound();
      return abandonPayment(session, payment.item);
    }),
  'payments.epayNotification': async ({ path, body, log, event }) =>
    atRequestTime(event.headers, () =>
      handleNotification(path.providerId, body, log, headerOf(event.headers, 'content-type')),
    ),
};

export const onlineObjects = {
  'payments.epayRedirectResponse': ({ session, body }) =>
    kindergartenItem<PaymentItem>(
      session.kindergartenId,
      activityKeys.payment(session.kindergartenId, body.paymentId),
    ),
} satisfies FeatureLoaders<typeof paymentsOnlineRoutes>;
