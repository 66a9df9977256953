import type {
  ActivityAttendanceRow,
  ActivityChildrenRow,
} from '@gradina/shared/manifest/routes/activities/reports';
import type { ActivityItem, EnrollmentItem, EnrollmentPeriod } from '../../../domain/activities/items';
import { marksOf } from '../../../domain/activities/items';
import { invalidField } from '../../../platform/http/errors';

/**
 * The activity reports' figures as pure functions: the children of each activity in a period (from the
 * enrolment periods), and the attendance of each activity month (from its marks). Totals are sums of the
 * rows, except the distinct children (a child in two activities is one child).
 */

const collator = new Intl.Collator('bg');

/** A report row's activity: its id and name, its provider's and its teacher's. */
const activityNames = (a: ActivityItem) => ({
  activityId: a.id,
  activityName: a.name,
  providerName: a.providerName,
  teacherName: a.teacherName,
});

/** The days of a period: `fromDate`…`toDate`, none: today; at most 366 days. Pure. */
export function daysOf(q: { fromDate?: string | undefined; toDate?: string | undefined }, today: string) {
  const from = q.fromDate ?? q.toDate ?? today;
  const to = q.toDate ?? (q.fromDate && q.fromDate > today ? q.fromDate : today);
  if (to < from) throw invalidField('toDate', 'Полето "До дата" не може да е преди "От дата".');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > 366) throw invalidField('toDate', 'Полето "До дата": периодът може да е до една година.');
  return { from, to };
}

/** The months `fromMonth`…`toMonth` (none: this month), oldest first; at most 12. Pure. */
export function monthsBetween(
  q: { fromMonth?: string | undefined; toMonth?: string | undefined },
  today: string,
) {
  const from = q.fromMonth ?? q.toMonth ?? today.slice(0, 7);
  const to = q.toMonth ?? (q.fromMonth && q.fromMonth > today.slice(0, 7) ? q.fromMonth : today.slice(0, 7));
  if (to < from) throw invalidField('toMonth', 'Полето "До месец" не може да е преди "От месец".');
  const months: string[] = [];
  for (
    let [y, m] = from.split('-').map(Number) as [number, number];
    ;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]
  ) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= to) break;
    if (months.length >= 12)
      throw invalidField('toMonth', 'Полето "До месец": периодът може да е до 12 месеца.');
  }
  return months;
}

const overlaps = (p: EnrollmentPeriod, from: string, to: string) =>
  p.from <= to && (p.to === null || p.to >= from);
const enrolledOn = (p: EnrollmentPeriod, day: string) => p.from <= day && (p.to === null || p.to >= day);

type ChildrenFigures = Pick<
  ActivityChildrenRow,
  'childrenCount' | 'joinedCount' | 'leftCount' | 'atEndCount'
>;

/** An activity's children in the period. Pure. */
export function childrenFigures(enrollments: readonly EnrollmentItem[], from: string, to: string) {
  const inPeriod = enrollments.filter((e) => e.periods.some((p) => overlaps(p, from, to)));
  const figures: ChildrenFigures = {
    childrenCount: inPeriod.length,
    joinedCount: inPeriod.filter((e) => e.periods.some((p) => p.from >= from && p.from <= to)).length,
    leftCount: inPeriod.filter((e) => e.periods.some((p) => p.to !== null && p.to >= from && p.to <= to))
      .length,
    atEndCount: inPeriod.filter((e) => e.periods.some((p) => enrolledOn(p, to))).length,
  };
  return { figures, childIds: inPeriod.map((e) => e.childId) };
}

/** The rows and totals of the children per activity. Pure. */
export function childrenSummary(
  activities: readonly { activity: ActivityItem; enrollments: readonly EnrollmentItem[] }[],
  from: string,
  to: string,
) {
  const distinct = new Set<string>();
  const rows = activities.map(({ activity: a, enrollments }) => {
    const { figures, childIds } = childrenFigures(enrollments, from, to);
    for (const c of childIds) distinct.add(c);
    return {
      ...activityNames(a),
      typeName: a.typeName,
      ...figures,
    };
  });
  rows.sort(
    (a, b) => collator.compare(a.activityName, b.activityName) || a.activityId.localeCompare(b.activityId),
  );
  const total = (k: keyof ChildrenFigures) => rows.reduce((s, r) => s + r[k], 0);
  return {
    rows,
    totals: {
      childrenCount: total('childrenCount'),
      joinedCount: total('joinedCount'),
      leftCount: total('leftCount'),
      atEndCount: total('atEndCount'),
      distinctChildren: distinct.size,
    },
  };
}

/** Present of the marks in percent, one decimal; null without marks. Pure. */
export const rateOf = (present: number, absent: number) =>
  present + absent === 0 ? null : Math.round((present * 1000) / (present + absent)) / 10;

type AttendanceFigures = Omit<
  ActivityAttendanceRow,
  'activityId' | 'activityName' | 'providerName' | 'teacherName' | 'month'
>;

/** One activity month's figures from its attendance item (undefined: nothing marked). Pure. */
export function monthFigures(item: Record<string, unknown> | undefined) {
  const marks = marksOf(item);
  const days = new Set<number>();
  let present = 0;
  let absent = 0;
  for (const row of marks.values()) {
    for (const d of [...row.present, ...row.absent]) days.add(d);
    present += row.present.length;
    absent += row.absent.length;
  }
  const figures: AttendanceFigures = {
    childrenCount: [...marks.values()].filter((r) => r.present.length + r.absent.length > 0).length,
    sessionsCount: days.size,
    presentCount: present,
    absentCount: absent,
    attendanceRate: rateOf(present, absent),
  };
  return { figures, childIds: [...marks.keys()] };
}

/** The rows (activity by name, then month) and totals of the attendance summary. Pure. */
export function attendanceSummaryOf(
  cells: readonly { activity: ActivityItem; month: string; item: Record<string, unknown> | undefined }[],
) {
  const children = new Set<string>();
  const rows = cells.map(({ activity: a, month, item }) => {
    const { figures, childIds } = monthFigures(item);
    for (const c of childIds) children.add(c);
    return {
      ...activityNames(a),
      month,
      ...figures,
    };
  });
  rows.sort(
    (a, b) =>
      collator.compare(a.activityName, b.activityName) ||
      a.activityId.localeCompare(b.activityId) ||
      a.month.localeCompare(b.month),
  );
  const presentCount = rows.reduce((s, r) => s + r.presentCount, 0);
  const absentCount = rows.reduce((s, r) => s + r.absentCount, 0);
  return {
    rows,
    totals: {
      childrenCount: children.size,
      sessionsCount: rows.reduce((s, r) => s + r.sessionsCount, 0),
      presentCount,
      absentCount,
      attendanceRate: rateOf(presentCount, absentCount),
    },
  };
}
