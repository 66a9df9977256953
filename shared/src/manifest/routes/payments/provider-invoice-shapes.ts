import { z } from 'zod';
import { PaymentMethod } from '../../../enums';

/**
 * The shapes of the settlements with the providers (issue #17): the kinds and directions, the lines a
 * protocol or voucher lists, the preparations and the documents as the API answers them. The routes are in
 * `provider-invoices.ts`, which re-exports these for the web and the handlers.
 */

export const settlementKinds = ['protocol', 'invoice', 'voucher'] as const;
export type SettlementKind = (typeof settlementKinds)[number];

/** `toProvider`: the kindergarten invoices the provider (its share); `fromProvider`: the provider invoices
 * the kindergarten (what is due to it). */
export const invoiceDirections = ['toProvider', 'fromProvider'] as const;
export type InvoiceDirection = (typeof invoiceDirections)[number];

export const vatRates = [0, 9, 20] as const;

export const noVatReasonDefault = 'Не се начислява ДДС на основание чл. 113, ал. 9 от ЗДДС';

export const settlementLine = z.object({
  paymentId: z.string(),
  /** The day it was paid, `YYYY-MM-DD`. */
  paidOn: z.string(),
  method: z.enum(PaymentMethod),
  receiptNumber: z.number().int().nullable(),
  childId: z.string(),
  childName: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  /** The fee's month, `YYYY-MM`. */
  month: z.string(),
  amountCents: z.number().int(),
  /** The kindergarten's share of the line (its activity's percent of its basis). */
  shareCents: z.number().int(),
  /** What is due to the provider: amount less share. */
  dueCents: z.number().int(),
});
export type SettlementLine = z.infer<typeof settlementLine>;

const methodTotal = z.object({
  method: z.enum(PaymentMethod),
  count: z.number().int(),
  totalCents: z.number().int(),
});

/** A provider's payments of a period not yet settled, with their totals. */
export const settlementPreparation = z.object({
  providerId: z.string(),
  providerName: z.string(),
  providerEik: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** The protocol a voucher is prepared from, else null. */
  protocolId: z.string().nullable(),
  lines: z.array(settlementLine),
  paymentsCount: z.number().int(),
  collectedCents: z.number().int(),
  kindergartenShareCents: z.number().int(),
  providerDueCents: z.number().int(),
  byMethod: z.array(methodTotal),
  /** Payments of the period already in another protocol (or voucher): left out. */
  alreadySettledCount: z.number().int(),
});
export type SettlementPreparation = z.infer<typeof settlementPreparation>;

/** ИН по ЗДДС: BG and 9-13 digits (optional; the handler checks it against the party's ЕИК). */
export const vatNumberField = (title: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z.string().regex(/^(BG\d{9,13})?$/, {
        error: `Полето "${title}" трябва да е BG и ЕИК (например BG123456789).`,
      }),
    )
    .optional()
    .meta({ title });

export const party = z.object({
  name: z.string(),
  eik: z.string(),
  /** ИН по ЗДДС (BG + ЕИК) when the party is registered for VAT, printed on the invoice; else null. */
  vatNumber: z.string().nullable(),
  address: z.string(),
  /** МОЛ. */
  accountablePerson: z.string(),
});
export type Party = z.infer<typeof party>;

export const invoiceLine = z.object({ description: z.string(), amountCents: z.number().int() });

/** A settlement document as the lists show it. */
export const settlementRow = z.object({
  id: z.string(),
  kind: z.enum(settlementKinds),
  /** As printed: a protocol's and voucher's number, an invoice's ten digits. */
  number: z.string(),
  /** The document's date, `YYYY-MM-DD`. */
  date: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  /** The period settled (a protocol, a voucher); null for an invoice. */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** A protocol's collected total, an invoice's sum to pay, a voucher's sum handed over. */
  totalCents: z.number().int(),
  kindergartenShareCents: z.number().int(),
  providerDueCents: z.number().int(),
  cancelled: z.boolean(),
  /** A protocol with a manually entered amount. */
  manual: z.boolean(),
  /** The protocol an invoice or voucher was made from. */
  protocolId: z.string().nullable(),
  direction: z.enum(invoiceDirections).nullable(),
  /** Invoices and vouchers made from a protocol (it is not deleted while any is). */
  dependents: z.number().int(),
  createdAt: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

/** One document with its lines and what its kind prints. */
export const settlementDocument = settlementRow.extend({
  lines: z.array(settlementLine),
  note: z.string().nullable(),
  /** A manual protocol's reason. */
  reason: z.string().nullable(),
  invoice: z
    .object({
      supplier: party,
      recipient: party,
      taxEventDate: z.string(),
      lines: z.array(invoiceLine),
      taxBaseCents: z.number().int(),
      vatPercent: z.number().int(),
      vatCents: z.number().int(),
      noVatReason: z.string().nullable(),
      /** What the invoice was saved with but does not meet (e.g. ЗДДС чл. 113, ал. 4's 5 days). */
      warnings: z.array(z.string()),
    })
    .nullable(),
  voucher: z
    .object({
      recipientName: z.string(),
      /** The recipient's identity document; null on vouchers saved before it was asked. */
      recipientDocument: z.string().nullable(),
      basis: z.string(),
      cashierName: z.string(),
    })
    .nullable(),
});
export type SettlementDocument = z.infer<typeof settlementDocument>;

export const invoicePreparation = z.object({
  direction: z.enum(invoiceDirections),
  providerId: z.string(),
  providerName: z.string(),
  protocolId: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  supplier: party,
  recipient: party,
  /** The number the invoice will get if issued now (ten digits); '' for a provider's invoice, whose number
   * is entered as printed on it. */
  nextNumber: z.string(),
  issueDate: z.string(),
  taxEventDate: z.string(),
  lines: z.array(invoiceLine),
  vatPercent: z.number().int(),
  noVatReason: z.string(),
});
