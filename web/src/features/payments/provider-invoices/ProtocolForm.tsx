import { sofiaDay } from '@gradina/shared/format-dates';
import { Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { FormDateField } from '../../../ui/forms/FormDateField';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert } from '../../../ui/result-message';
import { lastMonth } from './labels';
import { ProviderPeriod } from './ProviderPeriod';
import {
  type ManualProtocolValues,
  manualProtocolFormSpec,
  manualProtocolLabels,
  newManualProtocol,
  newProtocol,
  type PeriodFields,
  type ProtocolValues,
  periodOf,
  protocolFormSpec,
  protocolLabels,
} from './protocol-form';
import { invalidateSettlements, protocolPreparationQuery } from './queries';
import { SettlementLines, SettlementTotals } from './SettlementLines';

/** What the two kinds of protocol share, kept when the user switches between them. */
type Start = PeriodFields & { date: string };

/**
 * A protocol of a provider's payments of a period: the preparation (the payments no protocol has yet, with
 * the kindergarten's share), its printed preview, and the save; or a protocol with an amount entered by hand
 * and its reason. Each is a form on its route's schema; the provider, the period and the date carry over
 * from one to the other.
 */
export function ProtocolForm({ kindergartenId }: { kindergartenId: string }) {
  const [manual, setManual] = useState(false);
  const [start, setStart] = useState<Start>(() => {
    const today = sofiaDay(new Date()) ?? '';
    return { providerId: '', ...lastMonth(today), date: today };
  });
  const switchTo = (toManual: boolean, values: Start) => {
    setStart({
      providerId: values.providerId,
      fromDate: values.fromDate,
      toDate: values.toDate,
      date: values.date,
    });
    setManual(toManual);
  };
  return manual ? (
    <ManualProtocolForm kindergartenId={kindergartenId} start={start} onSwitch={switchTo} />
  ) : (
    <PreparedProtocolForm kindergartenId={kindergartenId} start={start} onSwitch={switchTo} />
  );
}

interface FormProps {
  kindergartenId: string;
  start: Start;
  onSwitch: (toManual: boolean, values: Start) => void;
}

/** A saved protocol: the lists and preparations read again, and its page. */
function useSaved() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (reply: { entityId: string | number | null }) => {
    await invalidateSettlements(client);
    navigate(`/activities/accounting/invoice/${reply.entityId}`);
  };
}

/** The provider, the period, the protocol's date and the switch to (or from) an amount entered by hand. */
function ProtocolHead<V extends FieldValues & Start>({
  kindergartenId,
  form,
  manual,
  onSwitch,
}: {
  kindergartenId: string;
  form: UseFormReturn<V>;
  manual: boolean;
  onSwitch: FormProps['onSwitch'];
}) {
  const f = form as unknown as UseFormReturn<Start>;
  return (
    <>
      <ProviderPeriod kindergartenId={kindergartenId} form={f} testId="protocol" />
      <Group gap="sm" align="flex-end">
        <FormDateField
          control={f.control}
          name="date"
          label={protocolLabels.date}
          withAsterisk
          w={180}
          data-testid="protocol-date"
        />
        <Switch
          label="Ръчно въведена сума"
          checked={manual}
          onChange={(e) => onSwitch(e.currentTarget.checked, f.getValues())}
          data-testid="protocol-manual"
        />
      </Group>
    </>
  );
}

function FormMessage({ text, onClose }: { text: string | undefined; onClose: () => void }) {
  return (
    <MessageAlert
      message={text ? { ok: false, text } : undefined}
      onClose={onClose}
      testId="protocol-message"
    />
  );
}

function PreparedProtocolForm({ kindergartenId, start, onSwitch }: FormProps) {
  const saved = useSaved();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ProtocolValues,
    'payments.saveProtocol'
  >('payments.saveProtocol', {
    ...protocolFormSpec(kindergartenId),
    defaultValues: newProtocol(start, start.date),
  });
  const [providerId, fromDate, toDate, date] = form.watch(['providerId', 'fromDate', 'toDate', 'date']);
  const period = periodOf({ providerId, fromDate, toDate });
  const prep = useQuery({
    ...protocolPreparationQuery(kindergartenId, period ?? { providerId: '', fromDate: '', toDate: '' }),
    enabled: Boolean(period),
  });
  const save = useMutation({
    mutationFn: (v: ProtocolValues) =>
      callApi('payments.saveProtocol', {
        body: { ...toBody(v), expectedTotalCents: prep.data?.collectedCents },
      }),
    onSuccess: saved,
    onError: (e) => onServerError(e),
  });
  const preview = useMutation({
    mutationFn: () =>
      callApi('payments.protocolPreview', { query: { kindergartenId, ...period!, date: date || undefined } }),
    onError: (e) => setFormError(saveErrorText(e)),
  });

  return (
    <form
      noValidate
      data-testid="protocol-form"
      onSubmit={form.handleSubmit((v) => {
        setFormError(undefined);
        save.mutate(v);
      })}
    >
      <Stack gap="md">
        <ProtocolHead kindergartenId={kindergartenId} form={form} manual={false} onSwitch={onSwitch} />
        <FormMessage text={formError} onClose={() => setFormError(undefined)} />
        {!period && <Text c="dimmed">Изберете доставчик и период.</Text>}
        {period && prep.isPending && <Loading />}
        {period && prep.isError && <QueryError error={prep.error} />}
        {period && prep.data && (
          <>
            <SettlementTotals t={prep.data} testId="protocol-totals" />
            {prep.data.alreadySettledCount > 0 && (
              <Text size="sm" c="dimmed" data-testid="protocol-settled">
                {prep.data.alreadySettledCount} плащания от периода вече са в друг протокол.
              </Text>
            )}
            <SettlementLines lines={prep.data.lines} testId="protocol-lines" />
            <Textarea
              {...form.register('note')}
              label={protocolLabels.note}
              maxLength={500}
              error={form.formState.errors.note?.message}
            />
            <Group>
              <Button
                variant="default"
                loading={preview.isPending}
                disabled={prep.data.lines.length === 0}
                onClick={() => {
                  setFormError(undefined);
                  preview.mutate();
                }}
                data-testid="protocol-preview"
              >
                Преглед (PDF)
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={prep.data.lines.length === 0}
                data-testid="protocol-save"
              >
                Запиши протокол
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

function ManualProtocolForm({ kindergartenId, start, onSwitch }: FormProps) {
  const saved = useSaved();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ManualProtocolValues,
    'payments.saveManualProtocol'
  >('payments.saveManualProtocol', {
    ...manualProtocolFormSpec(kindergartenId),
    defaultValues: newManualProtocol(start, start.date),
  });
  const save = useMutation({
    mutationFn: (v: ManualProtocolValues) => callApi('payments.saveManualProtocol', { body: toBody(v) }),
    onSuccess: saved,
    onError: (e) => onServerError(e),
  });
  const { errors } = form.formState;
  const money = (name: 'amount' | 'share', w: number, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DecimalInput
          label={manualProtocolLabels[name]}
          withAsterisk={name === 'amount'}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          decimals={2}
          error={errors[name]?.message}
          w={w}
          data-testid={testId}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      data-testid="protocol-form"
      onSubmit={form.handleSubmit((v) => {
        setFormError(undefined);
        save.mutate(v);
      })}
    >
      <Stack gap="md">
        <ProtocolHead kindergartenId={kindergartenId} form={form} manual onSwitch={onSwitch} />
        <FormMessage text={formError} onClose={() => setFormError(undefined)} />
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group gap="sm" align="flex-start">
              {money('amount', 180, 'manual-amount')}
              {money('share', 220, 'manual-share')}
            </Group>
            <TextInput
              {...form.register('reason')}
              label={manualProtocolLabels.reason}
              withAsterisk
              maxLength={500}
              error={errors.reason?.message}
              data-testid="manual-reason"
            />
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="manual-save">
                Запиши протокол с ръчна сума
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
