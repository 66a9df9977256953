import type { MonthLockState } from '@gradina/shared/manifest/routes/attendance/month-lock';

/**
 * The kindergarten's month lock as plain functions (issue #24, point 9). The automatic lock is lazy: a
 * month is locked once today (Sofia) reaches the chosen day of the next month, computed on every read
 * rather than written by a scheduled job, so a missed or failed run can never leave a month open, turning
 * the setting on or off acts at once, and nothing fans out over the kindergartens (docs/decisions.md).
 */

/** The month's own item: the director's last word on it (a lock, or an unlock with its reason). */
export interface KindergartenMonthItem {
  type: 'KindergartenMonth';
  kindergartenId: string;
  month: string;
  state: 'locked' | 'unlocked';
  /** ISO time of the last change and who made it. */
  changedAt: string;
  changedBy: string;
  /** The unlock's reason (the audit log keeps it too). */
  reason?: string | null;
}

/** `YYYY-MM` of the month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The date the automatic lock closes `month`: day `autoLockDay` of the next month; null when off. */
export const autoLockDateOf = (month: string, autoLockDay: number | null | undefined) =>
  autoLockDay ? `${nextMonth(month)}-${String(autoLockDay).padStart(2, '0')}` : null;

/**
 * Whether `month` is locked for the whole kindergarten on `today` (`YYYY-MM-DD`), and by what. The
 * director's last word wins: a lock holds until unlocked, an unlock keeps the month open even past the
 * automatic lock's day (until locked again); without either, the automatic lock decides.
 */
export function monthLockOf(
  month: string,
  item: KindergartenMonthItem | undefined,
  autoLockDay: number | null | undefined,
  today: string,
): Omit<MonthLockState, 'canLock'> {
  const autoLockDate = autoLockDateOf(month, autoLockDay);
  const base = { month, autoLockDay: autoLockDay ?? null, autoLockDate };
  if (item?.state === 'locked')
    return { ...base, isLocked: true, lockedBy: 'director', lockedAt: item.changedAt, unlockReason: null };
  if (item?.state === 'unlocked')
    return { ...base, isLocked: false, lockedBy: null, lockedAt: null, unlockReason: item.reason ?? null };
  if (autoLockDate !== null && today >= autoLockDate)
    return { ...base, isLocked: true, lockedBy: 'automatic', lockedAt: autoLockDate, unlockReason: null };
  return { ...base, isLocked: false, lockedBy: null, lockedAt: null, unlockReason: null };
}
