/**
 * The error pages' texts. The spec's titles, with the 404 title's Latin "T" written in Cyrillic and without
 * the English line (issue #12: everything a user reads is Bulgarian).
 */
export const errorTexts = {
  unauthorized: 'Нямате достъп до тази страница!',
  unauthorizedHint:
    'Страницата е за потребители с други права. Ако смятате, че трябва да я виждате, обърнете се към директора на детската градина.',
  notFound: 'Търсената страница не съществува!',
  notFoundHint: 'Проверете адреса или продължете от началната страница.',
  general: 'Възникна грешка!',
  apology: 'Извиняваме се за причиненото неудобство.',
  working: 'Екипът ни работи по отстраняването на проблема.',
  home: 'Към началната страница',
} as const;

/** 401 and 403 both mean "not for you": they share the spec's 401 title. */
export function errorTitle(status: number): string {
  if (status === 401 || status === 403) return errorTexts.unauthorized;
  if (status === 404) return errorTexts.notFound;
  return errorTexts.general;
}
