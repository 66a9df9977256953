/** Moments shown in Sofia time, in the spec's formats. */
const sofia = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Sofia',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(iso: string | null | undefined) {
  if (!iso) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  const p = Object.fromEntries(sofia.formatToParts(d).map((x) => [x.type, x.value]));
  return p as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** A moment as a date in Sofia, DD.MM.YYYY (spec date format); '' for nothing. */
export function sofiaDate(iso: string | null | undefined): string {
  const p = parts(iso);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** A moment in Sofia as DD.MM.YYYY H:mm (the spec's message time). */
export function sofiaDateTime(iso: string | null | undefined): string {
  const p = parts(iso);
  return p ? `${p.day}.${p.month}.${p.year} ${Number(p.hour)}:${p.minute}` : '';
}
