import { z } from 'zod';
import { OnlinePaymentStatus, PaymentMethod } from '../../../enums';
import { pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import {
  choice,
  fileReplyKind,
  id,
  ids,
  kindergartenGuard,
  optionalText,
  text,
} from '../../../schemas/fields';
import { staffId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { vatNumberField } from './provider-invoice-shapes';

/**
 * Payments recorded by staff (cash, bank transfer, POS) with a cashier, one fee or several of one family at
 * once; the receipt of every paid payment (online ones too) as PDF; the kindergarten's payments overview;
 * and the invoicing settings: the issuer data printed on receipts and the document types with their number
 * series (docs/areas/cash-payments.md).
 */

/** The methods staff record (the spec's PaymentMethod). ePay, EasyPay and card are the parents' online ones. */
export const staffPaymentMethods = [PaymentMethod.Cash, PaymentMethod.Bank, PaymentMethod.POS] as const;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  [PaymentMethod.Undefined]: 'Неизвестен',
  [PaymentMethod.Bank]: 'Банков превод',
  [PaymentMethod.Cash]: 'В брой',
  [PaymentMethod.APSPO]: 'АПСПО',
  [PaymentMethod.EPay]: 'ePay.bg',
  [PaymentMethod.POS]: 'ПОС терминал',
  [PaymentMethod.EasyPay]: 'EasyPay',
  [PaymentMethod.EPayBankCard]: 'Банкова карта (ePay.bg)',
};

const staffMethod = z
  .union([z.literal(PaymentMethod.Cash), z.literal(PaymentMethod.Bank), z.literal(PaymentMethod.POS)], {
    error: 'Полето "Начин на плащане" трябва да е в брой, банков превод или ПОС терминал.',
  })
  .meta({ title: 'Начин на плащане' });

const monthShape = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthQuery = z
  .string()
  .trim()
  .regex(monthShape, { error: 'Полето "Месец" трябва да е във вида ГГГГ-ММ.' })
  .meta({ title: 'Месец' });

/** What a payment pays of one fee. */
export const paidFee = z.object({
  feeId: z.string(),
  childId: z.string(),
  childName: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  amountCents: z.number().int(),
});

export const paymentRow = z.object({
  id: z.string(),
  method: z.enum(PaymentMethod),
  status: z.enum(OnlinePaymentStatus),
  providerId: z.string(),
  providerName: z.string(),
  fees: z.array(paidFee),
  childNames: z.array(z.string()),
  totalCents: z.number().int(),
  batch: z.boolean(),
  /** Recorded by staff (cash, bank, POS); false: paid online by a parent. */
  recordedByStaff: z.boolean(),
  /** The receipt's number as printed (the series' prefix and number); null while it has none. */
  receiptLabel: z.string().nullable(),
  /** The day it was paid, `YYYY-MM-DD`. */
  paidOn: z.string().nullable(),
  cashierId: z.string().nullable(),
  cashierName: z.string().nullable(),
  payerName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const methodTotal = z.object({
  method: z.enum(PaymentMethod),
  count: z.number().int(),
  totalCents: z.number().int(),
});

export const paymentsPage = z.object({
  result: z.array(paymentRow),
  rowsCount: z.number().int(),
  /** Over every payment the filters match (not only the page's). */
  totals: z.array(methodTotal),
  totalCents: z.number().int(),
});

const paymentFilters = {
  kindergartenId: kindergartenGuard(),
  /** One month; none (and no dates): the month of today. */
  month: monthQuery.optional(),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
  method: z.coerce.number().pipe(choice(PaymentMethod, 'Начин на плащане')).optional(),
  cashierId: id('Касиер').optional(),
  /** Only those staff recorded (the cash receipts' list). */
  recordedByStaff: queryBoolean.optional(),
  ...pageQuery,
};

const recordFields = {
  kindergartenId: kindergartenGuard(),
  method: staffMethod,
  date: dateField('Дата на плащане'),
  payerName: text('Платец', 200),
  note: optionalText('Бележка', 500),
  /** The staff member who took the money; none: the signed-in user. */
  cashierId: staffId('Касиер').optional(),
  /** Made once by the form: a double click or a retry with the same key records the payment once. */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Полето "Ключ на заявката" е невалидно.' })
    .meta({ title: 'Ключ на заявката' }),
};

/** A child's fee still (partly) due, for the payment form. */
export const dueFee = z.object({
  id: z.string(),
  month: z.string(),
  childId: z.string(),
  childName: z.string(),
  activityName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
  /** An online payment of it is in progress: staff cannot record one meanwhile. */
  pendingOnline: z.boolean(),
  version: z.number().int(),
});

export const cashierOption = z.object({ id: z.string(), name: z.string() });

/** The kindergarten's issuer data on receipts. */
export const invoiceSettings = z.object({
  legalName: z.string(),
  eik: z.string(),
  address: z.string(),
  /** МОЛ: the person answerable for the money. */
  accountablePerson: z.string(),
  /** ИН по ЗДДС (BG + ЕИК) when the kindergarten is registered for VAT; '' when it is not. */
  vatNumber: z.string(),
  iban: z.string(),
  bankName: z.string(),
  /** 0: never saved. */
  version: z.number().int(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettings>;

/** The document types the kindergarten issues, each with its number series. */
export const documentTypeCodes = ['receipt', 'cash-order', 'invoice', 'proforma', 'credit-note'] as const;
export type DocumentTypeCode = (typeof documentTypeCodes)[number];

export const documentType = z.object({
  id: z.enum(documentTypeCodes),
  name: z.string(),
  prefix: z.string(),
  /** The number the next document gets. */
  nextNumber: z.number().int(),
  version: z.number().int(),
});
export type DocumentType = z.infer<typeof documentType>;

const documentTypeId = z.enum(documentTypeCodes, { error: 'Полето "Вид документ" е невалидно.' }).meta({
  title: 'Вид документ',
});

const receiptReply = fileReplyKind('application/pdf');

export const paymentsCashRoutes = defineRoutes('payments', {
  recordPayment: {
    method: 'POST',
    path: '/api/activities/payments',
    permission: needs('Payments', 'create'),
    // The fee paid must be the session's kindergarten's.
    object: kindergartenObject,
    request: {
      body: z.object({
        ...recordFields,
        feeId: id('Такса'),
        amountCents: z.number().int().min(1).max(100_000_000).meta({ title: 'Сума' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва плащане на една такса в брой, по банка или с ПОС терминал, с касиер и разписка',
  },
  paymentReceipt: {
    method: 'GET',
    path: '/api/activities/payments/receipt/{paymentId}',
    permission: needs('Payments', 'read'),
    request: { path: z.object({ paymentId: id('Плащане') }) },
    reply: receiptReply,
    summary: 'Разписката за платено плащане (в брой или онлайн) като PDF; родител: само за свое дете',
  },
  batchPayments: {
    method: 'GET',
    path: '/api/activities/batch-payments',
    permission: needs('Payments', 'read'),
    request: { query: z.object(paymentFilters) },
    reply: { kind: 'json', schema: paymentsPage, paged: true },
    summary: 'Плащанията на няколко такси наведнъж: по месец или период, начин на плащане и касиер',
  },
  recordBatchPayment: {
    method: 'POST',
    path: '/api/activities/batch-payments',
    permission: needs('Payments', 'create'),
    // The fees are read under the session's kindergarten's key (another's are "not found") and the cashier
    // must be its staff member: the route's right decides the rest.
    object: 'none',
    request: {
      body: z.object({
        ...recordFields,
        feeIds: ids('Такси', 'Такса', 30, 1),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва плащане на няколко такси на едно семейство (един доставчик), всяка докрай',
  },
  batchPaymentReceipt: {
    method: 'GET',
    path: '/api/activities/batch-payments/receipt/{paymentId}',
    permission: needs('Payments', 'read'),
    request: { path: z.object({ paymentId: id('Плащане') }) },
    reply: receiptReply,
    summary: 'Разписката за плащане на няколко такси като PDF, по ред за всяка такса',
  },
  paymentCashiers: {
    method: 'GET',
    path: '/api/activities/payments/cashiers',
    permission: needs('Payments', 'create'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(cashierOption) },
    summary: 'Служителите на детската градина, които могат да са касиери на плащане, по име',
  },
  paymentsOverview: {
    method: 'GET',
    path: '/api/activities/payments/overview',
    permission: needs('Payments', 'read'),
    request: { query: z.object(paymentFilters) },
    reply: { kind: 'json', schema: paymentsPage, paged: true },
    summary:
      'Платените плащания на детската градина с филтри и суми по начин на плащане; родител: на своите деца (добавен от нас)',
  },
  paymentDetails: {
    method: 'GET',
    path: '/api/activities/payments/details/{id}',
    permission: needs('Payments', 'read'),
    request: { path: z.object({ id: id('Плащане') }) },
    reply: { kind: 'json', schema: paymentRow },
    summary: 'Едно плащане с таксите му; родител: само за свое дете (добавен от нас)',
  },
  dueFees: {
    method: 'GET',
    path: '/api/activities/payments/due-fees',
    permission: needs('Payments', 'create'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), childId: id('Дете') }) },
    reply: { kind: 'json', schema: z.array(dueFee) },
    summary: 'Неплатените и частично платените такси на дете, за записване на плащане (добавен от нас)',
  },
  invoiceSettings: {
    method: 'GET',
    path: '/api/activities/payments/settings',
    permission: needs('Payments', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: invoiceSettings },
    summary: 'Данните на детската градина като издател на разписки (добавен от нас)',
  },
  saveInvoiceSettings: {
    method: 'POST',
    path: '/api/activities/payments/settings',
    permission: needs('Payments', 'update'),
    // One item per kindergarten, by the session's kindergarten's key: the right alone decides.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        legalName: text('Наименование', 200),
        eik: z
          .string()
          .trim()
          .regex(/^(\d{9}|\d{13})$/, { error: 'Полето "ЕИК/БУЛСТАТ" трябва да е от 9 или 13 цифри.' })
          .meta({ title: 'ЕИК/БУЛСТАТ' }),
        address: text('Адрес', 300),
        accountablePerson: text('МОЛ', 200),
        /** Only when registered under ЗДДС: BG and the ЕИК (checked against it). */
        vatNumber: vatNumberField('ИН по ЗДДС'),
        iban: z
          .string()
          .trim()
          .transform((v) => v.replace(/\s+/g, '').toUpperCase())
          .pipe(
            z.string().regex(/^(BG\d{2}[A-Z]{4}\d{6}[A-Z0-9]{8})?$/, { error: 'Полето "IBAN" е невалидно.' }),
          )
          .meta({ title: 'IBAN' }),
        bankName: optionalText('Банка', 200),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва данните на издателя на разписките (с версията, прочетена от формата) (добавен от нас)',
  },
  documentTypes: {
    method: 'GET',
    path: '/api/activities/payments/settings/document-types',
    permission: needs('Payments', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(documentType) },
    summary:
      'Видовете документи (разписка, ПКО, фактура, проформа, кредитно известие) с номерацията им (добавен от нас)',
  },
  documentType: {
    method: 'GET',
    path: '/api/activities/payments/settings/document-types/{id}',
    permission: needs('Payments', 'read'),
    request: {
      path: z.object({ id: documentTypeId }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: documentType },
    summary: 'Един вид документ с префикса и следващия номер (добавен от нас)',
  },
  saveDocumentType: {
    method: 'POST',
    path: '/api/activities/payments/settings/document-types',
    permission: needs('Payments', 'update'),
    // The five types are fixed and every kindergarten has them: the key is the session's kindergarten's.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        id: documentTypeId,
        name: text('Наименование', 100),
        prefix: z
          .string()
          .trim()
          .regex(/^[A-Za-zА-Яа-я0-9-]{0,10}$/, {
            error: 'Полето "Префикс" може да има до 10 букви, цифри и тирета.',
          })
          .meta({ title: 'Префикс' }),
        nextNumber: z.number().int().min(1).max(999_999_999).meta({ title: 'Следващ номер' }),
        /** Why the series moves forward (a next number past the last given + 1): kept in the audit log. */
        reason: optionalText('Причина за преместване на номерацията', 300),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Редактира вид документ: наименование, префикс и следващ номер (не по-малък от издадения; преместването напред иска причина, пазена в одитния журнал) (добавен от нас)',
  },
});
