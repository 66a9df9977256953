import type { FieldError } from '@gradina/shared';

/**
 * The VAT number (идентификационен номер по ЗДДС, чл. 94, ал. 2) of a party registered for VAT: `BG` and its
 * ЕИК (9 or 13 digits) or, for a person, ЕГН (10 digits). Used by the invoicing settings (the kindergarten)
 * and the invoices (a provider). Pure.
 */

/**
 * A VAT number (ИН по ЗДДС) of a party: `BG` and its ЕИК (9 or 13 digits) or, for a person, ЕГН (10).
 * Answers the field error, or null when it fits the party's ЕИК.
 */
export function vatNumberRefusal(
  vatNumber: string,
  eik: string,
  field: string,
  title: string,
): FieldError | null {
  const digits = /^BG(\d{9,13})$/.exec(vatNumber)?.[1];
  if (!digits) return { field, message: `Полето "${title}" трябва да е BG и ЕИК (например BG123456789).` };
  if (eik && digits.length !== 10 && digits !== eik)
    return { field, message: `Полето "${title}" трябва да е BG${eik}: BG и ЕИК на лицето.` };
  return null;
}
