import { TeacherAttendanceKind } from '@gradina/shared';
import { monthNames } from '@gradina/shared/format-dates';
import type { NormRow, NormsReport } from '@gradina/shared/manifest/routes/staff/substitutions';
import { monthBounds, monthWorkingDays } from '../../../domain/calendar';
import { groupsOfYear, isOpen } from '../../../domain/groups/group-reads';
import type { ReportColumn } from '../../../platform/documents/table-report';
import * as tableReport from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { markedDays, readStaffMonth } from '../attendance/items';
import { listStaff } from '../records/items';
import { substitutionsOfMonth } from './items';
import { type AwayDates, normRows } from './norms';
import { isDirectorRecord, monthOf, pedagogicalStaff } from './substitutions';

interface MonthQuery {
  year: number;
  month: number;
}

/** The staff attendance kinds that keep a person away from their own groups for the day. */
const awayKinds: ReadonlySet<number> = new Set([
  TeacherAttendanceKind.PaidLeave,
  TeacherAttendanceKind.UnpaidLeave,
  TeacherAttendanceKind.MaternityLeave,
  TeacherAttendanceKind.SickLeave,
  TeacherAttendanceKind.Absence,
  TeacherAttendanceKind.OfficialLeave,
  TeacherAttendanceKind.BusinessTrip,
]);

/** Each person's dates marked with an away kind in the month's staff attendance. */
function awayOf(items: readonly Record<string, unknown>[], month: string): AwayDates {
  const away = new Map<string, Set<string>>();
  for (const item of items) {
    const dates = Object.entries(markedDays(item))
      .filter(([, d]) => awayKinds.has(d.kind))
      .map(([day]) => `${month}-${day.padStart(2, '0')}`);
    if (dates.length > 0) away.set(String(item.staffId), new Set(dates));
  }
  return away;
}

/**
 * The norms of a month: the pedagogical staff working in it, the month's working days (the kindergarten's
 * calendar), the open groups of the session's school year (the director's norm), the month's staff
 * attendance (days away) and the month's substitutions; six Queries in all.
 */
export async function normsReport(session: TenantRouteSession, q: MonthQuery): Promise<NormsReport> {
  const kg = session.kindergartenId;
  const { fromDate, toDate } = monthBounds(q.year, q.month);
  const month = monthOf(q.year, q.month);
  const [staff, days, groups, subs, attendance] = await Promise.all([
    listStaff(kg),
    monthWorkingDays(kg, q.year, q.month),
    session.periodId ? groupsOfYear(kg, session.periodId) : Promise.resolve([]),
    substitutionsOfMonth(kg, month),
    readStaffMonth(kg, month),
  ]);
  const workingDates = days.filter((d) => d.isWorkingDay).map((d) => d.date);
  const groupsCount = groups.filter((g) => !g.isForSubstitution && isOpen(g, fromDate)).length;
  const people = pedagogicalStaff(staff, fromDate, toDate).map((s) => ({
    id: s.userId,
    name: `${s.firstName} ${s.lastName}`.trim(),
    position: s.position,
    isDirector: isDirectorRecord(s),
  }));
  return {
    year: q.year,
    month: q.month,
    workingDays: workingDates.length,
    groupsCount,
    rows: normRows(people, subs, workingDates, groupsCount, awayOf(attendance.staff, month)),
  };
}

const columns: ReportColumn[] = [
  ...tableReport.textColumns({ Служител: 24, Длъжност: 18 }),
  tableReport.column.number('Норма (ч. седмично)', 9),
  tableReport.column.number('Норма за месеца (ч.)', 9),
  tableReport.column.number('Дни отсъствие', 9),
  tableReport.column.number('Часове в своите групи', 9),
  tableReport.column.number('Часове заместване', 11),
  tableReport.column.number('Заместван (ч.)'),
  tableReport.column.number('Преподадени (ч.)', 12),
  tableReport.column.number('Разлика (ч.)', 9),
];

const rowValues = (r: NormRow) => [
  r.name,
  r.position,
  r.weeklyNorm,
  r.monthNorm,
  r.awayDays,
  r.ownHours,
  r.substitutionHours,
  r.replacedHours,
  r.taught,
  r.difference,
];

const monthTitle = (r: NormsReport) => `${monthNames[r.month - 1]} ${r.year}`;
const fileMonth = (r: NormsReport) => `${r.year}-${String(r.month).padStart(2, '0')}`;

/** A norms workbook: the kindergarten, the title and `lines` above the people's rows. */
async function normsFile(
  session: TenantRouteSession,
  fileName: string,
  sheet: { title: string; lines: string[]; rows: readonly NormRow[] },
): Promise<FileReply> {
  return tableReport.workbookFile(fileName, [
    {
      sheetName: 'Норми',
      kindergarten: await tableReport.kindergartenNameOf(session.kindergartenId),
      title: sheet.title,
      lines: [...sheet.lines, tableReport.madeOnLine()],
      columns,
      rows: sheet.rows.map(rowValues),
      emptyText: 'Няма педагогически персонал за месеца.',
    },
  ]);
}

/** GET /norms/export: every pedagogical staff member's month as xlsx. */
export async function exportNorms(session: TenantRouteSession, q: MonthQuery): Promise<FileReply> {
  const report = await normsReport(session, q);
  return normsFile(session, `normi-${fileMonth(report)}`, {
    title: `Норми на преподавателска работа – ${monthTitle(report)}`,
    lines: [`Работни дни: ${report.workingDays}`],
    rows: report.rows,
  });
}

/** GET /director-norms/export: the director's norm (by the number of groups) against the hours taught. */
export async function exportDirectorNorms(session: TenantRouteSession, q: MonthQuery): Promise<FileReply> {
  const report = await normsReport(session, q);
  return normsFile(session, `norma-direktor-${fileMonth(report)}`, {
    title: `Норма на директора – ${monthTitle(report)}`,
    lines: [`Работни дни: ${report.workingDays}`, `Брой групи: ${report.groupsCount}`],
    rows: report.rows.filter((r) => r.isDirector),
  });
}
