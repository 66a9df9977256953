import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { PaymentProviderConfigurationFlags as Flags } from '@gradina/shared';
import type { PaymentItem, ProviderItem } from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { epayNotificationPath } from '../../../functions/src/domain/activities/notify-url';
import { getItem, putItem, updateItem } from '../../../functions/src/platform/db';
import { encryptSecret } from '../../../functions/src/platform/secrets';
import { epaySimulatorKit } from '../../../infra/local/epay-simulator/test-kit';
import { fixedNow } from '../api';
import { testUrl } from '../api-client';
import { storedFee } from './items';

/**
 * The online payments suites' world, written with the activities kit's keys and shapes (the providers' and
 * fees' own routes are other features'): a provider with an ePay merchant account registered at the local
 * cloud's simulator (its notifications go to the platform's webhook), and what the
 * suites read back.
 */

export const simulator = () => epaySimulatorKit(process.env.EPAY_BASE_URL!);

export interface TestProvider {
  id: string;
  name: string;
  min: string;
  secret: string;
}

/** A provider taking online payments (webhook verified); `transfer` also several fees in one payment. */
export async function aProvider(name: string, options: { transfer?: boolean } = {}): Promise<TestProvider> {
  const id = randomUUID();
  const min = String(randomInt(1_000_000_000, 9_999_999_999));
  const secret = randomBytes(32).toString('hex');
  const item: ProviderItem = {
    id,
    name,
    eik: String(randomInt(100_000_000, 999_999_999)),
    address: null,
    contactName: null,
    phone: null,
    email: null,
    min,
    sealedSecret: await encryptSecret(secret, { providerId: id }),
    configuration:
      Flags.IdSet |
      Flags.SecretSet |
      Flags.WebHookVerified |
      (options.transfer ? Flags.TransferPaymentReady | Flags.TransferPaymentEnabled : 0),
    configurationError: null,
    lastInvoice: 0,
    defaultDiscountPercent: 0,
    acceptsTransferPayments: Boolean(options.transfer),
    usedBy: 0,
    version: 1,
    createdAt: new Date('2026-09-01T08:00:00Z').toISOString(),
  };
  await putItem({ ...activityKeys.provider(id), ...activityKeys.providerDirectory(name, id), ...item });
  await simulator().registerMerchant({
    min,
    secret,
    name,
    notifyUrl: `${testUrl()}${epayNotificationPath(id)}`,
  });
  return { id, name, min, secret };
}

/**
 * A notification as ePay signs it (`lines`, e.g. `INVOICE=…:STATUS=PAID:…`), POSTed to the provider's
 * webhook at the kits' fixed time; `secret`: another key than the provider's, to be refused.
 */
export async function postEpayNotification(
  provider: { id: string; secret: string },
  lines: readonly string[],
  secret = provider.secret,
): Promise<Response> {
  const encoded = Buffer.from(`${lines.join('\n')}\n`, 'utf8').toString('base64');
  const checksum = createHmac('sha1', secret).update(encoded).digest('hex');
  return fetch(`${testUrl()}${epayNotificationPath(provider.id)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-gradina-now': fixedNow },
    body: new URLSearchParams({ encoded, checksum }),
  });
}

/** The webhook's answer (e.g. `INVOICE=…:STATUS=OK`) to a one-line notification. */
export const epayReply = async (provider: { id: string; secret: string }, line: string) =>
  (await (await postEpayNotification(provider, [line])).text()).trim();

export const storedPayment = (kindergartenId: string, paymentId: string) =>
  getItem<PaymentItem>(activityKeys.payment(kindergartenId, paymentId), { consistent: true });

export const storedProvider = (providerId: string) =>
  getItem<ProviderItem>(activityKeys.provider(providerId), { consistent: true });

/**
 * A fee held by a payment it is not held by: the webhook's transaction for that payment fails (ERR) until
 * `restore` gives the fee back to it. How the replay suite makes the webhook fail half-way through a
 * notification, so the simulator retries the line.
 */
export async function detachFee(kindergartenId: string, feeId: string) {
  const before = await storedFee(kindergartenId, feeId);
  await updateItem(activityKeys.fee(kindergartenId, feeId), { set: { pendingPaymentId: 'elsewhere' } });
  return () =>
    updateItem(activityKeys.fee(kindergartenId, feeId), {
      set: { pendingPaymentId: before!.pendingPaymentId },
    });
}
