/**
 * The spec's number inputs (section 5): a decimal input accepts digits and one separator, a comma becomes a
 * dot, and on blur the value is padded to the precision (3 decimals by default); an integer input accepts
 * digits only. These functions do the text work; `DecimalInput` and `IntegerInput` wire them to Mantine.
 */
export const defaultDecimals = 3;

export interface DecimalOptions {
  /** Digits after the separator; more are cut while typing. Default 3 (spec constant). */
  decimals?: number;
  /** Allow a leading minus sign. Off by default: most amounts in a kindergarten are not negative. */
  allowNegative?: boolean;
}

/**
 * What a decimal field keeps of typed or pasted text: digits, the first separator (',' becomes '.'),
 * at most `decimals` digits after it, and a leading '-' when allowed. Spaces (thousands groups in pasted
 * numbers) and any other character are dropped.
 */
export function sanitizeDecimal(raw: string, options: DecimalOptions = {}): string {
  const decimals = options.decimals ?? defaultDecimals;
  const text = raw.replace(/,/g, '.');
  const negative = options.allowNegative === true && text.trimStart().startsWith('-');
  let whole = '';
  let fraction = '';
  let seenSeparator = false;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenSeparator) {
        if (fraction.length < decimals) fraction += ch;
      } else whole += ch;
    } else if (ch === '.' && !seenSeparator && decimals > 0) {
      seenSeparator = true;
    }
  }
  return `${negative ? '-' : ''}${whole}${seenSeparator ? `.${fraction}` : ''}`;
}

/**
 * The value as the field shows it after blur: padded to `decimals` digits, a bare separator or a missing
 * whole part completed ('.5' -> '0.500', '12.' -> '12.000'). An empty field stays empty.
 */
export function padDecimal(value: string, decimals: number = defaultDecimals): string {
  const clean = sanitizeDecimal(value, { decimals, allowNegative: true });
  if (clean === '' || clean === '-' || clean === '-.' || clean === '.') return '';
  const negative = clean.startsWith('-');
  const [wholeRaw = '', fraction = ''] = clean.replace('-', '').split('.');
  const whole = wholeRaw.replace(/^0+(?=\d)/, '') || '0';
  const padded = decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole;
  return `${negative && /[1-9]/.test(padded) ? '-' : ''}${padded}`;
}

/** The number a decimal field holds, or undefined when it is empty or incomplete. */
export function parseDecimal(value: string): number | undefined {
  const clean = sanitizeDecimal(value, { decimals: 20, allowNegative: true });
  if (!/\d/.test(clean)) return undefined;
  const n = Number(clean);
  return Number.isFinite(n) ? n : undefined;
}

/** What an integer field keeps: digits only. */
export function sanitizeInteger(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The number an integer field holds, or undefined when it is empty. */
export function parseInteger(value: string): number | undefined {
  const digits = sanitizeInteger(value);
  if (digits === '') return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}
