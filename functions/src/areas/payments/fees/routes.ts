import type { paymentsFeeRoutes } from '@gradina/shared/manifest/routes/payments/fees';
import type { FeeItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItem, kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { childFees, deleteFee, listFees } from './fees';
import { generateFees } from './generate';
import { notificationSummary, notifyParents } from './notify';

/**
 * The handler entries of the fees routes: thin calls of the feature's domain functions. Creation and notice
 * times and "today" read the clock; tests fix it with the clock header.
 */
export const feeRoutes: FeatureRoutes<typeof paymentsFeeRoutes, typeof feeObjects> = {
  'payments.generateProformaInvoices': entry.clockedBody(generateFees),
  'payments.feesOfMonth': entry.query(listFees),
  'payments.childFeesOfMonth': async ({ session, path, event }) =>
    atRequestTime(event.headers, () => childFees(session, path)),
  'payments.deleteFee': async ({ object }) => deleteFee(object.item),
  'payments.notifyFees': entry.clockedBody(notifyParents),
  'payments.feeNotificationSummary': entry.query(notificationSummary),
};

/** The activity a month's generation or notice names (none: every activity; keys of the session's kindergarten). */
const activityOfBody = async ({
  session,
  body,
}: {
  session: { kindergartenId: string };
  body: { activityId?: string };
}) =>
  body.activityId
    ? kindergartenItem(session.kindergartenId, activityKeys.activity(session.kindergartenId, body.activityId))
    : null;

export const feeObjects = {
  'payments.generateProformaInvoices': activityOfBody,
  'payments.notifyFees': activityOfBody,
  'payments.deleteFee': kindergartenItemAtPath<FeeItem>(activityKeys.fee),
} satisfies FeatureLoaders<typeof paymentsFeeRoutes>;
