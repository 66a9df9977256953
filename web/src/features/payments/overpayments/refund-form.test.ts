import { PaymentMethod } from '@gradina/shared';
import type { Overpayment } from '@gradina/shared/manifest/routes/payments/overpayments';
import { describe, expect, it } from 'vitest';
import { manifestResolver } from '../../../ui/forms/useManifestForm';
import { newRefund, refundFormSpec } from './refund-form';

const overpayment = { payerName: 'Петя Иванова', version: 3 } as Overpayment;
const spec = refundFormSpec('kg-1');

describe('the refund of an overpayment', () => {
  it('opens in cash, today, to the parent who paid, with the version read', () => {
    expect(newRefund(overpayment, '2026-11-21')).toEqual({
      method: PaymentMethod.Cash,
      date: '2026-11-21',
      recipientName: 'Петя Иванова',
      recipientDocument: '',
      reference: '',
      version: 3,
    });
  });

  it('sends the identity document of a cash refund and the reference of a bank one, never both', () => {
    const cash = { ...newRefund(overpayment, '2026-11-21'), recipientDocument: 'л.к. № 1', reference: 'X' };
    expect(spec.toBody(cash)).toMatchObject({ recipientDocument: 'л.к. № 1' });
    expect(spec.toBody(cash)).not.toHaveProperty('reference');
    const bank = { ...cash, method: PaymentMethod.Bank as typeof cash.method };
    expect(spec.toBody(bank)).toMatchObject({ reference: 'X' });
    expect(spec.toBody(bank)).not.toHaveProperty('recipientDocument');
  });

  it("names the missing document of a cash refund at its field in the route's words", async () => {
    const resolve = manifestResolver('payments.refundOverpayment', spec);
    const { errors } = await resolve(newRefund(overpayment, '2026-11-21'), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.recipientDocument?.message).toBe(
      'Полето "Документ за самоличност" е задължително при връщане в брой (РКО).',
    );
  });
});
