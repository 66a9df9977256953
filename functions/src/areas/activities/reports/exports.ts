import { formatDateDigits, formatMonth } from '@gradina/shared/format-dates';
import type {
  AttendanceSummaryQuery,
  StudentsSummaryQuery,
} from '@gradina/shared/manifest/routes/activities/reports';
import type { TableReport } from '../../../platform/documents/table-report';
import {
  column,
  fieldCells,
  kindergartenNameOf,
  madeOnLine,
  tableReportFile,
  textColumns,
  totalsRow,
} from '../../../platform/documents/table-report';
import type { TenantRouteSession as Session } from '../../../platform/http/route-session';
import { attendanceSummary, studentsSummary } from './reports';

/** The activity reports as Excel or PDF files: every row the screen shows, the totals last. */

type FileType = 'xlsx' | 'pdf';

const count = (header: string) => column.number(header, 11);
const monthText = (month: string) => formatMonth(`${month}-01`) ?? month;

/** A summary's file: the kindergarten's name, then what the report covers, then the day it was made. */
async function summaryFile(
  session: Session,
  covers: string[],
  report: Omit<TableReport, 'lines'>,
  type: FileType,
) {
  const name = await kindergartenNameOf(session.kindergartenId);
  return tableReportFile({ ...report, lines: [name, ...covers, madeOnLine()].filter(Boolean) }, type);
}

const studentFigures = ['childrenCount', 'joinedCount', 'leftCount', 'atEndCount'] as const;

export async function studentsSummaryExport(session: Session, q: StudentsSummaryQuery, type: FileType) {
  const r = await studentsSummary(session, q);
  const columns = [
    ...textColumns({ Дейност: 26, Вид: 16, Доставчик: 26, Водещ: 20 }),
    count('Деца в периода'),
    count('Записани в периода'),
    count('Отписани в периода'),
    count('Деца към края'),
  ];
  const covers = [
    `Период: от ${formatDateDigits(r.fromDate)} до ${formatDateDigits(r.toDate)}`,
    `Различни деца в дейностите: ${r.totals.distinctChildren}`,
  ];
  return summaryFile(
    session,
    covers,
    {
      fileName: 'Деца по дейности',
      title: 'Справка за децата по дейности',
      columns,
      rows: r.rows.map((row) => [
        row.activityName,
        row.typeName,
        row.providerName,
        row.teacherName ?? '',
        ...fieldCells(...studentFigures)(row),
      ]),
      totals: totalsRow(columns, fieldCells(...studentFigures)(r.totals)),
    },
    type,
  );
}

const attendanceFigures = [
  'childrenCount',
  'sessionsCount',
  'presentCount',
  'absentCount',
  'attendanceRate',
] as const;

export async function attendanceSummaryExport(session: Session, q: AttendanceSummaryQuery, type: FileType) {
  const r = await attendanceSummary(session, q);
  const columns = [
    ...textColumns({ Дейност: 26, Доставчик: 24, Месец: 16 }),
    count('Деца'),
    count('Занимания'),
    count('Присъствия'),
    count('Отсъствия'),
    column.percent('Присъствие (%)'),
  ];
  return summaryFile(
    session,
    [`Период: от ${monthText(r.fromMonth)} до ${monthText(r.toMonth)}`],
    {
      fileName: 'Присъствия в дейностите',
      title: 'Справка за присъствията в дейностите',
      columns,
      rows: r.rows.map((row) => [
        row.activityName,
        row.providerName,
        monthText(row.month),
        ...fieldCells(...attendanceFigures)(row),
      ]),
      totals: totalsRow(columns, fieldCells(...attendanceFigures)(r.totals)),
    },
    type,
  );
}
