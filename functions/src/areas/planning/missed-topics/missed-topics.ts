import { Role } from '@gradina/shared';
import type { MissedTopicsRow } from '@gradina/shared/manifest/routes/planning/missed-topics';
import { type ChildMonthDays, childMonthsOf, kindOf } from '../../../domain/attendance';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { forbidden, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { type FileReply, fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * The missed-topics report: the days each child was away (excused or not) in a period, read from the
 * attendance grid (one Query per month of the period, of the group when one is named). The weekly topics
 * are not stored yet, so a row names the days and the group the lessons of those days were in.
 */

const monthsBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (
    let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7));
    `${y}-${String(m).padStart(2, '0')}` <= to;
  ) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m = (m % 12) + 1;
    if (m === 1) y += 1;
  }
  return out;
};

/** The rows of the report: pure, of the child-months and the group names. */
export function missedDaysRows(
  months: readonly ChildMonthDays[],
  groupNames: ReadonlyMap<string, string>,
  fromDate: string,
  toDate: string,
): MissedTopicsRow[] {
  const rows = new Map<string, MissedTopicsRow>();
  for (const c of months) {
    const dates = Object.entries(c.days)
      .filter(([, status]) => {
        const kind = kindOf(status);
        return kind === 'excused' || kind === 'unexcused';
      })
      .map(([day]) => `${c.month}-${day.padStart(2, '0')}`)
      .filter((d) => d >= fromDate && d <= toDate);
    if (dates.length === 0) continue;
    const key = `${c.groupId}#${c.childId}`;
    const row = rows.get(key) ?? {
      studentId: c.childId,
      studentName: `${c.firstName} ${c.lastName}`,
      groupId: c.groupId,
      groupName: groupNames.get(c.groupId) ?? '',
      missedDays: 0,
      dates: [],
    };
    row.dates = [...row.dates, ...dates].sort();
    row.missedDays = row.dates.length;
    rows.set(key, row);
  }
  const collator = new Intl.Collator('bg');
  return [...rows.values()].sort(
    (a, b) => collator.compare(a.groupName, b.groupName) || collator.compare(a.studentName, b.studentName),
  );
}

/** `GET /api/Lessons/missed-topics-report`: a manager's every group, a teacher's own (403 for another). */
export async function missedTopics(
  session: TenantRouteSession,
  q: { classId?: string | undefined; fromDate: string; toDate: string },
): Promise<MissedTopicsRow[]> {
  const kg = session.kindergartenId;
  const groups = await groupsOfKindergarten(kg);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const seesAll = isKindergartenManager(session) || session.role !== Role.Teacher;
  const visible = new Set(
    groups.filter((g) => seesAll || g.teacherIds?.includes(session.userId)).map((g) => g.id),
  );
  if (q.classId) {
    if (!names.has(q.classId)) throw notFound('Групата не е намерена.');
    if (!visible.has(q.classId)) throw forbidden('Групата не е от Вашите групи.');
  }
  const months = await Promise.all(
    monthsBetween(q.fromDate.slice(0, 7), q.toDate.slice(0, 7)).map((m) => childMonthsOf(kg, m, q.classId)),
  );
  const mine = months.flat().filter((c) => visible.has(c.groupId));
  return missedDaysRows(mine, names, q.fromDate, q.toDate);
}

const bgDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The report as Excel with Bulgarian headers. */
export async function missedTopicsExport(
  session: TenantRouteSession,
  q: { classId?: string | undefined; fromDate: string; toDate: string },
): Promise<FileReply> {
  const rows = await missedTopics(session, q);
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  const sheet = wb.addWorksheet('Пропуснати дни', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([`Пропуснати дни ${bgDate(q.fromDate)} – ${bgDate(q.toDate)}`]).font = { bold: true };
  sheet.addRow(['Група', 'Дете', 'Пропуснати дни', 'Дати']).font = { bold: true };
  for (const r of rows)
    sheet.addRow([r.groupName, r.studentName, r.missedDays, r.dates.map(bgDate).join(', ')]);
  [24, 30, 16, 60].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  const body = await wb.xlsx.writeBuffer();
  return fileReply(
    'propusnati-dni.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    Buffer.from(body as ArrayBuffer),
  );
}
