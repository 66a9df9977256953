/**
 * The one way dates and times read, on screens, in exports and in mails (issue #12): `15.09.2025 г.`,
 * `14:30 ч.` (always two-digit), `15.09.2025 г., 14:30 ч.`, Bulgarian month names and the short weekday names
 * `пн вт ср чт пт сб нд`. The kindergartens' wall clock is Europe/Sofia whatever the reader's (or the
 * Lambda's) time zone:
 * - a calendar date `YYYY-MM-DD` shows as it is;
 * - a wall-clock time without offset `YYYY-MM-DDTHH:mm[:ss]` (the spec's local times) shows as it is;
 * - an instant (`…Z`, `…+02:00`, a Date or epoch ms) shows in Sofia time.
 * The names are spelled out here rather than taken from the runtime's locale data, which differs between
 * browsers and Node builds ("пон" against "пн").
 */

export const sofiaTimeZone = 'Europe/Sofia';

export const monthNames = [
  'януари',
  'февруари',
  'март',
  'април',
  'май',
  'юни',
  'юли',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
] as const;

/** Monday first, as the Bulgarian week. */
export const weekdayNames = [
  'понеделник',
  'вторник',
  'сряда',
  'четвъртък',
  'петък',
  'събота',
  'неделя',
] as const;
export const weekdayShortNames = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'] as const;

export type DateValue = string | number | Date | null | undefined;

/** A moment on the Sofia wall clock; `weekday` 0 is Monday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const sofiaFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: sofiaTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (at: Date) =>
  Object.fromEntries(sofiaFormatter.formatToParts(at).map((x) => [x.type, x.value]));

/** The Sofia wall-clock reading of an instant to the second (ePay's wire times, the calendar's day bounds). */
export function sofiaParts(ms: number) {
  const p = partsOf(new Date(ms));
  return { y: +p.year!, m: +p.month!, d: +p.day!, h: +p.hour!, min: +p.minute!, s: +p.second! };
}

const localShape = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

const clock = (year: number, month: number, day: number, hour: number, minute: number): WallClock => ({
  year,
  month,
  day,
  hour,
  minute,
  weekday: (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7,
});

/** The Sofia wall clock of a value (see the file's comment); undefined for nothing or an unreadable text. */
export function wallClock(value: DateValue): WallClock | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const local = localShape.exec(value.trim());
    if (local) return clock(+local[1]!, +local[2]!, +local[3]!, +(local[4] ?? 0), +(local[5] ?? 0));
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return undefined;
  const p = partsOf(at);
  return clock(+p.year!, +p.month!, +p.day!, +p.hour!, +p.minute!);
}

const two = (n: number) => String(n).padStart(2, '0');
const digits = (c: WallClock) => `${two(c.day)}.${two(c.month)}.${c.year}`;
const long = (c: WallClock) => `${weekdayNames[c.weekday]}, ${c.day} ${monthNames[c.month - 1]} ${c.year} г.`;
const time = (c: WallClock) => `${two(c.hour)}:${two(c.minute)} ч.`;
const of = (value: DateValue, show: (c: WallClock) => string) => {
  const c = wallClock(value);
  return c ? show(c) : '';
};

/** `15.09.2025 г.`; '' for nothing. */
export const formatDate = (value: DateValue) => of(value, (c) => `${digits(c)} г.`);
/** `15.09.2025`: where the word would repeat (table cells, a date input's text, file names). */
export const formatDateDigits = (value: DateValue) => of(value, digits);
/** `14:30 ч.` */
export const formatTime = (value: DateValue) => of(value, time);
/** `15.09.2025 г., 14:30 ч.` */
export const formatDateTime = (value: DateValue) => of(value, (c) => `${digits(c)} г., ${time(c)}`);
/** `понеделник, 15 септември 2025 г.` */
export const formatLongDate = (value: DateValue) => of(value, long);
/** `понеделник, 15 септември 2025 г., 14:30 ч.` */
export const formatLongDateTime = (value: DateValue) => of(value, (c) => `${long(c)}, ${time(c)}`);
/** `септември 2025` */
export const formatMonth = (value: DateValue) => of(value, (c) => `${monthNames[c.month - 1]} ${c.year}`);
/** `пн` … `нд` of a value's day. */
export const formatWeekdayShort = (value: DateValue) => of(value, (c) => weekdayShortNames[c.weekday]!);
/** The Sofia calendar date `YYYY-MM-DD` of a value (e.g. "today" of an instant). */
export const sofiaDay = (value: DateValue) => of(value, (c) => `${c.year}-${two(c.month)}-${two(c.day)}`);
