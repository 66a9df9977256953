/** The error page's texts, word for word from the spec (the 404 title starts with a Latin 'T' there). */
export const errorTexts = {
  unauthorized: 'Нямате достъп до тази страница!',
  notFound: 'Tърсената страница не съществува!',
  notFoundPlain: 'This page could not be found',
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
