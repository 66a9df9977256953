import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';

/** How a provider's ePay configuration stages read (PaymentProviderConfigurationFlags), in stage order. */
export const configurationStageLabels: [flag: number, label: string, color: string][] = [
  [Flag.IdSet, 'КИН', 'gray'],
  [Flag.SecretSet, 'Таен ключ', 'gray'],
  [Flag.WebHookVerifying, 'Проверява се', 'yellow'],
  [Flag.WebHookVerified, 'Проверен', 'green'],
  [Flag.TransferPaymentReady, 'Групови плащания', 'teal'],
  [Flag.TransferPaymentEnabled, 'Онлайн плащания', 'green'],
];

export interface StageBadge {
  label: string;
  color: string;
}

/** The badges a provider's row shows: each stage reached, an error first, "Не е настроен" for none. Pure. */
export function configurationBadges(configuration: number, configurationError: string | null): StageBadge[] {
  const badges = configurationStageLabels
    .filter(([flag]) => (configuration & flag) === flag)
    .map(([, label, color]) => ({ label, color }));
  if (configurationError) badges.unshift({ label: 'Грешка', color: 'red' });
  return badges.length > 0 ? badges : [{ label: 'Не е настроен', color: 'gray' }];
}
