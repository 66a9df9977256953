import { formatMonth } from '@gradina/shared/format-dates';
import {
  column,
  kindergartenNameOf,
  madeOnLine,
  type TableReport,
  tableReportFile,
  totalsRow,
} from '../../../platform/documents/table-report';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { feeReport, type Level, type ReportRow } from './report';

/**
 * The references as an Excel file (`GET /api/fees/references/export`): the rows the screen shows, the totals
 * last, and a column saying which months were recorded in leva and converted at the fixed rate.
 */

const levelTitles: Record<Level, { title: string; name: string | null }> = {
  kindergarten: { title: 'по месеци', name: null },
  groups: { title: 'по групи', name: 'Група' },
  kids: { title: 'по деца', name: 'Дете' },
};

const monthText = (month: string) => formatMonth(`${month}-01`) ?? month;

const sums = [
  'dueCents',
  'paidCents',
  'overdueCents',
  'cashCents',
  'bankCents',
  'posCents',
  'onlineCents',
] as const;

/** The report's table. Pure: tests read its cells. */
export function feeReportSheet(
  level: Level,
  period: { fromMonth: string; toMonth: string },
  rows: readonly ReportRow[],
  kindergarten: string,
): TableReport {
  const { title, name } = levelTitles[level];
  const money = (header: string) => column.money(header, 14);
  const columns = [
    column.text('Месец', 16),
    ...(name ? [column.text(name, 30)] : []),
    money('Дължимо'),
    money('Платено'),
    money('Просрочено'),
    money('В брой'),
    money('Банка'),
    money('ПОС'),
    money('Онлайн'),
    column.text('Валута', 22),
  ];
  return {
    fileName: `Такси за детската градина ${title}`,
    kindergarten,
    title: `Такси за детската градина ${title}`,
    lines: [
      `Период: ${monthText(period.fromMonth)} – ${monthText(period.toMonth)}`,
      'Сумите преди 01.01.2026 г. са записани в лева и са превалутирани по фиксирания курс 1,95583 лв. за 1 евро.',
      madeOnLine(),
    ],
    columns,
    rows: rows.map((r) => [
      monthText(r.month),
      ...(name ? [r.name] : []),
      ...sums.map((k) => r[k]),
      r.converted ? 'от лева по 1,95583' : 'евро',
    ]),
    totals: totalsRow(columns, [...sums.map((k) => rows.reduce((s, r) => s + r[k], 0)), '']),
    emptyText: 'Няма такси за периода.',
  };
}

export async function feeReportFile(
  session: TenantRouteSession,
  query: { level: Level; fromMonth: string; toMonth: string },
) {
  const [rows, kindergarten] = await Promise.all([
    feeReport(session, query),
    kindergartenNameOf(session.kindergartenId),
  ]);
  return tableReportFile(feeReportSheet(query.level, query, rows, kindergarten), 'xlsx');
}
