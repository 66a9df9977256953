import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';

/**
 * A provider's ePay configuration stages (PaymentProviderConfigurationFlags, OR-ed), as pure functions:
 * IdSet and SecretSet follow what is stored; WebHookVerifying while a test runs; WebHookVerified when the
 * provider's notification URL answered the test as the protocol says; TransferPaymentReady when verified and
 * the provider accepts batch payments; TransferPaymentEnabled when the Master enabled online payments (only
 * once verified). A new КИН or secret must be verified again.
 */

const verifiedStages = Flag.WebHookVerified | Flag.TransferPaymentReady | Flag.TransferPaymentEnabled;

export const has = (configuration: number, flag: number) => (configuration & flag) === flag;

export interface SavedConfiguration {
  configuration: number;
  min: string | null;
  secretSet: boolean;
  acceptsTransferPayments: boolean;
  onlinePaymentsEnabled: boolean;
  /** The КИН or the secret differs from what was verified. */
  credentialsChanged: boolean;
}

/** The flags after a save: the stored credentials' bits, the verified stages kept unless they changed. */
export function configurationAfterSave(s: SavedConfiguration): number {
  let flags =
    s.configuration &
    ~(Flag.IdSet | Flag.SecretSet | Flag.TransferPaymentReady | Flag.TransferPaymentEnabled);
  if (s.credentialsChanged || !s.min || !s.secretSet) flags &= ~(verifiedStages | Flag.WebHookVerifying);
  if (s.min) flags |= Flag.IdSet;
  if (s.secretSet) flags |= Flag.SecretSet;
  if (has(flags, Flag.WebHookVerified)) {
    if (s.acceptsTransferPayments) flags |= Flag.TransferPaymentReady;
    if (s.onlinePaymentsEnabled) flags |= Flag.TransferPaymentEnabled;
  }
  return flags;
}

/** The flags once a test starts: Verifying set, the error to be cleared by the caller. */
export const configurationTesting = (configuration: number) => configuration | Flag.WebHookVerifying;

/**
 * The flags when the test ends: Verifying cleared; a pass sets Verified (and Ready with batch payments). A
 * failed test of a provider verified before keeps its stages (the error is shown to the Master): a webhook
 * down for a minute must not stop the parents' payments of every kindergarten.
 */
export function configurationAfterTest(
  configuration: number,
  verified: boolean,
  acceptsTransferPayments: boolean,
): number {
  const flags = configuration & ~Flag.WebHookVerifying;
  if (!verified) return flags;
  return flags | Flag.WebHookVerified | (acceptsTransferPayments ? Flag.TransferPaymentReady : 0);
}

/** `reset-error-status`: the error goes, and a test left half-way (Verifying) with it. */
export const configurationAfterReset = (configuration: number) => configuration & ~Flag.WebHookVerifying;

/** Whether kindergartens may choose the provider for an activity: parents can pay it online. */
export const paymentsEnabled = (configuration: number) =>
  has(configuration, Flag.WebHookVerified | Flag.TransferPaymentEnabled);
