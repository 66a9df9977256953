import { sofiaDay } from '@gradina/shared/format-dates';
import { Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { DateField } from '../../../ui/forms/DateField';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { centsOf, lastMonth } from './labels';
import { type PeriodValues, ProviderPeriod, periodOf } from './ProviderPeriod';
import { invalidateSettlements, protocolPreparationQuery } from './queries';
import { SettlementLines, SettlementTotals } from './SettlementLines';

/**
 * A protocol of a provider's payments of a period: the preparation (the payments no protocol has yet, with
 * the kindergarten's share), its printed preview, and the save; or a protocol with an amount entered by hand
 * and its reason.
 */
export function ProtocolForm({ kindergartenId }: { kindergartenId: string }) {
  const today = sofiaDay(new Date()) ?? '';
  const [values, setValues] = useState<PeriodValues>({ providerId: null, ...lastMonth(today) });
  const [date, setDate] = useState<string | null>(today);
  const [note, setNote] = useState('');
  const [manual, setManual] = useState(false);
  const [amount, setAmount] = useState('');
  const [share, setShare] = useState('0.00');
  const [reason, setReason] = useState('');
  const msg = useMessage();
  const client = useQueryClient();
  const navigate = useNavigate();
  const period = periodOf(values);
  const prep = useQuery({
    ...protocolPreparationQuery(kindergartenId, period ?? { providerId: '', fromDate: '', toDate: '' }),
    enabled: Boolean(period) && !manual,
  });

  const saved = async (reply: { entityId: string | number | null }) => {
    await invalidateSettlements(client);
    navigate(`/activities/accounting/invoice/${reply.entityId}`);
  };
  const save = useMutation({
    mutationFn: () =>
      callApi('payments.saveProtocol', {
        body: {
          kindergartenId,
          ...period!,
          date: date ?? '',
          note,
          expectedTotalCents: prep.data?.collectedCents,
        },
      }),
    onSuccess: saved,
    onError: (e) => msg.fail(e),
  });
  const saveManual = useMutation({
    mutationFn: () =>
      callApi('payments.saveManualProtocol', {
        body: {
          kindergartenId,
          providerId: values.providerId ?? '',
          fromDate: values.fromDate ?? '',
          toDate: values.toDate ?? '',
          date: date ?? '',
          amountCents: centsOf(amount) ?? 0,
          kindergartenShareCents: centsOf(share) ?? 0,
          reason,
        },
      }),
    onSuccess: saved,
    onError: (e) => msg.fail(e),
  });
  const preview = useMutation({
    mutationFn: () =>
      callApi('payments.protocolPreview', { query: { kindergartenId, ...period!, date: date ?? undefined } }),
    onError: (e) => msg.fail(e),
  });

  return (
    <Stack gap="md" data-testid="protocol-form">
      <ProviderPeriod kindergartenId={kindergartenId} value={values} onChange={setValues} testId="protocol" />
      <Group gap="sm" align="flex-end">
        <DateField
          label="Дата на протокола"
          value={date}
          onChange={setDate}
          w={180}
          data-testid="protocol-date"
        />
        <Switch
          label="Ръчно въведена сума"
          checked={manual}
          onChange={(e) => setManual(e.currentTarget.checked)}
          data-testid="protocol-manual"
        />
      </Group>
      <MessageAlert msg={msg} testId="protocol-message" />
      {!period && <Text c="dimmed">Изберете доставчик и период.</Text>}
      {period && !manual && prep.isPending && <Loading />}
      {period && !manual && prep.isError && <QueryError error={prep.error} />}
      {period && !manual && prep.data && (
        <>
          <SettlementTotals t={prep.data} testId="protocol-totals" />
          {prep.data.alreadySettledCount > 0 && (
            <Text size="sm" c="dimmed" data-testid="protocol-settled">
              {prep.data.alreadySettledCount} плащания от периода вече са в друг протокол.
            </Text>
          )}
          <SettlementLines lines={prep.data.lines} testId="protocol-lines" />
          <Textarea
            label="Бележка"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
          />
          <Group>
            <Button
              variant="default"
              loading={preview.isPending}
              disabled={prep.data.lines.length === 0}
              onClick={() => preview.mutate()}
              data-testid="protocol-preview"
            >
              Преглед (PDF)
            </Button>
            <Button
              loading={save.isPending}
              disabled={prep.data.lines.length === 0 || !date}
              onClick={() => {
                msg.clear();
                save.mutate();
              }}
              data-testid="protocol-save"
            >
              Запиши протокол
            </Button>
          </Group>
        </>
      )}
      {manual && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group gap="sm" align="flex-start">
              <DecimalInput
                label="Събрана сума (€)"
                value={amount}
                onChange={setAmount}
                decimals={2}
                w={180}
                data-testid="manual-amount"
              />
              <DecimalInput
                label="Дял на детската градина (€)"
                value={share}
                onChange={setShare}
                decimals={2}
                w={220}
                data-testid="manual-share"
              />
            </Group>
            <TextInput
              label="Основание"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={500}
              data-testid="manual-reason"
            />
            <Group>
              <Button
                loading={saveManual.isPending}
                onClick={() => {
                  msg.clear();
                  saveManual.mutate();
                }}
                data-testid="manual-save"
              >
                Запиши протокол с ръчна сума
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
