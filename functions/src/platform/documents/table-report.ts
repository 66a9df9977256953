import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { sofiaToday } from '../clock';
import { getItem, keys } from '../db';
import { fileReply } from '../http/replies';
import { pdfMaker } from './pdfmake';
import { columnWidth, orientationOf, printScale } from './print-layout';
import type { ReportCell, ReportColumn, ReportColumnKind, ReportSheet, TableReport } from './report-model';
import { cellText, totalsOf } from './report-model';
import { workbookBytes } from './table-workbook';

/**
 * The one way a table report becomes a file (issue #27): an Excel workbook or a PDF of the same table,
 * printed the same way (A4, landscape when wide, one page wide, the header row on every page). Areas
 * describe the report (`TableReport`); no area builds a workbook or a pdfmake table of its own.
 */

export { dayColumn } from './print-layout';
export type { ReportCell, ReportColumn, ReportColumnKind, ReportSheet, TableReport } from './report-model';
export { cellText, column, fieldCells, moneyText, sheetsUnder, textColumns, totalsRow } from './report-model';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The heading line saying when the report was made: "Изготвена на 21.11.2026 г.". */
export const madeOnLine = () => `Изготвена на ${formatDateDigits(sofiaToday())} г.`;

/** The kindergarten's name for a report's heading (one GetItem); '' when it has none. */
export const kindergartenNameOf = async (kindergartenId: string) =>
  (await getItem<{ name?: string }>(keys.kindergarten(kindergartenId), { attributes: ['name'] }))?.name ?? '';

const numeric = (kind: ReportColumnKind | undefined) =>
  kind === 'money' || kind === 'number' || kind === 'percent';

/** The columns' shares of the page width, in percent, as the Excel sheet's widths share it. Pure. */
const shares = (columns: readonly ReportColumn[]) => {
  const widths = columns.map(columnWidth);
  const total = widths.reduce((s, w) => s + w, 0);
  return widths.map((w) => `${((w * 100) / total).toFixed(2)}%`);
};

/** Thin grey rules round every cell, as the Excel sheet's borders. */
const ruled: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#808080',
  vLineColor: () => '#808080',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** The PDF's document. Pure: tests read its text back. */
export function tableDefinition(report: ReportSheet): TDocumentDefinitions {
  const columns = report.columns;
  const cell = (value: ReportCell, i: number, bold = false): TableCell => {
    const c = columns[i];
    return {
      text: cellText(value, c?.kind),
      bold,
      alignment: c?.day ? 'center' : numeric(c?.kind) ? 'right' : 'left',
      ...(c?.shaded ? { fillColor: '#dddddd' } : {}),
    };
  };
  const body: TableCell[][] = [
    columns.map((c) => ({
      text: c.header,
      bold: true,
      fillColor: c.shaded ? '#dddddd' : '#eeeeee',
      alignment: c.day ? 'center' : 'left',
    })),
    ...report.rows.map((r) => r.map((v, i) => cell(v, i))),
    ...totalsOf(report).map((t) => t.map((v, i) => cell(v, i, true))),
  ];
  // A wide table's text shrinks as Excel shrinks it to one page wide, but never under 6 points.
  const fontSize = Math.max(6, Math.round(8.5 * Math.max(printScale(columns), 0.75) * 2) / 2);
  const content: Content[] = [
    ...(report.kindergarten
      ? [{ text: report.kindergarten, bold: true, margin: [0, 0, 0, 2] } as Content]
      : []),
    { text: report.title, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
    ...report.lines.map((line): Content => ({ text: line, margin: [0, 0, 0, 2] })),
    report.rows.length === 0
      ? { text: report.emptyText ?? 'Няма данни за избрания период.', italics: true, margin: [0, 12, 0, 0] }
      : {
          table: { headerRows: 1, dontBreakRows: true, widths: shares(columns), body },
          layout: ruled,
          fontSize,
          margin: [0, 10, 0, 0],
        },
    ...(report.below ?? []).map((line, i): Content => ({ text: line, margin: [0, i === 0 ? 10 : 2, 0, 0] })),
  ];
  return {
    pageSize: 'A4',
    pageOrientation: orientationOf(columns),
    pageMargins: [32, 32, 32, 40],
    info: { title: report.title, creator: 'Градина' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({
      text: `Страница ${page} от ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 12, 0, 0],
    }),
    content,
  };
}

/** The report as the file asked for. */
export async function tableReportFile(report: TableReport, type: 'xlsx' | 'pdf') {
  if (type === 'xlsx') return workbookFile(report.fileName, [report]);
  const maker = await pdfMaker();
  const pdf = await maker.createPdf(tableDefinition(report)).getBuffer();
  return fileReply(`${report.fileName}.pdf`, 'application/pdf', pdf);
}

/** Several report sheets as one Excel workbook (`fileName` without extension), e.g. a summary and its grid. */
export async function workbookFile(fileName: string, sheets: readonly ReportSheet[]) {
  return fileReply(`${fileName}.xlsx`, xlsxContentType, await workbookBytes(sheets));
}
