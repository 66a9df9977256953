import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { DateField } from '../../../ui/forms/DateField';
import { type PeriodFields, periodLabels, periodOrder } from './protocol-form';
import { providersQuery } from './queries';

/**
 * The provider (of the kindergarten's activities) and the period a protocol or voucher settles: fields of the
 * form, with its messages (the end before the start shows at once, in the form's words).
 */
export function ProviderPeriod<V extends FieldValues & PeriodFields>({
  kindergartenId,
  form,
  testId,
}: {
  kindergartenId: string;
  form: UseFormReturn<V>;
  testId: string;
}) {
  const control = form.control as unknown as Control<PeriodFields>;
  const providers = useQuery({ ...providersQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const [fromDate, toDate] = useWatch({ control, name: ['fromDate', 'toDate'] });
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Controller
        control={control}
        name="providerId"
        render={({ field, fieldState }) => (
          <Select
            label={periodLabels.providerId}
            withAsterisk
            placeholder="Изберете доставчик"
            data={(providers.data ?? []).map((p) => ({ value: p.providerId, label: p.providerName }))}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            searchable
            w={320}
            data-testid={`${testId}-provider`}
          />
        )}
      />
      <Controller
        control={control}
        name="fromDate"
        render={({ field, fieldState }) => (
          <DateField
            label={periodLabels.fromDate}
            withAsterisk
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            w={160}
            data-testid={`${testId}-from`}
          />
        )}
      />
      <Controller
        control={control}
        name="toDate"
        render={({ field, fieldState }) => (
          <DateField
            label={periodLabels.toDate}
            withAsterisk
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? periodOrder({ fromDate, toDate })}
            w={160}
            data-testid={`${testId}-to`}
          />
        )}
      />
    </Group>
  );
}
