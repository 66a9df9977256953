import { sofiaDay } from '@gradina/shared/format-dates';
import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { Loading } from '../../../ui/Loading';
import { useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { lastMonth } from './labels';
import { ProviderPeriod } from './ProviderPeriod';
import { periodOf } from './protocol-form';
import { invalidateSettlements } from './queries';
import { SettlementFrame } from './SettlementFrame';
import { SettlementLines, SettlementTotals } from './SettlementLines';
import { documentPage, settlementsList } from './settlement-form';
import { newVoucher, voucherFormSpec, voucherSource } from './voucher-form';

/** Who receives the cash and on what basis (empty: the usual basis naming the provider). */
const recipientFields = [
  {
    name: 'recipientName',
    required: true,
    description: 'Лицето, което получава парите от името на доставчика',
    maxLength: 200,
    w: 300,
    testId: 'voucher-recipient',
  },
  {
    name: 'recipientDocument',
    required: true,
    description:
      'Вид, номер, дата и място на издаване (напр. л.к. № 645123456, изд. 12.03.2020 г., МВР – Пловдив)',
    maxLength: 200,
    w: 300,
    testId: 'voucher-recipient-document',
  },
  {
    name: 'basis',
    required: false,
    placeholder: 'Предаване на събрани в брой такси',
    maxLength: 300,
    w: 360,
    testId: 'voucher-basis',
  },
] as const;

/**
 * An expense cash voucher: the provider's cash payments of a period (or of a protocol) not yet handed over,
 * the sum due to the provider, who receives it and on what basis; its printed preview and the save (shown
 * once there are payments to hand over, with the sum shown, so one recorded meanwhile is not paid unseen).
 */
export function VoucherForm({
  kindergartenId,
  protocolId,
}: {
  kindergartenId: string;
  protocolId?: string | undefined;
}) {
  const [today] = useState(() => sofiaDay(new Date()) ?? '');
  const navigate = useNavigate();
  const spec = voucherFormSpec(kindergartenId);
  const page = useFormPage('payments.saveVoucher', {
    spec: { ...spec, defaultValues: newVoucher({ providerId: '', ...lastMonth(today) }, today, protocolId) },
    toArgs: (v) => ({ body: { ...spec.toBody(v), expectedTotalCents: prep.data?.providerDueCents } }),
    refresh: invalidateSettlements,
    back: settlementsList,
    onSaved: (reply) => navigate(documentPage(reply)),
  });
  const { form } = page;
  const [providerId, fromDate, toDate] = form.watch(['providerId', 'fromDate', 'toDate']);
  const period = periodOf({ providerId, fromDate, toDate });
  const source = protocolId ? { protocolId } : period;
  const prep = useRouteQuery(
    'payments.voucherPreparation',
    { query: { kindergartenId, ...(source ?? {}) } },
    { enabled: Boolean(source) },
  );
  // The usual basis names the provider of the payments shown.
  const providerName = prep.data?.providerName ?? '';
  useEffect(() => {
    form.setValue('providerName', providerName);
  }, [providerName, form]);

  const settles = Boolean(prep.data && prep.data.lines.length > 0);
  const preview = () => {
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
  };

  return (
    <SettlementFrame
      page={page}
      saveLabel="Запиши ордер"
      settles={settles}
      preview={preview}
      testId="voucher"
    >
      {protocolId ? (
        <Text data-testid="voucher-from-protocol">
          Плащанията в брой по протокола, които още не са предадени.
        </Text>
      ) : (
        <ProviderPeriod kindergartenId={kindergartenId} form={page} testId="voucher" />
      )}
      {!source && <Text c="dimmed">Изберете доставчик и период.</Text>}
      {source && prep.isPending && <Loading />}
      {prep.isError && <QueryError error={prep.error} />}
      {prep.data && (
        <>
          <SettlementTotals t={prep.data} testId="voucher-totals" />
          <SettlementLines lines={prep.data.lines} testId="voucher-lines" />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Field.Date form={page} name="date" required w={160} testId="voucher-date" />
            {recipientFields.map((f) => (
              <Field.Text key={f.name} form={page} {...f} />
            ))}
          </Group>
        </>
      )}
    </SettlementFrame>
  );
}
