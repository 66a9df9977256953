import type { ActivityItem } from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import {
  kindergartenActivityCountChange,
  providerUseChange,
  typeUseChange,
} from '../../../functions/src/domain/activities/usage';
import { transact, updateItem } from '../../../functions/src/platform/db';
import { PaymentProviderConfigurationFlags } from '../../../shared/src/enums';
import { activityItem } from './items';

/**
 * The providers suites' kindergarten world, written with the activities kit's keys, shapes and counter ops
 * (what the catalogue's activity writes do): an activity of a type and provider, moving their `usedBy` and
 * the kindergarten's marker in one transaction (a child's enrolment: `enrol` of `./items`).
 */

export async function anActivity(
  kindergartenId: string,
  o: { typeId: string; providerId: string; providerName: string; name?: string; enrolledCount?: number },
): Promise<ActivityItem> {
  const item = activityItem(kindergartenId, { name: 'Танци', toDate: '2027-05-31', ...o });
  await transact([
    { put: { ...activityKeys.activity(kindergartenId, item.id), ...item }, condition: { absent: true } },
    typeUseChange(o.typeId, 1),
    providerUseChange(o.providerId, 1),
    kindergartenActivityCountChange(kindergartenId, 1),
  ]);
  return item;
}

/** What a webhook test that stopped half-way leaves: Verifying on, and its error (no route sets these). */
export async function aFailedTest(providerId: string, configurationError: string): Promise<void> {
  await updateItem(activityKeys.provider(providerId), {
    set: { configurationError },
    add: { configuration: PaymentProviderConfigurationFlags.WebHookVerifying },
  });
}
