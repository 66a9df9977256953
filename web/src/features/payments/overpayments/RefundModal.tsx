import { PaymentMethod } from '@gradina/shared';
import { sofiaDay } from '@gradina/shared/format-dates';
import type { Overpayment } from '@gradina/shared/manifest/routes/payments/overpayments';
import { refundMethodLabels, refundMethods } from '@gradina/shared/manifest/routes/payments/overpayments';
import { formatCents } from '@gradina/shared/money-words';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { DateField } from '../../../ui/forms/DateField';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { MessageAlert } from '../../../ui/result-message';
import { invalidateOverpayments } from './queries';

type Method = (typeof refundMethods)[number];

/**
 * The director records how an overpayment went back: in cash (the РКО takes the next number of the
 * kindergarten's voucher series and opens as a PDF), by bank transfer or by ePay's refund (their reference).
 */
export function RefundModal({
  kindergartenId,
  overpayment,
  onClose,
}: {
  kindergartenId: string;
  overpayment: Overpayment;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [method, setMethod] = useState<Method>(PaymentMethod.Cash);
  const [date, setDate] = useState<string | null>(sofiaDay(new Date()) ?? null);
  const [recipientName, setRecipientName] = useState(overpayment.payerName);
  const [recipientDocument, setRecipientDocument] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const cash = method === PaymentMethod.Cash;
  const save = useMutation({
    mutationFn: () =>
      callApi('payments.refundOverpayment', {
        path: { id: overpayment.id },
        body: {
          kindergartenId,
          method,
          date: date ?? '',
          recipientName,
          ...(cash ? { recipientDocument } : { reference }),
          version: overpayment.version,
        },
      }),
    onSuccess: async () => {
      await invalidateOverpayments(client);
      // The РКО opens at once: it is signed by the recipient when the cash is handed over.
      if (cash) await callApi('payments.overpaymentVoucher', { path: { id: overpayment.id } });
      onClose();
    },
    onError: (e) => setError(saveErrorText(e)),
  });
  return (
    <Modal opened onClose={onClose} title="Връщане на надплатена сума" size="lg" data-testid="refund-modal">
      <Stack gap="sm">
        <Text>
          {overpayment.childName}: <b>{formatCents(overpayment.amountCents)}</b> на {overpayment.payerName}
        </Text>
        <MessageAlert
          message={error ? { ok: false, text: error } : undefined}
          onClose={() => setError(undefined)}
          testId="refund-message"
        />
        <SegmentedControl
          value={String(method)}
          onChange={(v) => setMethod(Number(v) as Method)}
          data={refundMethods.map((m) => ({ value: String(m), label: refundMethodLabels[m] }))}
          fullWidth
          data-testid="refund-method"
        />
        <DateField
          label="Дата на връщане"
          withAsterisk
          value={date}
          onChange={setDate}
          w={180}
          data-testid="refund-date"
        />
        <TextInput
          label="Получател"
          withAsterisk
          value={recipientName}
          onChange={(e) => setRecipientName(e.currentTarget.value)}
          data-testid="refund-recipient"
        />
        {cash ? (
          <TextInput
            label="Документ за самоличност"
            description="Вид, номер, издаден на/от – отпечатва се в разходния касов ордер"
            withAsterisk
            value={recipientDocument}
            onChange={(e) => setRecipientDocument(e.currentTarget.value)}
            data-testid="refund-document"
          />
        ) : (
          <TextInput
            label="Референция"
            description={
              method === PaymentMethod.Bank
                ? 'Номерът на банковия превод'
                : 'Номерът на възстановяването в ePay.bg'
            }
            withAsterisk
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            data-testid="refund-reference"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отказ
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()} data-testid="refund-save">
            {cash ? 'Запиши и издай РКО' : 'Запиши връщането'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
