/**
 * The one place for how dates and times look (spec: DD.MM.YYYY, Europe/Sofia). Instants from the API show in
 * Sofia time; calendar dates (`YYYY-MM-DD`) show as they are.
 */
import type { DatesProviderSettings } from '@mantine/dates';

/**
 * Date settings (spec: Bulgarian locale, week starts Monday, input d.m.Y). The dayjs locale itself loads with
 * the layouts (ui/format/dayjs.ts), keeping dayjs out of the entry chunk.
 */
export const datesSettings: DatesProviderSettings = {
  locale: 'bg',
  firstDayOfWeek: 1,
  weekendDays: [0, 6],
};

/** Spec display formats. */
export const dateFormats = {
  date: 'DD.MM.YYYY',
  messageTime: 'DD.MM.YYYY H:mm',
  longDate: 'dddd, D MMMM, YYYY г.',
  longDateTime: 'dddd, D MMMM, YYYY г. , HH:mm ч.',
} as const;

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

/** `2026-09-15` (or a longer ISO text) as 15.09.2026; '' for nothing. */
export function formatBgDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
