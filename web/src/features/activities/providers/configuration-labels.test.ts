import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { configurationBadges } from './configuration-labels';

const labels = (configuration: number, error: string | null = null) =>
  configurationBadges(configuration, error).map((b) => b.label);

describe('configuration badges', () => {
  it('names every stage reached, in order', () => {
    expect(labels(Flag.NotConfigured)).toEqual(['Не е настроен']);
    expect(labels(Flag.IdSet | Flag.SecretSet)).toEqual(['КИН', 'Таен ключ']);
    expect(labels(Flag.IdSet | Flag.SecretSet | Flag.WebHookVerified | Flag.TransferPaymentEnabled)).toEqual([
      'КИН',
      'Таен ключ',
      'Проверен',
      'Онлайн плащания',
    ]);
  });

  it('puts an error first', () => {
    expect(labels(Flag.IdSet | Flag.SecretSet, 'Адресът не отговори.')).toEqual([
      'Грешка',
      'КИН',
      'Таен ключ',
    ]);
  });
});
