import { column } from '../../../platform/documents/report-model';
import { kindergartenNameOf, madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { groupRecords, kindergartenTemplate } from './results';
import { summaryRows } from './summary';

/** The group's summary (issue #30): the records, the template, the counts per area, stage and level. */
export async function resultsSummary(session: TenantRouteSession, classId: string) {
  const [{ className, rows: results }, template] = await Promise.all([
    groupRecords(session, classId),
    kindergartenTemplate(session.kindergartenId),
  ]);
  return {
    classId,
    className,
    children: results.length,
    levels: template.levels,
    rows: summaryRows(template, results),
  };
}

/** The summary for print (the report kit): one row per area, children per level at start and end. */
export async function resultsSummaryExport(session: TenantRouteSession, classId: string) {
  const [summary, kindergarten] = await Promise.all([
    resultsSummary(session, classId),
    kindergartenNameOf(session.kindergartenId),
  ]);
  const levelColumns = (stage: string) => summary.levels.map((l) => column.number(`${stage}: ${l.name}`, 11));
  return workbookFile('obrazovatelni-rezultati', [
    {
      sheetName: 'Резултати',
      kindergarten,
      title: 'Образователни резултати на групата',
      lines: [`Група: ${summary.className}`, `Деца: ${summary.children}`, madeOnLine()],
      columns: [
        column.text('Образователно направление', 30),
        ...levelColumns('Начало'),
        ...levelColumns('Край'),
        column.number('С напредък', 10),
        column.number('Без промяна', 10),
        column.number('С регрес', 10),
      ],
      rows: summary.rows.map((r) => [
        r.areaName,
        ...summary.levels.map((l) => r.start[String(l.level)] ?? 0),
        ...summary.levels.map((l) => r.end[String(l.level)] ?? 0),
        r.improved,
        r.same,
        r.declined,
      ]),
    },
  ]);
}
