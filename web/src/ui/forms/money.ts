/**
 * The text of a money field: the API keeps euro cents (integers), the field shows euro with the Bulgarian
 * decimal comma (`1250` ↔ `12,50`), and takes a dot as well, since number pads and pasted amounts have one.
 */

/** What the field keeps of typed text: digits, one comma (a dot becomes one), at most two digits after it. */
export function sanitizeEuro(raw: string): string {
  const [whole = '', ...rest] = raw
    .replace(/\./g, ',')
    .replace(/[^\d,]/g, '')
    .split(',');
  return rest.length === 0 ? whole : `${whole},${rest.join('').slice(0, 2)}`;
}

/** The cents the text stands for, or null for an empty field. */
export function euroTextToCents(text: string): number | null {
  const clean = sanitizeEuro(text);
  if (!/\d/.test(clean)) return null;
  const [whole = '', fraction = ''] = clean.split(',');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the field shows them after leaving it: `1250` → `12,50`; null → ''. */
export function centsToEuroText(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
