/**
 * Attendance grid demo data: three months (September from the school year's start, October, November up to
 * the demo's today) for every group of the main demo kindergarten's active school year: mostly present, some
 * sickness and family reasons, the odd excused or unexcused day, and two compulsory-age children of the demo
 * teacher's group over 2 unexcused days in November, and one child of that group moved to another group on
 * 16.11.2026 (children-records-demo.ts), marked in the old group before and the new one after. Cells are written through the grid's own `setDays`
 * (only empty days: what the requests demo marked stays), and the aggregates with the same pure counters the
 * stream consumer adds (the seed runs before the stream poller, so no record passes through it).
 *
 *   await seedAttendanceDemo(demo);   // after the world, the days off and the requests demo are saved
 */
import {
  attendanceAggregateKind,
  childMonthCounters,
  sumCounters,
} from '../../../functions/src/areas/attendance/grid/aggregate';
import { readGroupMonth, setDays } from '../../../functions/src/areas/attendance/grid/items';
import { recordMarkedDays } from '../../../functions/src/areas/attendance/requests/items';
import { putMonthAggregate } from '../../../functions/src/domain/aggregates';
import { schoolYearOf } from '../../../functions/src/domain/attendance/family-reason';
import { monthWorkingDays } from '../../../functions/src/domain/calendar';
import { isCompulsoryAgeInMonth } from '../../../shared/src/attendance-rules';
import { StudentAttendanceStatus as S, type StudentAttendanceStatus } from '../../../shared/src/enums';
import { seedMovedChildDemo } from './children-records-demo';
import type { DemoWorld } from './seed';
import { demoToday } from './world-context';

const months = [
  [2026, 9],
  [2026, 10],
  [2026, 11],
] as const;

/** A stable number in [0, 1) from a text (FNV-1a), so the demo is the same on every machine. */
function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 0x1_0000_0000;
}

/** A child's day: a sickness lasts a few days, the rest is mostly presence. */
function statusOn(childId: string, date: string, sickUntil: { date: string }): StudentAttendanceStatus {
  if (date <= sickUntil.date) return S.SicknessAbsence5;
  const r = unit(`${childId}#${date}`);
  if (r < 0.03) {
    const until = new Date(`${date}T00:00:00Z`);
    until.setUTCDate(until.getUTCDate() + 2 + Math.floor(r * 100));
    sickUntil.date = until.toISOString().slice(0, 10);
    return S.SicknessAbsence5;
  }
  if (r < 0.045) return S.FamilyReasonAbsence;
  if (r < 0.06) return S.Excused;
  if (r < 0.068) return S.Absence;
  return S.Attendance;
}

export async function seedAttendanceDemo(demo: DemoWorld): Promise<{ childMonths: number }> {
  const { main } = demo.kindergartens;
  // A child moved mid-November (issue #24): the old group marks its days before the move, the new one after.
  const moved = await seedMovedChildDemo(demo);
  const inGroup = (c: { id: string; groupId: string }, groupId: string, date: string) => {
    if (!moved || c.id !== moved.childId) return c.groupId === groupId;
    return date < moved.fromDate ? groupId === moved.fromGroupId : groupId === moved.toGroupId;
  };
  const groups = demo.groups.filter(
    (g) => g.kindergartenId === main.id && g.periodId === main.activePeriodId,
  );
  const teacherId = demo.accounts.teacher.id;
  const teachersGroup = groups.find((g) => (g as { teacherIds?: string[] }).teacherIds?.includes(teacherId));
  // Two compulsory-age children of the demo teacher's group pass 2 unexcused days in November.
  const truants = new Set(
    demo.children
      .filter((c) => c.groupId === teachersGroup?.id && isCompulsoryAgeInMonth(c.birthDate, '2026-11'))
      .slice(-2)
      .map((c) => c.id),
  );
  let childMonths = 0;
  for (const [year, month] of months) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const scopes: { scope: string; counters: Record<string, number> }[] = [];
    for (const group of groups) {
      const days = (await monthWorkingDays(main.id, year, month, group.id))
        .filter((d) => d.isWorkingDay && d.date < demoToday)
        .map((d) => d.date);
      const children = demo.children.filter((c) => days.some((d) => inGroup(c, group.id, d)));
      await Promise.all(
        children.map(async (c) => {
          const sick = { date: '' };
          const marks: Record<string, StudentAttendanceStatus> = {};
          for (const date of days) {
            if ((c.enrolledOn && date < c.enrolledOn) || !inGroup(c, group.id, date)) continue;
            marks[date] = statusOn(c.id, date, sick);
          }
          if (month === 11 && truants.has(c.id)) for (const date of days.slice(2, 5)) marks[date] = S.Absence;
          if (Object.keys(marks).length === 0) return;
          const set = await setDays(main.id, { childId: c.id, groupId: group.id, month: key, days: marks });
          // The family-reason days go on the child's counter too, as the grid's own marks do (issue #24).
          const family = set.filter((d) => marks[d] === S.FamilyReasonAbsence);
          if (family.length > 0) await recordMarkedDays(main.id, c.id, group.id, family, [], schoolYearOf);
        }),
      );
      const stored = await readGroupMonth(main.id, group.id, key);
      childMonths += stored.children.length;
      scopes.push({
        scope: `GROUP#${group.id}`,
        counters: sumCounters(stored.children.map((i) => childMonthCounters(i))),
      });
    }
    await putMonthAggregate({
      kind: attendanceAggregateKind,
      kindergartenId: main.id,
      month: key,
      counters: sumCounters(scopes.map((s) => s.counters)),
      scopes,
    });
  }
  return { childMonths };
}
