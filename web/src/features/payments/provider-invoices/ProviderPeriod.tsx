import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateField } from '../../../ui/forms/DateField';
import { providersQuery } from './queries';

export interface PeriodValues {
  providerId: string | null;
  fromDate: string | null;
  toDate: string | null;
}

/** The complete period, or undefined while a field is empty or the end is before the start. */
export const periodOf = (v: PeriodValues) =>
  v.providerId && v.fromDate && v.toDate && v.toDate >= v.fromDate
    ? { providerId: v.providerId, fromDate: v.fromDate, toDate: v.toDate }
    : undefined;

/** The provider (of the kindergarten's activities) and the period a protocol or voucher settles. */
export function ProviderPeriod({
  kindergartenId,
  value,
  onChange,
  testId,
}: {
  kindergartenId: string;
  value: PeriodValues;
  onChange: (v: PeriodValues) => void;
  testId: string;
}) {
  const providers = useQuery({ ...providersQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const backwards = value.fromDate && value.toDate && value.toDate < value.fromDate;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label="Доставчик"
        placeholder="Изберете доставчик"
        data={(providers.data ?? []).map((p) => ({ value: p.providerId, label: p.providerName }))}
        value={value.providerId}
        onChange={(providerId) => onChange({ ...value, providerId })}
        searchable
        w={320}
        data-testid={`${testId}-provider`}
      />
      <DateField
        label="От дата"
        value={value.fromDate}
        onChange={(fromDate) => onChange({ ...value, fromDate })}
        w={160}
        data-testid={`${testId}-from`}
      />
      <DateField
        label="До дата"
        value={value.toDate}
        onChange={(toDate) => onChange({ ...value, toDate })}
        error={backwards ? 'Полето "До дата" не може да е преди "От дата".' : undefined}
        w={160}
        data-testid={`${testId}-to`}
      />
    </Group>
  );
}
