import type { NeispuoAttendanceRecord } from '@gradina/shared/manifest/routes/neispuo/integration';
import { neispuoMarkOf } from '@gradina/shared/neispuo/attendance-types';
import { childMonthsOf } from '../../../domain/attendance';
import { sofiaToday } from '../../../platform/clock';
import { personsOf } from '../connection/items';
import { recordsOfMonth } from './items';
import { markedDays, planMonth } from './plan';

/**
 * Where a group's month stands in НЕИСПУО, per child and day (the references screen and the Master's view):
 * each record as sent (accepted, refused with НЕИСПУО's message, unmatched), and `waiting` for what the
 * plan would still send (a new mark, a correction, a delete, a call whose answer was lost). Three requests:
 * the person ids, the group's child-months and its records of the month.
 */
export async function groupMonthRecords(
  kindergartenId: string,
  groupId: string,
  month: string,
): Promise<NeispuoAttendanceRecord[]> {
  const [persons, childMonths, sent] = await Promise.all([
    personsOf(kindergartenId),
    childMonthsOf(kindergartenId, month, groupId),
    recordsOfMonth(kindergartenId, groupId, month),
  ]);
  const names = new Map(childMonths.map((c) => [c.childId, `${c.firstName} ${c.lastName}`]));
  const marked = markedDays(month, childMonths, sofiaToday());
  const plan = planMonth(marked, sent, persons);
  const keyOf = (a: (typeof plan)[number]) =>
    'day' in a ? `${a.day.date}#${a.day.childId}` : `${a.record.date}#${a.record.childId}`;
  const pending = new Set(plan.filter((a) => a.kind !== 'forget' && a.kind !== 'unmatched').map(keyOf));
  // A child without a person id is unmatched, whether or not the queue wrote its record yet.
  const unmatched = new Set(plan.filter((a) => a.kind === 'unmatched').map(keyOf));
  const records = new Map(sent.map((r) => [`${r.date}#${r.childId}`, r]));
  const rows: NeispuoAttendanceRecord[] = [];
  const seen = new Set<string>();
  for (const day of marked) {
    const mark = neispuoMarkOf(day.status);
    const key = `${day.date}#${day.childId}`;
    const record = records.get(key);
    if (!mark && !record) continue;
    seen.add(key);
    rows.push({
      date: day.date,
      childId: day.childId,
      childName: names.get(day.childId) ?? '',
      status: day.status,
      type: mark?.type ?? null,
      excusedReason: mark?.excusedReason ?? null,
      state: unmatched.has(key)
        ? 'unmatched'
        : pending.has(key) || !record || record.state === 'sending'
          ? 'waiting'
          : record.state,
      attendanceId: record?.attendanceId ?? null,
      message: record?.message ?? null,
    });
  }
  // Records whose mark was removed: waiting to be deleted in НЕИСПУО.
  for (const r of sent)
    if (!seen.has(`${r.date}#${r.childId}`) && r.state === 'accepted')
      rows.push({
        date: r.date,
        childId: r.childId,
        childName: names.get(r.childId) ?? '',
        status: null,
        type: null,
        excusedReason: null,
        state: 'waiting',
        attendanceId: r.attendanceId,
        message: null,
      });
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.childName.localeCompare(b.childName, 'bg'));
}

export function countsOf(rows: readonly NeispuoAttendanceRecord[]) {
  const counts = { waiting: 0, accepted: 0, refused: 0, unmatched: 0 };
  for (const r of rows) counts[r.state]++;
  return counts;
}
