import { sofiaParts } from '@gradina/shared/format-dates';

/**
 * The Sofia wall clock to the second, both ways, summer time included: what the calendar's day boundaries
 * and ePay's wire times (PAY_TIME, EXP_TIME) need; the reading itself is shared/src/format-dates.ts's.
 */

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
