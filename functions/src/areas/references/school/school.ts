import { ResultStage, resultStageNames } from '@gradina/shared/education/education';
import type { SchoolReport, SchoolSheet } from '@gradina/shared/manifest/routes/references/school';
import {
  column,
  kindergartenNameOf,
  madeOnLine,
  type ReportColumn,
  workbookFile,
} from '../../../platform/documents/table-report';
import { invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { absencesSheet, doctorChildrenSheet, doctorsSheet, doctorTeachersSheet } from './attendance-sheets';
import {
  attendanceMonths,
  groupsWithChildren,
  medicalNotes,
  resultsOfGroups,
  resultsTemplate,
  staffNamesOf,
  supportsOf,
  yearsOf,
} from './items';
import {
  averagesSheet,
  excellentSheet,
  levelsSheet,
  lowLevelCountsSheet,
  lowLevelsSheet,
  notesSheet,
  supportsSheet,
} from './results-sheets';
import type { SheetHead } from './sheet';

/**
 * The kindergarten's school-style references (issue #32): `GET /api/References/{report}` answers the
 * table, `/export` its workbook through the report kit. Every report reads the school years and the year's
 * groups (2 Queries), then its own source (items.ts lists each read's cost).
 */

export interface SchoolQuery {
  periodId?: string | undefined;
  groupId?: string | undefined;
  stage?: ResultStage | undefined;
}

const titles: Record<SchoolReport, string> = {
  absences: 'Отсъствия по групи и месеци',
  'general-practitioners': 'Лекари по медицинските бележки',
  'general-practitioners-students': 'Деца и лекарите по медицинските им бележки',
  'general-practitioners-teachers': 'Учители и лекарите по медицинските бележки на децата в групите им',
  'term-grades': 'Нива по образователни направления',
  'average-students-grades': 'Средно ниво по групи и направления',
  'excellent-students': 'Деца на най-високо ниво във всички направления',
  'low-grades': 'Деца на най-ниско ниво в някое направление',
  'count-low-grades': 'Брой деца на най-ниско ниво по групи и направления',
  'remarks-praises': 'Бележки на учителите към резултатите',
  'sanctions-supports': 'Деца със специални образователни потребности и подкрепа',
};

/** The months a school year spans, `YYYY-MM`. Pure. */
export function monthsBetween(fromDate: string, toDate: string): string[] {
  const months: string[] = [];
  let y = Number(fromDate.slice(0, 4));
  let m = Number(fromDate.slice(5, 7));
  const last = toDate.slice(0, 7);
  for (let month = fromDate.slice(0, 7); month <= last; month = `${y}-${String(m).padStart(2, '0')}`) {
    months.push(month);
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return months;
}

const gradeReports = new Set<SchoolReport>([
  'term-grades',
  'average-students-grades',
  'excellent-students',
  'low-grades',
  'count-low-grades',
]);

/** One report of the school year the query names (default: the session's). */
export async function schoolReport(
  session: TenantRouteSession,
  report: SchoolReport,
  q: SchoolQuery,
): Promise<SchoolSheet> {
  const kg = session.kindergartenId;
  const years = await yearsOf(kg);
  const year =
    years.find((y) => y.id === (q.periodId ?? session.periodId)) ?? (q.periodId ? undefined : years[0]);
  if (!year)
    throw invalidField('periodId', 'Полето "Учебна година": няма такава учебна година в детската градина.');
  const groups = await groupsWithChildren(kg, year.id, q.groupId);
  if (q.groupId && groups.length === 0)
    throw invalidField('groupId', 'Полето "Група": няма такава група в учебната година.');
  const stage = q.stage ?? ResultStage.End;
  const lines = [
    `Учебна ${year.name} г.`,
    q.groupId ? `Група „${groups[0]!.name}“` : 'Всички групи',
    ...(gradeReports.has(report) ? [`Етап: ${resultStageNames[stage].toLocaleLowerCase('bg')}`] : []),
  ];
  const head: SheetHead = { title: titles[report], lines };
  switch (report) {
    case 'absences':
      return absencesSheet(
        head,
        groups,
        await attendanceMonths(kg, monthsBetween(year.fromDate, year.toDate)),
      );
    case 'general-practitioners':
      return doctorsSheet(head, await medicalNotes(kg, year.yearFrom), q.groupId);
    case 'general-practitioners-students':
      return doctorChildrenSheet(head, await medicalNotes(kg, year.yearFrom), q.groupId);
    case 'general-practitioners-teachers': {
      const [notes, names] = await Promise.all([medicalNotes(kg, year.yearFrom), staffNamesOf(kg)]);
      return doctorTeachersSheet(head, notes, groups, names);
    }
    case 'sanctions-supports':
      return supportsSheet(head, groups, await supportsOf(kg));
    default: {
      const [template, results] = await Promise.all([
        resultsTemplate(kg),
        resultsOfGroups(
          kg,
          groups.map((g) => g.id),
        ),
      ]);
      const input = { template, groups, results, stage };
      if (report === 'remarks-praises') return notesSheet(head, input);
      if (report === 'term-grades') return levelsSheet(head, input);
      if (report === 'average-students-grades') return averagesSheet(head, input);
      if (report === 'excellent-students') return excellentSheet(head, input);
      if (report === 'low-grades') return lowLevelsSheet(head, input);
      return lowLevelCountsSheet(head, input);
    }
  }
}

/** The columns as the workbook prints them: each as wide as its longest cell (10 to 40 characters). Pure. */
export function workbookColumns(sheet: SchoolSheet): ReportColumn[] {
  return sheet.columns.map((c, i) => {
    const longest = Math.max(c.header.length, ...sheet.rows.map((r) => String(r[i] ?? '').length));
    const width = Math.min(40, Math.max(10, longest + 2));
    return c.kind === 'text' ? column.text(c.header, width) : column.number(c.header, Math.min(width, 16));
  });
}

/** `GET /api/References/{report}/export`: the report as an Excel workbook with the kindergarten on top. */
export async function exportSchoolReport(session: TenantRouteSession, report: SchoolReport, q: SchoolQuery) {
  const [sheet, kindergarten] = await Promise.all([
    schoolReport(session, report, q),
    kindergartenNameOf(session.kindergartenId),
  ]);
  return workbookFile(sheet.title, [
    {
      sheetName: 'Справка',
      kindergarten,
      title: sheet.title,
      lines: [...sheet.lines, madeOnLine()],
      columns: workbookColumns(sheet),
      rows: sheet.rows,
      totals: sheet.totals ?? undefined,
      emptyText: 'Няма данни за избраната учебна година.',
    },
  ]);
}
