import { Role } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { MissedTopicsRow } from '@gradina/shared/manifest/routes/planning/missed-topics';
import { type ChildMonthDays, childMonthsOf, kindOf } from '../../../domain/attendance';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import {
  column,
  fieldCells,
  kindergartenNameOf,
  madeOnLine,
  textColumns,
  workbookFile,
} from '../../../platform/documents/table-report';
import { forbidden, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import type { FileReply } from '../../../platform/http/replies';
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

/** The report as Excel with Bulgarian headers, the period and the group chosen above the table. */
export async function missedTopicsExport(
  session: TenantRouteSession,
  q: { classId?: string | undefined; fromDate: string; toDate: string },
): Promise<FileReply> {
  const [rows, kindergarten] = await Promise.all([
    missedTopics(session, q),
    kindergartenNameOf(session.kindergartenId),
  ]);
  const group = q.classId ? rows.find((r) => r.groupId === q.classId)?.groupName : undefined;
  return workbookFile('propusnati-dni', [
    {
      sheetName: 'Пропуснати дни',
      kindergarten,
      title: 'Пропуснати дни',
      lines: [
        `Период: от ${formatDateDigits(q.fromDate)} до ${formatDateDigits(q.toDate)}`,
        ...(group ? [`Група: ${group}`] : []),
        madeOnLine(),
      ],
      columns: [
        ...textColumns({ Група: 20, Дете: 28 }),
        column.number('Пропуснати дни', 11),
        column.text('Дати', 48),
      ],
      rows: rows.map((r) => [
        ...fieldCells('groupName', 'studentName', 'missedDays')(r),
        r.dates.map((d) => formatDateDigits(d)).join(', '),
      ]),
    },
  ]);
}
