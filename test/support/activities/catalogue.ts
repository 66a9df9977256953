import { randomUUID } from 'node:crypto';
import type { ActivityTypeItem, ProviderItem } from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { putItem } from '../../../functions/src/platform/db';
import { PaymentProviderConfigurationFlags as Flag } from '../../../shared/src/enums';

/**
 * The activities catalogue suites' national world, written with the activities kit's keys and shapes: a
 * type and providers (verified or not) of their own, so a suite never depends on the Master's demo data.
 */

export async function aType(name = `Танци ${randomUUID().slice(0, 6)}`): Promise<ActivityTypeItem> {
  const item: ActivityTypeItem = { id: randomUUID(), name, usedBy: 0, version: 1 };
  await putItem({ ...activityKeys.activityType(item.id), type: 'ActivityType', ...item });
  return item;
}

/** A provider; `verified` (default): its webhook test passed, so kindergartens may choose it. */
export async function aProvider(o: { verified?: boolean; defaultDiscountPercent?: number } = {}) {
  const verified = o.verified ?? true;
  const item: ProviderItem = {
    id: randomUUID(),
    name: `„Доставчик ${randomUUID().slice(0, 6)}“ ЕООД`,
    eik: '175074752',
    address: null,
    contactName: null,
    phone: null,
    email: null,
    min: '1234567890',
    sealedSecret: null,
    configuration: Flag.IdSet | Flag.SecretSet | (verified ? Flag.WebHookVerified : 0),
    configurationError: null,
    lastInvoice: 0,
    defaultDiscountPercent: o.defaultDiscountPercent ?? 0,
    acceptsTransferPayments: false,
    usedBy: 0,
    version: 1,
    createdAt: '2026-09-01T08:00:00.000Z',
  };
  const name = activityKeys.providerDirectory(item.name, item.id);
  await putItem({ ...activityKeys.provider(item.id), ...name, type: 'ActivityProvider', ...item });
  return item;
}

/** The body of a new activity: Tuesdays and Thursdays 16:00–16:45, 40,00 € a month, the school year's season. */
export const activityBody = (
  kindergartenId: string,
  o: { typeId: string; providerId: string; groupIds: string[]; [field: string]: unknown },
) => ({
  kindergartenId,
  name: 'Английски език',
  teacherId: null,
  schedule: [
    { weekday: 2, from: '16:00', to: '16:45' },
    { weekday: 4, from: '16:00', to: '16:45' },
  ],
  pricing: 'month' as const,
  priceCents: 4000,
  kindergartenSharePercent: 10,
  shareBasis: 1 as const,
  delistmentEnabled: true,
  delistmentNoticeDays: 14,
  enrollmentOpen: true,
  fromDate: '2026-09-15',
  toDate: '2027-06-30',
  ...o,
});
