import { formatDateDigits } from '@gradina/shared/format-dates';
import { PlacementKind } from '@gradina/shared/manifest/routes/children/records';
import type { FieldError } from '@gradina/shared/validation';

/**
 * A child's placements: stays in groups, each from its first day to its last (null: still there), in date
 * order and never overlapping, so the group of any day has one answer. A move closes the open stay on the day
 * before the new one starts; a leave (discharge, relocation) closes it on the last day in the kindergarten.
 */
export interface Stay {
  kind: number;
  groupId: string;
  fromDate: string;
  toDate: string | null;
}

const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const byStart = (a: Stay, b: Stay) => a.fromDate.localeCompare(b.fromDate);

/** The group the child was in on `date` (a day in no stay: before the enrolment, after the leave): undefined. */
export function groupOn(stays: readonly Stay[], date: string): string | undefined {
  return stays.find((s) => s.fromDate <= date && (s.toDate === null || date <= s.toDate))?.groupId;
}

/** The last stay (the open one while the child is enrolled). */
export const lastStay = (stays: readonly Stay[]): Stay | undefined => [...stays].sort(byStart).at(-1);

export type Change<T> = { ok: true; value: T } | { ok: false; error: FieldError };

const refuse = (field: string, message: string): { ok: false; error: FieldError } => ({
  ok: false,
  error: { field, message },
});

/**
 * A move to `groupId` from `fromDate` (or a new enrolment of a child who left): the open stay ends the day
 * before. Refused, naming `fromDate`, when the day is not after the last stay's start (the child would be in
 * two groups on one day) or not after the leave; naming `groupId` when it is the group the child is in.
 */
export function move(
  stays: readonly Stay[],
  groupId: string,
  fromDate: string,
): Change<{ closed?: Stay; opened: Stay }> {
  const last = lastStay(stays);
  if (!last)
    return {
      ok: true,
      value: { opened: { kind: PlacementKind.Enrolment, groupId, fromDate, toDate: null } },
    };
  if (last.toDate === null) {
    if (last.groupId === groupId) return refuse('groupId', 'Полето "Група": детето вече е в тази група.');
    if (fromDate <= last.fromDate)
      return refuse(
        'fromDate',
        `Полето "От дата" трябва да е след ${formatDateDigits(last.fromDate)}, когато детето е влязло в сегашната си група: едно дете не може да е в две групи в един ден.`,
      );
    return {
      ok: true,
      value: {
        closed: { ...last, toDate: dayBefore(fromDate) },
        opened: { kind: PlacementKind.Move, groupId, fromDate, toDate: null },
      },
    };
  }
  if (fromDate <= last.toDate)
    return refuse(
      'fromDate',
      `Полето "От дата" трябва да е след напускането на ${formatDateDigits(last.toDate)}.`,
    );
  return { ok: true, value: { opened: { kind: PlacementKind.Enrolment, groupId, fromDate, toDate: null } } };
}

/** The leave on `leftOn` (the last day in the kindergarten): refused, naming `leftOn`, before the open stay began. */
export function leave(stays: readonly Stay[], leftOn: string): Change<Stay> {
  const last = lastStay(stays);
  if (!last || last.toDate !== null)
    return refuse('leftOn', 'Полето "Дата на напускане": детето не е записано в група.');
  if (leftOn < last.fromDate)
    return refuse(
      'leftOn',
      `Полето "Дата на напускане" не може да е преди ${formatDateDigits(last.fromDate)}, когато детето е влязло в групата си.`,
    );
  return { ok: true, value: { ...last, toDate: leftOn } };
}

/** DD.MM.YYYY, as every message the users read writes a date. */
