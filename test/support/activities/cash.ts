import { randomInt, randomUUID } from 'node:crypto';
import { PaymentProviderConfigurationFlags as Flags, PaymentMethod } from '@gradina/shared';
import type { ProviderItem } from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { guardianIndex } from '../../../functions/src/domain/children/guardians';
import { keys, putItem } from '../../../functions/src/platform/db';
import { api, fixedToday, type Principal } from '../api';
import type { FeeChild } from './items';

/**
 * The staff payments suites' world beyond the item builders of `./items`: a provider with its ЕИК, a sibling
 * of the same parent, and a payment at the desk through the route.
 */

export interface CashProvider {
  id: string;
  name: string;
  eik: string;
}

export async function aCashProvider(name: string): Promise<CashProvider> {
  const id = randomUUID();
  const item: ProviderItem = {
    id,
    name,
    eik: String(randomInt(100_000_000, 999_999_999)),
    address: 'гр. Пловдив, ул. Капитан Райчо 10',
    contactName: null,
    phone: null,
    email: null,
    min: null,
    sealedSecret: null,
    configuration: Flags.NotConfigured,
    configurationError: null,
    lastInvoice: 0,
    defaultDiscountPercent: 0,
    acceptsTransferPayments: false,
    usedBy: 0,
    version: 1,
    createdAt: '2026-09-01T08:00:00.000Z',
  };
  await putItem({ ...activityKeys.provider(id), type: 'ActivityProvider', ...item });
  return { id, name, eik: item.eik };
}

/** Makes a parent the guardian of one more child (a sibling), as the children area links them. */
export async function alsoGuardianOf(kindergartenId: string, child: FeeChild, parentUserId: string) {
  await putItem({
    ...keys.guardianOfChild(kindergartenId, child.id, parentUserId),
    ...keys.childrenOfParent(parentUserId, kindergartenId, child.id),
    ...guardianIndex(kindergartenId, parentUserId, child.id),
    type: 'Guardian',
    kindergartenId,
    childId: child.id,
    parentUserId,
    relation: 1,
    childName: `${child.firstName} ${child.lastName}`,
    groupId: child.groupId ?? null,
    version: 1,
  });
}

/** A cash payment of a fee at the desk on the kits' fixed day, by Иван Иванов unless `o` says otherwise. */
export const deskPayment = (
  user: Principal,
  kindergartenId: string,
  feeId: string,
  amountCents: number,
  o: Record<string, unknown> = {},
) =>
  api(user, 'payments.recordPayment', {
    body: {
      kindergartenId,
      feeId,
      amountCents,
      method: PaymentMethod.Cash,
      date: fixedToday,
      payerName: 'Иван Иванов',
      idempotencyKey: randomUUID(),
      ...o,
    },
  });
