import { Group } from '@mantine/core';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field, type FieldHost } from '../../../ui/fields';
import type { PeriodFields } from './protocol-form';
import { useSettlementProviders } from './queries';

/** A document's fields of the form `form` (any form that has them), for the kindergarten's providers. */
interface SettlementFieldProps<V extends FieldValues> {
  kindergartenId: string;
  form: FieldHost<V>;
  testId: string;
}

/** The provider a document settles with: a form's `providerId` ('' while none), from the providers listed. */
export function ProviderSelect<V extends FieldValues & { providerId: string }>(
  props: SettlementFieldProps<V>,
) {
  const { kindergartenId, form, testId } = props;
  // The providers of the kindergarten's activities (the kit's picker offers only those paid online).
  const providers = useSettlementProviders(kindergartenId);
  return (
    <Field.Select
      form={form as unknown as FieldHost<{ providerId: string }>}
      name="providerId"
      required
      placeholder="Изберете доставчик"
      data={(providers.data ?? []).map((p) => ({ value: p.providerId, label: p.providerName }))}
      searchable
      w={320}
      testId={testId}
    />
  );
}

/**
 * The provider (of the kindergarten's activities) and the period a protocol or voucher settles: fields of the
 * form, with its messages (the end before the start shows at once, in the form's words).
 */
export function ProviderPeriod<V extends FieldValues & PeriodFields>(props: SettlementFieldProps<V>) {
  const { kindergartenId, form, testId } = props;
  const host = form as unknown as FieldHost<PeriodFields>;
  const [fromDate, toDate] = host.form.watch(['fromDate', 'toDate']);
  // The form's check of the order runs as soon as both dates are there, not only once the end is left.
  useEffect(() => {
    if (fromDate && toDate) void host.form.trigger('toDate');
  }, [fromDate, toDate, host.form]);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <ProviderSelect kindergartenId={kindergartenId} form={host} testId={`${testId}-provider`} />
      <Field.Date form={host} name="fromDate" required w={160} testId={`${testId}-from`} />
      <Field.Date form={host} name="toDate" required w={160} testId={`${testId}-to`} />
    </Group>
  );
}
