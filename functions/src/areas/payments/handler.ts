import type { RouteDef } from '@gradina/shared';
import { paymentsCashRoutes } from '@gradina/shared/manifest/routes/payments/cash';
import { paymentsFeeRoutes } from '@gradina/shared/manifest/routes/payments/fees';
import { paymentsKindergartenFeeRoutes } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { paymentsOnlineRoutes } from '@gradina/shared/manifest/routes/payments/online';
import { paymentsOverpaymentRoutes } from '@gradina/shared/manifest/routes/payments/overpayments';
import { paymentsProviderInvoiceRoutes } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { paymentsReferenceRoutes } from '@gradina/shared/manifest/routes/payments/references';
import { createAreaHandler } from '../../platform/http/area-handler';
import { cashObjects, cashRoutes } from './cash/routes';
import { feeObjects, feeRoutes } from './fees/routes';
import { kindergartenFeeObjects, kindergartenFeeRoutes } from './kindergarten-fees/routes';
import { onlineObjects, onlineRoutes } from './online/routes';
import { overpaymentRoutes } from './overpayments/routes';
import { providerInvoiceObjects, providerInvoiceRoutes } from './provider-invoices/routes';
import { referenceRoutes } from './references/routes';

/** The manifest's route files of this area: its Lambda bundles these schemas and no others. */
export const areaRoutes: (readonly RouteDef[])[] = [
  paymentsFeeRoutes,
  paymentsKindergartenFeeRoutes,
  paymentsCashRoutes,
  paymentsOnlineRoutes,
  paymentsOverpaymentRoutes,
  paymentsProviderInvoiceRoutes,
  paymentsReferenceRoutes,
];

/** The payments Lambda (fees, payments, receipts, ePay's notifications; its features add their routes here). */
export const handler = createAreaHandler(
  'payments',
  areaRoutes,
  {
    ...feeRoutes,
    ...kindergartenFeeRoutes,
    ...cashRoutes,
    ...onlineRoutes,
    ...overpaymentRoutes,
    ...providerInvoiceRoutes,
    ...referenceRoutes,
  },
  {
    objects: {
      ...feeObjects,
      ...kindergartenFeeObjects,
      ...cashObjects,
      ...onlineObjects,
      ...providerInvoiceObjects,
    },
  },
);
