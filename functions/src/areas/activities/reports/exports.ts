import { formatDateDigits, formatMonth } from '@gradina/shared/format-dates';
import type {
  AttendanceSummaryQuery,
  StudentsSummaryQuery,
} from '@gradina/shared/manifest/routes/activities/reports';
import { sofiaToday } from '../../../platform/clock';
import {
  kindergartenNameOf,
  type ReportColumn,
  tableReportFile,
} from '../../../platform/documents/table-report';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { attendanceSummary, studentsSummary } from './reports';

/** The activity reports as Excel or PDF files: every row the screen shows, the totals last. */

type FileType = 'xlsx' | 'pdf';

const count = (header: string): ReportColumn => ({ header, width: 11, kind: 'number' });
const monthText = (month: string) => formatMonth(`${month}-01`) ?? month;

const made = (today: string) => `Изготвена на ${formatDateDigits(today)} г.`;

export async function studentsSummaryExport(
  session: TenantRouteSession,
  q: StudentsSummaryQuery,
  type: FileType,
) {
  const [r, name] = await Promise.all([
    studentsSummary(session, q),
    kindergartenNameOf(session.kindergartenId),
  ]);
  const t = r.totals;
  return tableReportFile(
    {
      fileName: 'Деца по дейности',
      title: 'Справка за децата по дейности',
      lines: [
        name,
        `Период: от ${formatDateDigits(r.fromDate)} до ${formatDateDigits(r.toDate)}`,
        `Различни деца в дейностите: ${t.distinctChildren}`,
        made(sofiaToday()),
      ].filter(Boolean),
      columns: [
        { header: 'Дейност', width: 26 },
        { header: 'Вид', width: 16 },
        { header: 'Доставчик', width: 26 },
        { header: 'Водещ', width: 20 },
        count('Деца в периода'),
        count('Записани в периода'),
        count('Отписани в периода'),
        count('Деца към края'),
      ],
      rows: r.rows.map((row) => [
        row.activityName,
        row.typeName,
        row.providerName,
        row.teacherName ?? '',
        row.childrenCount,
        row.joinedCount,
        row.leftCount,
        row.atEndCount,
      ]),
      totals: ['Общо', '', '', '', t.childrenCount, t.joinedCount, t.leftCount, t.atEndCount],
    },
    type,
  );
}

export async function attendanceSummaryExport(
  session: TenantRouteSession,
  q: AttendanceSummaryQuery,
  type: FileType,
) {
  const [r, name] = await Promise.all([
    attendanceSummary(session, q),
    kindergartenNameOf(session.kindergartenId),
  ]);
  const t = r.totals;
  return tableReportFile(
    {
      fileName: 'Присъствия в дейностите',
      title: 'Справка за присъствията в дейностите',
      lines: [
        name,
        `Период: от ${monthText(r.fromMonth)} до ${monthText(r.toMonth)}`,
        made(sofiaToday()),
      ].filter(Boolean),
      columns: [
        { header: 'Дейност', width: 26 },
        { header: 'Доставчик', width: 24 },
        { header: 'Месец', width: 16 },
        count('Деца'),
        count('Занимания'),
        count('Присъствия'),
        count('Отсъствия'),
        { header: 'Присъствие (%)', width: 12, kind: 'percent' },
      ],
      rows: r.rows.map((row) => [
        row.activityName,
        row.providerName,
        monthText(row.month),
        row.childrenCount,
        row.sessionsCount,
        row.presentCount,
        row.absentCount,
        row.attendanceRate,
      ]),
      totals: [
        'Общо',
        '',
        '',
        t.childrenCount,
        t.sessionsCount,
        t.presentCount,
        t.absentCount,
        t.attendanceRate,
      ],
    },
    type,
  );
}
