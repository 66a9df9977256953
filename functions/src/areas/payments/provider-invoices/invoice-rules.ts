import type { FieldError } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { invoiceNumber } from './rules';

/**
 * The rules an invoice keeps per its issuer (issue #25, point 7; docs/decisions.md): the VAT number of a
 * party registered under ЗДДС, the 5 days of ЗДДС чл. 113, ал. 4, and numbers and dates rising together in
 * a series (the kindergarten's own, or a provider's numbers as printed on its invoices). Pure.
 */

/** ЗДДС чл. 113, ал. 4: at the latest 5 days after the tax event (or the advance payment). */
export const issueDaysAfterTaxEvent = 5;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The warning of an invoice issued more than 5 days after its tax event, naming the rule; else null. */
export function issueDateWarning(issueDate: string, taxEventDate: string): string | null {
  const days = daysBetween(taxEventDate, issueDate);
  if (days <= issueDaysAfterTaxEvent) return null;
  return `Фактурата е издадена ${days} дни след данъчното събитие (${formatDateDigits(taxEventDate)}): по чл. 113, ал. 4 от ЗДДС тя се издава не по-късно от ${issueDaysAfterTaxEvent} дни от него.`;
}

/**
 * A VAT-charged invoice needs the supplier's VAT number (ЗДДС чл. 114, ал. 1, т. 4): without it, the field
 * to fill in is named (the kindergarten's from its invoicing settings, the provider's from the form).
 */
export function vatChargedRefusal(
  vatPercent: number,
  supplier: Party,
  supplierIsKindergarten: boolean,
): FieldError | null {
  if (vatPercent === 0 || supplier.vatNumber) return null;
  return supplierIsKindergarten
    ? {
        field: 'vatPercent',
        message:
          'Полето "ДДС (%)": фактура с ДДС изисква ИН по ЗДДС на детската градина. Попълнете го в настройките за фактуриране или издайте фактурата без ДДС.',
      }
    : {
        field: 'providerVatNumber',
        message: 'Полето "ИН по ЗДДС на доставчика" е задължително за фактура с начислен ДДС.',
      };
}

/**
 * A provider's invoice number and date as printed, among the ones already entered for that provider: the
 * same number is refused, and so is a date out of the numbers' order (a lower number dated later, or a
 * higher one dated earlier). Answers the field error, or null.
 */
export function enteredNumberRefusal(
  entered: readonly { number: number; date: string | null }[],
  number: number,
  date: string,
): FieldError | null {
  if (entered.some((e) => e.number === number))
    return {
      field: 'number',
      message: `Полето "Номер на фактурата": фактура № ${invoiceNumber(number)} от този доставчик вече е въведена.`,
    };
  const before = entered.filter((e) => e.number < number && e.date && e.date > date);
  const after = entered.filter((e) => e.number > number && e.date && e.date < date);
  const clash = before.sort((a, b) => b.number - a.number)[0] ?? after.sort((a, b) => a.number - b.number)[0];
  if (!clash) return null;
  return {
    field: 'issueDate',
    message: `Полето "Дата на издаване": фактура № ${invoiceNumber(clash.number)} на доставчика е от ${formatDateDigits(clash.date!)}; номерата и датите на фактурите растат заедно.`,
  };
}

/** The kindergarten's own series: an invoice dated before the date of the number before it. */
export const earlierThanSeries = (earlier: { number: number; date: string }): FieldError => ({
  field: 'issueDate',
  message: `Полето "Дата на издаване" не може да е преди датата на фактура № ${invoiceNumber(earlier.number)} (${formatDateDigits(earlier.date)}): номерата и датите на фактурите растат заедно.`,
});
