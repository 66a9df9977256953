import { wallClock } from '@gradina/shared/format-dates';
import type { AttendanceMark } from '@gradina/shared/manifest/routes/attendance/grid';
import { absentStatuses, attendanceStatuses } from '@gradina/shared/manifest/routes/attendance/grid';
import { guardiansOf, notify } from '../../../domain/notices';
import { now, sofiaToday } from '../../../platform/clock';
import type { RosterChild } from './items';

/**
 * A parent's toast when their child is marked absent for today before 10:00 Sofia time, so a forgotten
 * drop-off is caught while it still matters (issue #14). Later marks are the day's record, not news.
 */

/** Until this hour (Sofia time) an absence marked for today reaches the parents. */
export const absenceToastUntilHour = 10;

const sofiaHour = (at: Date) => wallClock(at)?.hour ?? 0;

/** The marks that notify parents: an absence, for today, made before 10:00. */
export function absencesToNotify(cells: readonly AttendanceMark[], at: Date): AttendanceMark[] {
  if (sofiaHour(at) >= absenceToastUntilHour) return [];
  const today = sofiaToday(at);
  return cells.filter((c) => c.forDate === today && c.type !== null && absentStatuses.includes(c.type));
}

export async function notifyParentsOfAbsences(
  kindergartenId: string,
  cells: readonly AttendanceMark[],
  children: ReadonlyMap<string, RosterChild>,
): Promise<void> {
  const at = now();
  await Promise.all(
    absencesToNotify(cells, at).map(async (cell) => {
      const child = children.get(cell.studentId);
      if (!child || cell.type === null) return;
      const parents = await guardiansOf(kindergartenId, cell.studentId);
      await notify({
        kindergartenId,
        key: `absent#${cell.studentId}#${cell.forDate}`,
        userIds: parents,
        title: 'Отбелязано отсъствие',
        text: `${child.firstName} ${child.lastName} е отбелязан(а) днес като „${attendanceStatuses[cell.type].name}“.`,
        toast: true,
        inbox: false,
      });
    }),
  );
}
