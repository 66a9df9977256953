import { IdentifierType } from './enums';

const egnWeights = [2, 4, 8, 5, 10, 9, 7, 3, 6];
const lnchWeights = [21, 19, 17, 13, 11, 9, 7, 3, 1];

function digits(value: string): number[] | undefined {
  return /^\d{10}$/.test(value) ? [...value].map(Number) : undefined;
}

export function egnCheckDigit(firstNine: string): number {
  const sum = [...firstNine].reduce((acc, d, i) => acc + Number(d) * egnWeights[i]!, 0);
  const rest = sum % 11;
  return rest === 10 ? 0 : rest;
}

/** Birth date encoded in an ЕГН (month +20 for 18YY, +40 for 20YY), or undefined if no such day exists. */
export function egnBirthDate(egn: string): { year: number; month: number; day: number } | undefined {
  const d = digits(egn);
  if (!d) return undefined;
  const yy = Number(egn.slice(0, 2));
  let month = Number(egn.slice(2, 4));
  const day = Number(egn.slice(4, 6));
  let year = 1900 + yy;
  if (month > 40) {
    month -= 40;
    year = 2000 + yy;
  } else if (month > 20) {
    month -= 20;
    year = 1800 + yy;
  }
  if (month < 1 || month > 12 || day < 1) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function isValidEgn(egn: string): boolean {
  const d = digits(egn);
  if (!d || !egnBirthDate(egn)) return false;
  return egnCheckDigit(egn.slice(0, 9)) === d[9];
}

export function isValidLnch(lnch: string): boolean {
  const d = digits(lnch);
  if (!d) return false;
  const sum = d.slice(0, 9).reduce((acc, n, i) => acc + n * lnchWeights[i]!, 0);
  return sum % 10 === d[9];
}

/** Gender from the ninth digit: even male (1), odd female (2). */
export function egnGender(egn: string): 1 | 2 {
  return Number(egn[8]) % 2 === 0 ? 1 : 2;
}

export function isValidIdentifier(type: IdentifierType, value: string): boolean {
  if (type === IdentifierType.EGN) return isValidEgn(value);
  if (type === IdentifierType.ForeignerID) return isValidLnch(value);
  return /^[0-9A-Za-z]{1,20}$/.test(value);
}

/** Builds a valid ЕГН for a birth date, a region/sequence number (0-999) and a gender. */
export function makeEgn(
  birth: { year: number; month: number; day: number },
  sequence: number,
  gender: 1 | 2,
): string {
  const monthCode =
    birth.year >= 2000 ? birth.month + 40 : birth.year < 1900 ? birth.month + 20 : birth.month;
  let seq = Math.abs(sequence) % 1000;
  if (seq % 2 !== (gender === 1 ? 0 : 1)) seq = (seq + 1) % 1000;
  if (seq % 2 !== (gender === 1 ? 0 : 1)) seq = (seq + 1) % 1000;
  const nine =
    String(birth.year % 100).padStart(2, '0') +
    String(monthCode).padStart(2, '0') +
    String(birth.day).padStart(2, '0') +
    String(seq).padStart(3, '0');
  return nine + String(egnCheckDigit(nine));
}

/** An ЕГН as lists show it: the first five digits, the rest hidden. */
export function maskEgn(egn: string): string {
  return egn.slice(0, 5) + '*'.repeat(Math.max(0, egn.length - 5));
}
