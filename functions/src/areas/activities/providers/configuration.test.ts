import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import { isValidEik } from '@gradina/shared/manifest/routes/activities/providers';
import { describe, expect, it } from 'vitest';
import {
  configurationAfterReset,
  configurationAfterSave,
  configurationAfterTest,
  configurationTesting,
  paymentsEnabled,
} from './configuration';

const verified = Flag.IdSet | Flag.SecretSet | Flag.WebHookVerified;
const save = (configuration: number, changes: Partial<Parameters<typeof configurationAfterSave>[0]> = {}) =>
  configurationAfterSave({
    configuration,
    min: '1234567890',
    secretSet: true,
    acceptsTransferPayments: false,
    onlinePaymentsEnabled: false,
    credentialsChanged: false,
    ...changes,
  });

describe('the ePay configuration stages', () => {
  it('sets IdSet and SecretSet from what is stored', () => {
    expect(save(Flag.NotConfigured, { min: null, secretSet: false })).toBe(Flag.NotConfigured);
    expect(save(Flag.NotConfigured, { secretSet: false })).toBe(Flag.IdSet);
    expect(save(Flag.NotConfigured)).toBe(Flag.IdSet | Flag.SecretSet);
  });

  it('keeps a verification while the КИН and secret stay, and adds Ready and Enabled on request', () => {
    expect(save(verified)).toBe(verified);
    expect(save(verified, { acceptsTransferPayments: true, onlinePaymentsEnabled: true })).toBe(
      verified | Flag.TransferPaymentReady | Flag.TransferPaymentEnabled,
    );
    const all = verified | Flag.TransferPaymentReady | Flag.TransferPaymentEnabled;
    expect(save(all)).toBe(verified);
  });

  it('drops the verified stages when the КИН or the secret changes or goes', () => {
    const all = verified | Flag.TransferPaymentReady | Flag.TransferPaymentEnabled;
    const again = { acceptsTransferPayments: true, onlinePaymentsEnabled: true };
    expect(save(all, { ...again, credentialsChanged: true })).toBe(Flag.IdSet | Flag.SecretSet);
    expect(save(all, { ...again, min: null })).toBe(Flag.SecretSet);
  });

  it('never enables payments before a verification', () => {
    expect(
      save(Flag.IdSet | Flag.SecretSet, { onlinePaymentsEnabled: true, acceptsTransferPayments: true }),
    ).toBe(Flag.IdSet | Flag.SecretSet);
    expect(paymentsEnabled(Flag.TransferPaymentEnabled)).toBe(false);
    expect(paymentsEnabled(verified | Flag.TransferPaymentEnabled)).toBe(true);
  });

  it('runs a test: Verifying, then Verified (Ready with batch payments) or the old stages kept', () => {
    const testing = configurationTesting(Flag.IdSet | Flag.SecretSet);
    expect(testing).toBe(Flag.IdSet | Flag.SecretSet | Flag.WebHookVerifying);
    expect(configurationAfterTest(testing, true, false)).toBe(verified);
    expect(configurationAfterTest(testing, true, true)).toBe(verified | Flag.TransferPaymentReady);
    expect(configurationAfterTest(testing, false, true)).toBe(Flag.IdSet | Flag.SecretSet);
    expect(configurationAfterTest(configurationTesting(verified), false, false)).toBe(verified);
  });

  it('a reset clears a test left half-way', () => {
    expect(configurationAfterReset(Flag.IdSet | Flag.WebHookVerifying)).toBe(Flag.IdSet);
  });
});

describe('ЕИК/БУЛСТАТ', () => {
  it('accepts 9 and 13 digits with their check digits', () => {
    expect(isValidEik('831641791')).toBe(true);
    // 1000000 08: the first weights leave 10, the second give 6.
    expect(isValidEik('100000086')).toBe(true);
    expect(isValidEik('100000080')).toBe(false);
    expect(isValidEik('121345678')).toBe(false);
    expect(isValidEik('175074752')).toBe(true);
    expect(isValidEik('1750747520004')).toBe(true);
    expect(isValidEik('1750747520001')).toBe(false);
  });

  it('refuses other lengths and letters', () => {
    expect(isValidEik('12345678')).toBe(false);
    expect(isValidEik('17507475A')).toBe(false);
    expect(isValidEik('')).toBe(false);
  });
});
