import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../ui/forms/FormDateField';
import { type PeriodFields, periodLabels, periodOrder } from './protocol-form';
import { providersQuery } from './queries';

/** The provider a document settles with: a form's `providerId` ('' while none), from the providers listed. */
export function ProviderSelect<V extends FieldValues & { providerId: string }>({
  kindergartenId,
  control,
  testId,
}: {
  kindergartenId: string;
  control: Control<V>;
  testId: string;
}) {
  const providers = useQuery({ ...providersQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  return (
    <Controller
      control={control as unknown as Control<{ providerId: string }>}
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
          data-testid={testId}
        />
      )}
    />
  );
}

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
  const [fromDate, toDate] = useWatch({ control, name: ['fromDate', 'toDate'] });
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <ProviderSelect kindergartenId={kindergartenId} control={control} testId={`${testId}-provider`} />
      <FormDateField
        control={control}
        name="fromDate"
        label={periodLabels.fromDate}
        withAsterisk
        w={160}
        data-testid={`${testId}-from`}
      />
      <FormDateField
        control={control}
        name="toDate"
        label={periodLabels.toDate}
        withAsterisk
        error={periodOrder({ fromDate, toDate })}
        w={160}
        data-testid={`${testId}-to`}
      />
    </Group>
  );
}
