/**
 * Dates as users type them (spec: input format d.m.Y, shown DD.MM.YYYY) and as the API takes them
 * (`YYYY-MM-DD`). A typed date must exist in the calendar: 31.02.2026 is refused, not rolled over.
 */
export function parseBgDate(text: string): string | null {
  const m = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*(?:г\.?)?\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A period's check for a form spec: „До дата“ before „От дата“ (both given) is refused with the API's words,
 * naming the fields by the form's labels; nothing otherwise.
 */
export const periodOrder = (
  v: { fromDate: string; toDate: string },
  labels: { fromDate: string; toDate: string },
) =>
  v.fromDate && v.toDate && v.toDate < v.fromDate
    ? `Полето "${labels.toDate}" не може да е преди "${labels.fromDate}".`
    : undefined;
