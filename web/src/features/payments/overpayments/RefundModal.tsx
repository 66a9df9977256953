import { PaymentMethod } from '@gradina/shared';
import { sofiaDay } from '@gradina/shared/format-dates';
import type { Overpayment } from '@gradina/shared/manifest/routes/payments/overpayments';
import { refundMethodLabels, refundMethods } from '@gradina/shared/manifest/routes/payments/overpayments';
import { formatCents } from '@gradina/shared/money-words';
import { Modal, SegmentedControl, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { Field, useBoundField } from '../../../ui/fields';
import { FormFrame, useFormPage } from '../../../ui/page';
import { invalidateOverpayments } from './queries';
import { newRefund, type RefundMethod, refundFormSpec } from './refund-form';

const methodOptions = refundMethods.map((m) => ({ value: String(m), label: refundMethodLabels[m] }));

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
  const spec = refundFormSpec(kindergartenId);
  const page = useFormPage('payments.refundOverpayment', {
    spec: { ...spec, defaultValues: newRefund(overpayment, sofiaDay(new Date()) ?? '') },
    toArgs: (v) => ({ path: { id: overpayment.id }, body: spec.toBody(v) }),
    refresh: invalidateOverpayments,
    back: '/activities/accounting?view=overpayments',
    onSaved: async (_reply, v) => {
      // The РКО opens at once: it is signed by the recipient when the cash is handed over.
      if (v.method === PaymentMethod.Cash)
        await callApi('payments.overpaymentVoucher', { path: { id: overpayment.id } });
      onClose();
    },
  });
  const method = useBoundField({ form: page, name: 'method', testId: 'refund-method' });
  const cash = method.value === PaymentMethod.Cash;
  return (
    <Modal opened onClose={onClose} title="Връщане на надплатена сума" size="lg" data-testid="refund-modal">
      <FormFrame
        page={page}
        saveLabel={cash ? 'Запиши и издай РКО' : 'Запиши връщането'}
        onCancel={onClose}
        testId="refund"
      >
        <Text>
          {overpayment.childName}: <b>{formatCents(overpayment.amountCents)}</b> на {overpayment.payerName}
        </Text>
        <SegmentedControl
          value={String(method.value)}
          onChange={(v) => method.onChange(Number(v) as RefundMethod)}
          data={methodOptions}
          fullWidth
          data-testid="refund-method"
        />
        <Field.Date form={page} name="date" required w={180} testId="refund-date" />
        <Field.Text form={page} name="recipientName" testId="refund-recipient" />
        {cash ? (
          <Field.Text
            form={page}
            name="recipientDocument"
            required
            description="Вид, номер, издаден на/от – отпечатва се в разходния касов ордер"
            testId="refund-document"
          />
        ) : (
          <Field.Text
            form={page}
            name="reference"
            required
            description={
              method.value === PaymentMethod.Bank
                ? 'Номерът на банковия превод'
                : 'Номерът на възстановяването в ePay.bg'
            }
            testId="refund-reference"
          />
        )}
      </FormFrame>
    </Modal>
  );
}
