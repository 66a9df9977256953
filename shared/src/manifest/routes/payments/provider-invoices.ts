import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The kindergarten's settlements with the activity providers (issue #17; docs/areas/provider-invoices.md):
 * a protocol (приемо-предавателен протокол) of a provider's payments of a period with the kindergarten's
 * share and what is due to the provider, its annex (Приложение № 1, the payments' list), invoices to or from
 * a provider, and the expense cash vouchers (разходен касов ордер) for cash handed to a provider.
 */

export * from './provider-invoice-shapes';

import {
  invoiceDirections,
  invoicePreparation,
  settlementDocument,
  settlementKinds,
  settlementPreparation,
  settlementRow,
  vatNumberField,
} from './provider-invoice-shapes';

const maxCents = 100_000_000;

const kindField = z
  .enum(settlementKinds, { error: 'Полето "Вид документ" трябва да е протокол, фактура или ордер.' })
  .meta({ title: 'Вид документ' });
const directionField = z
  .enum(invoiceDirections, { error: 'Полето "Посока" трябва да е към доставчика или от доставчика.' })
  .meta({ title: 'Посока' });
const cents = (title: string, min = 0) =>
  z
    .number({ error: `Полето "${title}" трябва да е сума в центове.` })
    .int({ error: `Полето "${title}" трябва да е сума в центове.` })
    .min(min, { error: `Полето "${title}" трябва да е поне ${min} цента.` })
    .max(maxCents, { error: `Полето "${title}" е твърде голямо.` })
    .meta({ title });
/** One fee paid by one payment, as a protocol or voucher lists it. */

const period = {
  providerId: id('Доставчик'),
  fromDate: dateField('От дата'),
  toDate: dateField('До дата'),
};

const overviewFilters = {
  kindergartenId: kindergartenGuard(),
  providerId: id('Доставчик').optional(),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
  ...pageQuery,
};

const voucherFilters = {
  kindergartenId: kindergartenGuard(),
  providerId: id('Доставчик').optional(),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
  /** Prepared from a protocol: its cash payments (provider and period are the protocol's). */
  protocolId: id('Протокол').optional(),
};

const pdf = fileReplyKind('application/pdf');

const read = needs('ProviderInvoices', 'read');

export const paymentsProviderInvoiceRoutes = defineRoutes('payments', {
  settlementsOverview: {
    method: 'GET',
    path: '/api/activities/provider-invoices/overview',
    permission: read,
    request: { query: z.object({ ...overviewFilters, kind: kindField.optional() }) },
    reply: { kind: 'json', schema: paged(settlementRow), paged: true },
    summary: 'Протоколите, фактурите и разходните ордери с доставчиците, по вид, доставчик и период',
  },
  protocolPreparation: {
    method: 'GET',
    path: '/api/activities/provider-invoices/protocol-preparation',
    permission: read,
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...period }) },
    reply: { kind: 'json', schema: settlementPreparation },
    summary:
      'Платените плащания на доставчик за периода, които не са в протокол, с дела на детската градина и дължимото',
  },
  protocolPreview: {
    method: 'GET',
    path: '/api/activities/provider-invoices/protocol-preview',
    permission: read,
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        ...period,
        date: dateField('Дата на протокола').optional(),
      }),
    },
    reply: pdf,
    summary: 'Протоколът, както ще бъде отпечатан (PDF с надпис „Проект“), преди да се запише',
  },
  saveProtocol: {
    method: 'POST',
    path: '/api/activities/provider-invoices/protocol',
    permission: needs('ProviderInvoices', 'create'),
    // Creates a protocol: the provider is national and the payments are read under the session's
    // kindergarten's key, so the route's right alone decides.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        ...period,
        date: dateField('Дата на протокола'),
        note: optionalText('Бележка', 500),
        /** The collected total the form showed: a different one now answers 409 (the payments moved). */
        expectedTotalCents: cents('Очаквана сума').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва протокол с плащанията на доставчика за периода; всяко плащане влиза в един протокол',
  },
  saveManualProtocol: {
    method: 'POST',
    path: '/api/activities/provider-invoices/manual-amount-protocol',
    permission: needs('ProviderInvoices', 'create'),
    // Creates a protocol of a provider (national) with an entered amount: the right alone decides.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        ...period,
        date: dateField('Дата на протокола'),
        amountCents: cents('Сума', 1),
        kindergartenShareCents: cents('Дял на детската градина').default(0),
        reason: text('Основание', 500),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва протокол с ръчно въведена сума и основание, без редове по плащания',
  },
  protocolExport: {
    method: 'GET',
    path: '/api/activities/provider-invoices/protocol/export/{protocolId}',
    permission: read,
    request: { path: z.object({ protocolId: id('Протокол') }) },
    reply: pdf,
    summary: 'Приемо-предавателният протокол като PDF',
  },
  protocolAnnexExport: {
    method: 'GET',
    path: '/api/activities/provider-invoices/protocol/application1/export/{protocolId}',
    permission: read,
    request: { path: z.object({ protocolId: id('Протокол') }) },
    reply: pdf,
    summary: 'Приложение № 1 към протокола: списъкът на децата и плащанията, като PDF',
  },
  settlementSummary: {
    method: 'GET',
    path: '/api/activities/provider-invoices/summary/{id}',
    permission: read,
    request: { path: z.object({ id: id('Документ') }) },
    reply: { kind: 'json', schema: settlementDocument },
    summary: 'Един протокол, фактура или ордер с редовете и сумите му',
  },
  deleteSettlement: {
    method: 'DELETE',
    path: '/api/activities/provider-invoices/{id}',
    permission: needs('ProviderInvoices', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Документ') }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Изтрива протокол (само без фактури и ордери от него) или ордер; фактурата се анулира (номерът остава)',
  },
  invoicePreparation: {
    method: 'GET',
    path: '/api/activities/provider-invoices/invoice-preparation',
    permission: read,
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        direction: directionField.default('toProvider'),
        providerId: id('Доставчик').optional(),
        protocolId: id('Протокол').optional(),
      }),
    },
    reply: { kind: 'json', schema: invoicePreparation },
    summary: 'Данните за нова фактура: страните, следващият номер и сумата от протокола',
  },
  issueInvoice: {
    method: 'POST',
    path: '/api/activities/provider-invoices/invoice',
    permission: needs('ProviderInvoices', 'create'),
    // The protocol it is made from must be the session's kindergarten's (none: a new invoice of its own).
    object: kindergartenObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        direction: directionField,
        providerId: id('Доставчик'),
        protocolId: id('Протокол').optional(),
        /** A provider's invoice: its number as printed (up to 10 digits); the kindergarten's get theirs. */
        number: z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: 'Полето "Номер на фактурата" трябва да е до 10 цифри.' })
          .refine((v) => Number(v) > 0, { error: 'Полето "Номер на фактурата" трябва да е по-голямо от 0.' })
          .optional()
          .meta({ title: 'Номер на фактурата' }),
        /** The provider's ИН по ЗДДС as printed, when it is registered for VAT (BG + ЕИК). */
        providerVatNumber: vatNumberField('ИН по ЗДДС на доставчика'),
        issueDate: dateField('Дата на издаване'),
        taxEventDate: dateField('Дата на данъчното събитие'),
        lines: z
          .array(
            z.object({
              description: text('Описание', 300),
              amountCents: cents('Сума', 1),
            }),
          )
          .min(1, { error: 'Полето "Редове" трябва да има поне един ред.' })
          .max(20, { error: 'Полето "Редове" може да има до 20 реда.' })
          .meta({ title: 'Редове' }),
        vatPercent: z
          .union([z.literal(0), z.literal(9), z.literal(20)], {
            error: 'Полето "ДДС (%)" трябва да е 0, 9 или 20.',
          })
          .meta({ title: 'ДДС (%)' }),
        noVatReason: optionalText('Основание за неначисляване на ДДС', 300),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ warnings: z.array(z.string()) }) },
    summary:
      'Издава фактура на детската градина (поредният ѝ номер, без пропуски) или въвежда фактура от доставчик (номерът и датата ѝ)',
  },
  invoiceExport: {
    method: 'GET',
    path: '/api/activities/provider-invoices/invoice/export/{invoiceId}',
    permission: read,
    request: { path: z.object({ invoiceId: id('Фактура') }) },
    reply: pdf,
    summary: 'Фактурата като PDF (оригинал; анулираната – с надпис „Анулирана“)',
  },
  vouchersOverview: {
    method: 'GET',
    path: '/api/activities/provider-invoices/cash-payment-voucher/overview',
    permission: read,
    request: { query: z.object(overviewFilters) },
    reply: { kind: 'json', schema: paged(settlementRow), paged: true },
    summary: 'Разходните касови ордери за пари в брой, предадени на доставчици',
  },
  voucherPreparation: {
    method: 'GET',
    path: '/api/activities/provider-invoices/cash-payment-voucher-preparation',
    permission: read,
    request: { query: z.object(voucherFilters) },
    reply: { kind: 'json', schema: settlementPreparation },
    summary:
      'Плащанията в брой на доставчик за периода (или от протокол), още непредадени, с дължимото на доставчика',
  },
  voucherPreview: {
    method: 'GET',
    path: '/api/activities/provider-invoices/cash-payment-voucher-preparation-preview',
    permission: read,
    request: {
      query: z.object({
        ...voucherFilters,
        date: dateField('Дата').optional(),
        recipientName: optionalText('Получател', 200),
        recipientDocument: optionalText('Документ за самоличност', 200),
        basis: optionalText('Основание', 300),
      }),
    },
    reply: pdf,
    summary: 'Разходният касов ордер, както ще бъде отпечатан (PDF с надпис „Проект“)',
  },
  saveVoucher: {
    method: 'POST',
    path: '/api/activities/provider-invoices/cash-payment-voucher',
    permission: needs('ProviderInvoices', 'create'),
    // The protocol it is made from must be the session's kindergarten's (none: by provider and period).
    object: kindergartenObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        providerId: id('Доставчик').optional(),
        fromDate: dateField('От дата').optional(),
        toDate: dateField('До дата').optional(),
        protocolId: id('Протокол').optional(),
        date: dateField('Дата'),
        recipientName: text('Получател', 200),
        /** The recipient's identity document as printed on the РКО: вид, №, издаден на/от. */
        recipientDocument: text('Документ за самоличност', 200),
        basis: text('Основание', 300),
        expectedTotalCents: cents('Очаквана сума').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва разходен касов ордер за парите в брой, предадени на доставчика (всяко плащане веднъж)',
  },
  voucherSummary: {
    method: 'GET',
    path: '/api/activities/provider-invoices/cash-payment-voucher/summary/{id}',
    permission: read,
    request: { path: z.object({ id: id('Ордер') }) },
    reply: { kind: 'json', schema: settlementDocument },
    summary: 'Един разходен касов ордер с плащанията му',
  },
  deleteVoucher: {
    method: 'DELETE',
    path: '/api/activities/provider-invoices/cash-payment-voucher/{id}',
    permission: needs('ProviderInvoices', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Ордер') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива разходен касов ордер; плащанията му стават отново непредадени',
  },
  voucherExport: {
    method: 'GET',
    path: '/api/activities/provider-invoices/cash-payment-voucher/export/{id}',
    permission: read,
    request: { path: z.object({ id: id('Ордер') }) },
    reply: pdf,
    summary: 'Разходният касов ордер като PDF',
  },
});
