import { Gender, IdentifierType } from '@gradina/shared';
import { egnBirthDate, egnGender, isValidEgn, isValidLnch, maskEgn } from '@gradina/shared/egn';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { FieldError } from '@gradina/shared/validation';

/**
 * A child's identifier and what follows from it (DOMAIN-NOTES.md): an ЕГН's check digit and date, the birth
 * date and sex it encodes (refused when the form says otherwise); an ЛНЧ's check digit; an ИДН (a child with
 * neither) as letters and digits. The type is always stored: some valid ЕГН also pass the ЛНЧ check.
 */
export interface IdentityInput {
  identifierType: number;
  identifier: string;
  birthDate?: string | undefined;
  gender?: number | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function checkIdentity(
  input: IdentityInput,
): { ok: true; birthDate: string; gender: number } | { ok: false; errors: FieldError[] } {
  const { identifierType: type, identifier } = input;
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => {
    errors.push({ field, message });
    return { ok: false as const, errors };
  };
  if (type === IdentifierType.EGN) {
    if (!isValidEgn(identifier)) return fail('identifier', 'Полето "ЕГН/ЛНЧ/ИДН" не е валидно ЕГН.');
    const b = egnBirthDate(identifier)!;
    const birthDate = `${b.year}-${pad(b.month)}-${pad(b.day)}`;
    const gender = egnGender(identifier);
    if (input.birthDate && input.birthDate !== birthDate)
      fail('birthDate', `Полето "Дата на раждане" не съвпада с ЕГН (${formatDateDigits(birthDate)}).`);
    if (input.gender && input.gender !== gender)
      fail('gender', `Полето "Пол" не съвпада с ЕГН (${gender === Gender.Male ? 'момче' : 'момиче'}).`);
    return errors.length ? { ok: false, errors } : { ok: true, birthDate, gender };
  }
  if (type === IdentifierType.ForeignerID && !isValidLnch(identifier))
    fail('identifier', 'Полето "ЕГН/ЛНЧ/ИДН" не е валиден ЛНЧ.');
  if (type === IdentifierType.IdentificationNumber && !/^[0-9A-Za-z]{1,20}$/.test(identifier))
    fail('identifier', 'Полето "ЕГН/ЛНЧ/ИДН" може да съдържа само латински букви и цифри.');
  if (!input.birthDate) fail('birthDate', 'Полето "Дата на раждане" е задължително без ЕГН.');
  if (!input.gender) fail('gender', 'Полето "Пол" е задължително без ЕГН.');
  return errors.length
    ? { ok: false, errors }
    : { ok: true, birthDate: input.birthDate!, gender: input.gender! };
}

/** The identifier as lists show it: an ЕГН or ЛНЧ with its last five digits hidden, an ИДН likewise. */
export const maskedIdentifier = (identifier: string) => maskEgn(identifier);

/** Whole years of age on `today` (YYYY-MM-DD): the birthday itself counts. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}
