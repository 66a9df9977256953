/**
 * How counts and money read in Bulgarian: a space groups thousands (from five digits on, as Bulgarian
 * typesetting does), a comma separates decimals, the euro sign follows the amount (`12 345,50 €`).
 */
const counts = new Intl.NumberFormat('bg-BG');
const euros = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });

export function formatCount(n: number): string {
  return counts.format(n);
}

/** An amount in euro with two decimals; '' for nothing. */
export function formatMoney(amount: number | null | undefined): string {
  return amount == null || Number.isNaN(amount) ? '' : euros.format(amount);
}

/** An amount kept in integer euro cents (as the API sends money), in euro: `1234550` → `12 345,50 €`. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** Bulgarian count agreement: 1 област, 28 области. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** "1,2 MB" / "350 KB": a file's size as a person reads it (never "0 KB" for a file that has bytes). */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString('bg-BG', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
