import { sofiaDay } from '@gradina/shared/format-dates';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { FormDateField } from '../../../ui/forms/FormDateField';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert } from '../../../ui/result-message';
import { lastMonth } from './labels';
import { ProviderPeriod } from './ProviderPeriod';
import { periodOf } from './protocol-form';
import { invalidateSettlements, voucherPreparationQuery } from './queries';
import { SettlementLines, SettlementTotals } from './SettlementLines';
import {
  newVoucher,
  type VoucherValues,
  voucherFormSpec,
  voucherLabels,
  voucherSource,
} from './voucher-form';

/**
 * An expense cash voucher: the provider's cash payments of a period (or of a protocol) not yet handed over,
 * the sum due to the provider, who receives it and on what basis; its printed preview and the save.
 */
export function VoucherForm({
  kindergartenId,
  protocolId,
}: {
  kindergartenId: string;
  protocolId?: string | undefined;
}) {
  const [today] = useState(() => sofiaDay(new Date()) ?? '');
  const client = useQueryClient();
  const navigate = useNavigate();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    VoucherValues,
    'payments.saveVoucher'
  >('payments.saveVoucher', {
    ...voucherFormSpec(kindergartenId),
    defaultValues: newVoucher({ providerId: '', ...lastMonth(today) }, today, protocolId),
  });
  const [providerId, fromDate, toDate] = form.watch(['providerId', 'fromDate', 'toDate']);
  const period = periodOf({ providerId, fromDate, toDate });
  const source = protocolId ? { protocolId } : period;
  const prep = useQuery({
    ...voucherPreparationQuery(kindergartenId, source ?? {}),
    enabled: Boolean(source),
  });
  // The usual basis names the provider of the payments shown.
  const providerName = prep.data?.providerName ?? '';
  useEffect(() => {
    form.setValue('providerName', providerName);
  }, [providerName, form]);

  const preview = useMutation({
    mutationFn: () => {
      const v = form.getValues();
      return callApi('payments.voucherPreview', {
        query: {
          kindergartenId,
          ...voucherSource(v),
          date: v.date || undefined,
          recipientName: v.recipientName.trim() || undefined,
          recipientDocument: v.recipientDocument.trim() || undefined,
          basis: v.basis.trim() || undefined,
        },
      });
    },
    onError: (e) => setFormError(saveErrorText(e)),
  });
  const save = useMutation({
    mutationFn: (v: VoucherValues) =>
      callApi('payments.saveVoucher', {
        body: { ...toBody(v), expectedTotalCents: prep.data?.providerDueCents },
      }),
    onSuccess: async (reply) => {
      await invalidateSettlements(client);
      navigate(`/activities/accounting/invoice/${reply.entityId}`);
    },
    onError: (e) => onServerError(e),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      data-testid="voucher-form"
      onSubmit={form.handleSubmit((v) => {
        setFormError(undefined);
        save.mutate(v);
      })}
    >
      <Stack gap="md">
        {protocolId ? (
          <Text data-testid="voucher-from-protocol">
            Плащанията в брой по протокола, които още не са предадени.
          </Text>
        ) : (
          <ProviderPeriod kindergartenId={kindergartenId} form={form} testId="voucher" />
        )}
        <MessageAlert
          message={formError ? { ok: false, text: formError } : undefined}
          onClose={() => setFormError(undefined)}
          testId="voucher-message"
        />
        {!source && <Text c="dimmed">Изберете доставчик и период.</Text>}
        {source && prep.isPending && <Loading />}
        {prep.isError && <QueryError error={prep.error} />}
        {prep.data && (
          <>
            <SettlementTotals t={prep.data} testId="voucher-totals" />
            <SettlementLines lines={prep.data.lines} testId="voucher-lines" />
            <Group gap="sm" align="flex-start" wrap="wrap">
              <FormDateField
                control={form.control}
                name="date"
                label={voucherLabels.date}
                withAsterisk
                w={160}
                data-testid="voucher-date"
              />
              <TextInput
                {...form.register('recipientName')}
                label={voucherLabels.recipientName}
                withAsterisk
                description="Лицето, което получава парите от името на доставчика"
                maxLength={200}
                error={errors.recipientName?.message}
                w={300}
                data-testid="voucher-recipient"
              />
              <TextInput
                {...form.register('recipientDocument')}
                label={voucherLabels.recipientDocument}
                withAsterisk
                description="Вид, номер, дата и място на издаване (напр. л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив)"
                maxLength={200}
                error={errors.recipientDocument?.message}
                w={300}
                data-testid="voucher-recipient-document"
              />
              <TextInput
                {...form.register('basis')}
                label={voucherLabels.basis}
                placeholder="Предаване на събрани в брой такси"
                maxLength={300}
                error={errors.basis?.message}
                w={360}
                data-testid="voucher-basis"
              />
            </Group>
            <Group>
              <Button
                variant="default"
                loading={preview.isPending}
                disabled={prep.data.lines.length === 0}
                onClick={() => {
                  setFormError(undefined);
                  preview.mutate();
                }}
                data-testid="voucher-preview"
              >
                Преглед (PDF)
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={prep.data.lines.length === 0}
                data-testid="voucher-save"
              >
                Запиши ордер
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
