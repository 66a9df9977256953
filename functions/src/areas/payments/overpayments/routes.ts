import type { paymentsOverpaymentRoutes } from '@gradina/shared/manifest/routes/payments/overpayments';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { childOverpayments, listOverpayments, refundOverpayment, refundVoucher } from './overpayments';

/** The handler entries of the overpayments (issue #25). */
export const overpaymentRoutes: FeatureRoutes<typeof paymentsOverpaymentRoutes> = {
  'payments.overpayments': entry.queryValue('status', listOverpayments),
  'payments.refundOverpayment': async ({ session, path, body, event }) =>
    atRequestTime(event.headers, () => refundOverpayment(session, path.id, body)),
  'payments.overpaymentVoucher': entry.pathId(refundVoucher),
  'payments.parentOverpayments': entry.queryValue('studentId', childOverpayments),
};
