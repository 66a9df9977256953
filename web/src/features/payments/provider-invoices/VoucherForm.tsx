import { sofiaDay } from '@gradina/shared/format-dates';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { DateField } from '../../../ui/forms/DateField';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { lastMonth } from './labels';
import { type PeriodValues, ProviderPeriod, periodOf } from './ProviderPeriod';
import { invalidateSettlements, voucherPreparationQuery } from './queries';
import { SettlementLines, SettlementTotals } from './SettlementLines';

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
  const today = sofiaDay(new Date()) ?? '';
  const [values, setValues] = useState<PeriodValues>({ providerId: null, ...lastMonth(today) });
  const [date, setDate] = useState<string | null>(today);
  const [recipientName, setRecipientName] = useState('');
  const [basis, setBasis] = useState('');
  const msg = useMessage();
  const client = useQueryClient();
  const navigate = useNavigate();
  const period = periodOf(values);
  const source = protocolId ? { protocolId } : period;
  const prep = useQuery({
    ...voucherPreparationQuery(kindergartenId, source ?? {}),
    enabled: Boolean(source),
  });
  const query = () => ({
    kindergartenId,
    ...(protocolId ? { protocolId } : period!),
    date: date ?? undefined,
    recipientName: recipientName || undefined,
    basis: basis || undefined,
  });
  const preview = useMutation({
    mutationFn: () => callApi('payments.voucherPreview', { query: query() }),
    onError: (e) => msg.fail(e),
  });
  const save = useMutation({
    mutationFn: () =>
      callApi('payments.saveVoucher', {
        body: {
          ...query(),
          date: date ?? '',
          recipientName,
          basis: basis || `Предаване на събрани в брой такси на ${prep.data?.providerName ?? ''}`,
          expectedTotalCents: prep.data?.providerDueCents,
        },
      }),
    onSuccess: async (reply) => {
      await invalidateSettlements(client);
      navigate(`/activities/accounting/invoice/${reply.entityId}`);
    },
    onError: (e) => msg.fail(e),
  });

  return (
    <Stack gap="md" data-testid="voucher-form">
      {protocolId ? (
        <Text data-testid="voucher-from-protocol">
          Плащанията в брой по протокола, които още не са предадени.
        </Text>
      ) : (
        <ProviderPeriod
          kindergartenId={kindergartenId}
          value={values}
          onChange={setValues}
          testId="voucher"
        />
      )}
      <MessageAlert msg={msg} testId="voucher-message" />
      {!source && <Text c="dimmed">Изберете доставчик и период.</Text>}
      {source && prep.isPending && <Loading />}
      {prep.isError && <QueryError error={prep.error} />}
      {prep.data && (
        <>
          <SettlementTotals t={prep.data} testId="voucher-totals" />
          <SettlementLines lines={prep.data.lines} testId="voucher-lines" />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <DateField label="Дата" value={date} onChange={setDate} w={160} data-testid="voucher-date" />
            <TextInput
              label="Получател"
              description="Лицето, което получава парите от името на доставчика"
              value={recipientName}
              onChange={(e) => setRecipientName(e.currentTarget.value)}
              maxLength={200}
              w={300}
              data-testid="voucher-recipient"
            />
            <TextInput
              label="Основание"
              placeholder="Предаване на събрани в брой такси"
              value={basis}
              onChange={(e) => setBasis(e.currentTarget.value)}
              maxLength={300}
              w={360}
              data-testid="voucher-basis"
            />
          </Group>
          <Group>
            <Button
              variant="default"
              loading={preview.isPending}
              disabled={prep.data.lines.length === 0}
              onClick={() => preview.mutate()}
              data-testid="voucher-preview"
            >
              Преглед (PDF)
            </Button>
            <Button
              loading={save.isPending}
              disabled={prep.data.lines.length === 0}
              onClick={() => {
                msg.clear();
                save.mutate();
              }}
              data-testid="voucher-save"
            >
              Запиши ордер
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
