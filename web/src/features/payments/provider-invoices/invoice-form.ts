import { bgMessages } from '@gradina/shared';
import type { InvoiceDirection } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

export const invoiceLabels = {
  direction: 'Посока',
  providerId: 'Доставчик',
  number: 'Номер на фактурата',
  providerVatNumber: 'ИН по ЗДДС на доставчика',
  issueDate: 'Дата на издаване',
  taxEventDate: 'Дата на данъчното събитие',
  vat: 'ДДС (%)',
  lines: 'Редове',
  'lines.*.description': 'Описание',
  'lines.*.amount': 'Сума (€)',
} as const;

/** A line of the invoice: its amount in cents (the money field shows „12,50“), null while empty. */
export interface InvoiceLineValues {
  description: string;
  amount: number | null;
}

export interface InvoiceValues {
  direction: InvoiceDirection;
  /** The provider chosen, or the protocol's (from the preparation). */
  providerId: string;
  /** The protocol the invoice is made from, '' for an invoice of its own. */
  protocolId: string;
  /** A provider's invoice: its number as printed on it ('' for the kindergarten's own, numbered by the API). */
  number: string;
  /** The provider's ИН по ЗДДС as printed, when it is registered for VAT. */
  providerVatNumber: string;
  issueDate: string;
  taxEventDate: string;
  lines: InvoiceLineValues[];
  /** The VAT percent as the select holds it: '0', '9' or '20'. */
  vat: string;
}

export const emptyInvoiceLine = (): InvoiceLineValues => ({ description: '', amount: null });

export const newInvoice = (protocolId: string | undefined): InvoiceValues => ({
  direction: 'toProvider',
  providerId: '',
  protocolId: protocolId ?? '',
  number: '',
  providerVatNumber: '',
  issueDate: '',
  taxEventDate: '',
  lines: [],
  vat: '0',
});

/** The tax base, the VAT and the sum to pay of the lines as typed, in cents. Pure. */
export function invoiceSums(v: Pick<InvoiceValues, 'lines' | 'vat'>) {
  const base = v.lines.reduce((s, l) => s + (l.amount ?? 0), 0);
  const vatCents = Math.round((base * Number(v.vat)) / 100);
  return { base, vatCents, total: base + vatCents };
}

/**
 * An invoice to or from a provider on payments.issueInvoice's schema: the lines in cents, the VAT as a number
 * (no reason sent: the API prints the legal note of 0 %). A provider's invoice carries its own number as
 * printed; the kindergarten's own gets the next of its series.
 */
export const invoiceFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<InvoiceValues, 'payments.issueInvoice'> => ({
  labels: invoiceLabels,
  fieldOf: { vatPercent: 'vat', 'lines.*.amountCents': 'lines.*.amount' },
  toBody: (v) => ({
    kindergartenId,
    direction: v.direction,
    providerId: given(v.providerId),
    ...(v.protocolId ? { protocolId: v.protocolId } : {}),
    ...(v.direction === 'fromProvider' ? { number: given(v.number) } : {}),
    ...(v.providerVatNumber.trim() ? { providerVatNumber: v.providerVatNumber.trim() } : {}),
    issueDate: v.issueDate,
    taxEventDate: v.taxEventDate,
    lines: v.lines.map((l) => ({
      description: given(l.description),
      amountCents: l.amount ?? 0,
    })),
    vatPercent: Number(v.vat) as 0 | 9 | 20,
  }),
  // An empty amount is missing, not 0 cents (the schema's words for 0 are "at least 1 cent").
  check: (v) => {
    const missing: Record<string, string | undefined> = {};
    if (v.direction === 'fromProvider' && !v.number.trim())
      missing.number = bgMessages.required(invoiceLabels.number);
    v.lines.forEach((l, i) => {
      if (l.amount === null)
        missing[`lines.${i}.amount`] = bgMessages.required(invoiceLabels['lines.*.amount']);
    });
    return missing as Partial<Record<`lines.${number}.amount` | 'number', string>>;
  },
});
