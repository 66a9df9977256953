import { StudentAttendanceStatus } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import { type AspChild, type AspGroup, aspChildrenOf, staysInMonth } from './asp';
import { dayOfMonth } from './cells';

/**
 * The working days of a month still unmarked for the АСП file (issue #24, point 8): per group, the working
 * days on which a child of the file (compulsory age, enrolled) was in the group and has no mark there. The
 * screen lists them before the export, and the export is refused with the list until they are marked or the
 * director confirms. A cell holding only the lock (13 „Заключен“ without a mark) is unmarked too. Only the
 * file's children count: a nursery's unmarked day does not hold the file back.
 */

export interface UnmarkedGroup {
  groupId: string;
  groupName: string;
  /** `YYYY-MM-DD`, in order. */
  dates: string[];
}

export function unmarkedDays(input: {
  month: string;
  children: readonly AspChild[];
  groups: ReadonlyMap<string, AspGroup>;
  /** The group's working days of the month (`YYYY-MM-DD`): the calendar's, with the group's own days off. */
  workingDays: (groupId: string) => readonly string[];
  /** The groups the caller sees; the others are left out. */
  groupIds?: ReadonlySet<string>;
}): UnmarkedGroup[] {
  const byGroup = new Map<string, Set<string>>();
  for (const child of aspChildrenOf(input.children, input.month))
    for (const stay of staysInMonth(child.stays, input.month)) {
      if (input.groupIds && !input.groupIds.has(stay.groupId)) continue;
      const cells = child.months.find((m) => m.groupId === stay.groupId);
      for (const date of input.workingDays(stay.groupId)) {
        if (date < stay.fromDate || (stay.toDate !== null && date > stay.toDate)) continue;
        const status = cells?.days[dayOfMonth(date)];
        if (status !== undefined && status !== StudentAttendanceStatus.Locked) continue;
        const dates = byGroup.get(stay.groupId) ?? new Set<string>();
        dates.add(date);
        byGroup.set(stay.groupId, dates);
      }
    }
  const collator = new Intl.Collator('bg');
  return [...byGroup]
    .map(([groupId, dates]) => ({
      groupId,
      groupName: input.groups.get(groupId)?.name ?? '',
      dates: [...dates].sort(),
    }))
    .sort((a, b) => collator.compare(a.groupName, b.groupName));
}

/** The refusal's text: „Група „Звездица“: 03.11.2026, 04.11.2026“ per group. */
export const unmarkedLine = (g: UnmarkedGroup) =>
  `Група „${g.groupName}“: ${g.dates.map((d) => formatDateDigits(d)).join(', ')}`;
