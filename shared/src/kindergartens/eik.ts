/**
 * ЕИК/БУЛСТАТ check digits (Закон за търговския регистър и регистъра на юридическите лица с нестопанска
 * цел, and the БУЛСТАТ register's rules): 9 digits, or 13 for a branch. The 9th digit is the sum of the first
 * eight weighted 1..8 mod 11; a remainder of 10 is weighed again with 3..10, and a second 10 gives 0. The
 * 13th digit weighs digits 9-12 with 2, 7, 3, 5 (again 4, 9, 5, 7), the same way.
 */
function checkDigit(digits: readonly number[], first: readonly number[], second: readonly number[]) {
  const sum = (weights: readonly number[]) => digits.reduce((s, d, i) => s + d * weights[i]!, 0) % 11;
  const once = sum(first);
  if (once !== 10) return once;
  const twice = sum(second);
  return twice === 10 ? 0 : twice;
}

export function isValidEik(value: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(value)) return false;
  const d = [...value].map(Number);
  if (checkDigit(d.slice(0, 8), [1, 2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9, 10]) !== d[8]) return false;
  if (d.length === 9) return true;
  return checkDigit([d[8]!, d[9]!, d[10]!, d[11]!], [2, 7, 3, 5], [4, 9, 5, 7]) === d[12];
}
