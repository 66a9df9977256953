import { randomUUID } from 'node:crypto';
import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import type { Provider, ProviderBody } from '@gradina/shared/manifest/routes/activities/providers';
import type { ProviderItem } from '../../../domain/activities/items';
import { epayNotificationUrl } from '../../../domain/activities/notify-url';
import { now } from '../../../platform/clock';
import { pageOf, requireVersion, staleWrite } from '../../../platform/db';
import { conflict, forbidden, invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { RouteSession } from '../../../platform/http/route-session';
import { registerWithLocalSimulator } from '../../../platform/payments/epay/local-simulator';
import { decryptSecret, encryptSecret } from '../../../platform/secrets';
import {
  configurationAfterReset,
  configurationAfterSave,
  configurationAfterTest,
  configurationTesting,
  has,
  paymentsEnabled,
} from './configuration';
import {
  allProviders,
  createProvider,
  deleteProvider,
  nextInvoice,
  providerOrNotFound,
  replaceProvider,
  setConfiguration,
} from './items';
import { postNotification, testBody, webhookVerdict } from './webhook-test';

/**
 * Providers (national): the Master's registry with their ePay configuration, and the kindergartens'
 * reading of those whose online payments are enabled. The secret is sealed with the context
 * `{ providerId }` (platform/secrets) and only its presence leaves this module.
 */

/** What every reply shows of a provider: never `sealedSecret`. */
export function providerView(item: ProviderItem): Provider {
  return {
    id: item.id,
    name: item.name,
    eik: item.eik,
    address: item.address,
    contactName: item.contactName,
    phone: item.phone,
    email: item.email,
    defaultDiscountPercent: item.defaultDiscountPercent,
    min: item.min,
    secretSet: item.sealedSecret !== null && item.sealedSecret !== undefined,
    configuration: item.configuration,
    configurationError: item.configurationError ?? null,
    acceptsTransferPayments: Boolean(item.acceptsTransferPayments),
    notifyUrl: epayNotificationUrl(item.id),
    usedBy: Number(item.usedBy ?? 0),
    version: item.version,
  };
}

type PageQuery = { PageNumber?: number; PageSize?: number };
const paged = (rows: Provider[], q: PageQuery) =>
  pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));

/** `GET …/ActivityManagement/activity-providers`: every provider, by name (one Query). */
export const adminProviders = async (q: PageQuery) => paged((await allProviders()).map(providerView), q);

export const adminProvider = async (id: string) => providerView(await providerOrNotFound(id));

/** `GET /api/activities/activity-providers`: those parents can pay online, by name (one Query). */
export const enabledProviders = async (q: PageQuery) =>
  paged((await allProviders()).filter((p) => paymentsEnabled(p.configuration)).map(providerView), q);

/**
 * `GET /api/activities/activity-providers/{id}`: any provider of the national directory (its activities
 * stay readable after the Master disables its payments); the view has no secret.
 */
export const kindergartenProvider = async (id: string) => providerView(await providerOrNotFound(id));

const orNull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** `POST …/activity-provider`: creates (no id) or edits with the version read. */
export async function saveProvider(session: RouteSession, body: ProviderBody) {
  if (body.id && !session.can('ActivityCatalogue', 'update'))
    throw forbidden('Нямате права да променяте доставчици.');
  const expected = body.id ? requireVersion(body.version) : 0;
  const current = body.id ? await providerOrNotFound(body.id) : undefined;
  if (current && current.version !== expected) throw staleWrite();
  const id = current?.id ?? randomUUID();
  const min = orNull(body.min);
  const secret = body.secret ? body.secret : undefined;
  const sealedSecret = secret
    ? await encryptSecret(secret, { providerId: id })
    : (current?.sealedSecret ?? null);
  const configuration = configurationAfterSave({
    configuration: current?.configuration ?? Flag.NotConfigured,
    min,
    secretSet: sealedSecret !== null,
    acceptsTransferPayments: body.acceptsTransferPayments,
    onlinePaymentsEnabled: body.onlinePaymentsEnabled,
    credentialsChanged: secret !== undefined || min !== (current?.min ?? null),
  });
  if (body.onlinePaymentsEnabled && !has(configuration, Flag.WebHookVerified)) {
    const message =
      'Полето "Разрешени онлайн плащания": плащанията се разрешават след успешна проверка на известията (с текущите КИН и таен ключ).';
    throw invalidField('onlinePaymentsEnabled', message);
  }
  const item: ProviderItem = {
    id,
    name: body.name.trim(),
    eik: body.eik,
    address: orNull(body.address),
    contactName: orNull(body.contactName),
    phone: orNull(body.phone),
    email: orNull(body.email),
    min,
    sealedSecret,
    configuration,
    configurationError:
      configuration === current?.configuration ? (current.configurationError ?? null) : null,
    lastInvoice: current?.lastInvoice ?? 0,
    defaultDiscountPercent: body.defaultDiscountPercent,
    acceptsTransferPayments: body.acceptsTransferPayments,
    usedBy: current?.usedBy ?? 0,
    version: expected + 1,
    createdAt: current?.createdAt ?? now().toISOString(),
  };
  if (current) await replaceProvider(item, expected, current.configuration);
  else await createProvider(item);
  if (min && secret) await registerLocally(item, secret);
  return saved(id);
}

/** On the local cloud the simulator learns the merchant and its notification URL (in AWS: nothing). */
const registerLocally = (item: ProviderItem, secret: string) =>
  registerWithLocalSimulator({ min: item.min!, secret, name: item.name }, epayNotificationUrl(item.id));

/** `DELETE …/activity-provider/{id}`: refused (409) while activities use it. */
export async function removeProvider(id: string) {
  await providerOrNotFound(id);
  await deleteProvider(id);
  return saved(id);
}

/**
 * `POST …/initiate-webhook-test/{id}`: Verifying while the test runs, then Verified (and Ready) or the
 * error. A КИН or secret changed while it ran wins: the verdict, about the old ones, is dropped (409).
 */
export async function initiateWebhookTest(id: string) {
  const item = await providerOrNotFound(id);
  if (!item.min || !item.sealedSecret) {
    const message = 'Въведете КИН и таен ключ на доставчика преди проверката на известията.';
    throw invalidField(item.min ? 'secret' : 'min', message);
  }
  const testing = configurationTesting(item.configuration);
  if (!(await setConfiguration(item, testing, null))) throw staleWrite();
  const invoice = await nextInvoice(id);
  const secret = await decryptSecret(item.sealedSecret, { providerId: id });
  // The local simulator forgets its merchants on restart; the test is where the Master notices.
  await registerLocally(item, secret);
  const reply = await postNotification(epayNotificationUrl(id), testBody(invoice, now(), secret));
  const verdict = webhookVerdict(invoice, reply);
  const configuration = configurationAfterTest(
    testing,
    verdict.verified,
    Boolean(item.acceptsTransferPayments),
  );
  const error = verdict.verified ? null : verdict.error;
  if (!(await setConfiguration({ ...item, configuration: testing }, configuration, error)))
    throw conflict('Данните за ePay на доставчика бяха променени по време на проверката. Проверете отново.');
  return { isVerified: verdict.verified, configuration, configurationError: error };
}

/** `POST …/reset-error-status/{id}`: clears the error and a test left half-way. */
export async function resetProviderError(id: string) {
  const item = await providerOrNotFound(id);
  if (!(await setConfiguration(item, configurationAfterReset(item.configuration), null))) throw staleWrite();
  return saved(id);
}
