import { sofiaTimeZone } from '@gradina/shared/format-dates';

/**
 * The Sofia wall clock to the second, both ways, summer time included: what the calendar's day boundaries
 * and ePay's wire times (PAY_TIME, EXP_TIME) need. Display formatting is shared/src/format-dates.ts's.
 */
const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: sofiaTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Sofia wall-clock reading of an instant. */
export function sofiaParts(ms: number) {
  const p = Object.fromEntries(partsFormatter.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { y: +p.year!, m: +p.month!, d: +p.day!, h: +p.hour!, min: +p.minute!, s: +p.second! };
}

/** Offset of Sofia from UTC at an instant, in ms (2 or 3 hours). */
export function sofiaOffset(ms: number): number {
  const p = sofiaParts(ms);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
}

/** The instant of a Sofia wall-clock time. */
export function sofiaToUtc(y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): number {
  const guess = Date.UTC(y, m - 1, d, h, min, s, ms);
  const first = guess - sofiaOffset(guess);
  // Near a change of summer time the offset at the first guess may differ from the offset at the answer.
  return guess - sofiaOffset(first);
}
