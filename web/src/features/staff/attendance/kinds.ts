import { TeacherAttendanceKind as K } from '@gradina/shared';
import { staffAttendanceKinds } from '@gradina/shared/manifest/routes/staff/attendance';

/** The staff grid's kinds as the screen offers them: labels, colours and the key that sets each. */

export const kindLabel = (kind: number) => staffAttendanceKinds[kind as K]?.name ?? '';
export const kindShort = (kind: number) => staffAttendanceKinds[kind as K]?.short ?? '';

/** The kinds a person marks (0 "Заключен" comes with the director's month lock). */
export const markableKinds = Object.values(K).filter((k) => k !== K.Locked);

/** Kinds that book hours (the API refuses hours with a leave or an absence). */
export const kindsWithHours: readonly number[] = [
  K.Shift1,
  K.Shift2,
  K.Attendance,
  K.Lecturing,
  K.BusinessTrip,
];

export const kindColor: Record<number, string> = {
  [K.Shift1]: 'green',
  [K.Shift2]: 'teal',
  [K.Attendance]: 'green',
  [K.Lecturing]: 'blue',
  [K.BusinessTrip]: 'indigo',
  [K.PaidLeave]: 'yellow',
  [K.UnpaidLeave]: 'orange',
  [K.MaternityLeave]: 'grape',
  [K.SickLeave]: 'red',
  [K.Absence]: 'red',
  [K.OfficialLeave]: 'yellow',
  [K.Locked]: 'gray',
};

/**
 * The key that sets a kind in a focused cell: the kind's number for 1-9, "Л" (or L) for lecturing and "К"
 * (or K) for a business trip; Delete, Backspace or 0 clears; null for any other key.
 */
export function kindOfKey(key: string): K | null | undefined {
  if (/^[1-9]$/.test(key)) return Number(key) as K;
  const k = key.toLowerCase();
  if (k === 'л' || k === 'l') return K.Lecturing;
  if (k === 'к' || k === 'k') return K.BusinessTrip;
  if (key === 'Delete' || key === 'Backspace' || key === '0') return null;
  return undefined;
}

/** The keys' legend shown above the grid. */
export const keyLegend = [
  ...markableKinds.filter((k) => k <= 9).map((k) => `${k} – ${kindLabel(k)}`),
  `Л – ${kindLabel(K.Lecturing)}`,
  `К – ${kindLabel(K.BusinessTrip)}`,
  'Delete – изчиства',
];
