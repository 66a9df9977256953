import { formatDateDigits } from '@gradina/shared/format-dates';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fileReply } from '../http/replies';
import { pdfMaker } from './pdfmake';

/**
 * One report table as an Excel or PDF file (the activity reports of issue #17, any tabular report): a
 * title, the lines saying what it covers, Bulgarian headers, the rows and a totals row. Money comes in euro
 * cents and is written with two decimals (a number formatted `# ##0,00 €` in Excel, `12 345,50 €` in the
 * PDF), dates `YYYY-MM-DD` as DD.MM.YYYY. Landscape, one page wide (`fitToWidth`).
 */

export type ReportCell = string | number | null;
export type ReportColumnKind = 'text' | 'number' | 'money' | 'date' | 'percent';

export interface ReportColumn {
  header: string;
  /** Excel's column width in characters (the PDF shares the page in the same proportions). */
  width: number;
  kind?: ReportColumnKind;
}

export interface TableReport {
  /** The file's name without extension, e.g. "Плащания по групи". */
  fileName: string;
  title: string;
  /** What the report covers: the kindergarten, the period, the filters; the day it was made. */
  lines: string[];
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** The totals row (its first cell usually "Общо"); none: no totals. */
  totals?: ReportCell[];
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const euros = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });
const decimals = new Intl.NumberFormat('bg-BG', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integers = new Intl.NumberFormat('bg-BG', { maximumFractionDigits: 0 });

/** `12 345,50 €` (plain spaces, so a copied or extracted text reads the same). Pure. */
export const moneyText = (cents: number) => euros.format(cents / 100).replace(/\s/g, ' ');

/** A cell as the PDF prints it. Pure. */
export function cellText(value: ReportCell, kind: ReportColumnKind = 'text'): string {
  if (value === null || value === '') return kind === 'text' ? '' : '—';
  if (typeof value === 'number') {
    if (kind === 'money') return moneyText(value);
    if (kind === 'percent') return `${decimals.format(value).replace(/\s/g, ' ')} %`;
    return integers.format(value).replace(/\s/g, ' ');
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateDigits(value) ?? value;
  return value;
}

/** A cell as Excel keeps it: money in euros (a number), dates as DD.MM.YYYY text. Pure. */
function xlsxValue(value: ReportCell, kind: ReportColumnKind = 'text'): ReportCell {
  if (value === null) return null;
  if (typeof value === 'number') return kind === 'money' ? Math.round(value) / 100 : value;
  return kind === 'date' ? cellText(value, kind) : value;
}

const numFmt: Partial<Record<ReportColumnKind, string>> = {
  money: '#,##0.00 "€"',
  percent: '0.0',
  number: '0',
};

async function workbook(report: TableReport) {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  const sheet = wb.addWorksheet(report.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const longestWord = (text: string) => Math.max(...text.split(' ').map((w) => w.length));
  sheet.columns = report.columns.map((c) => ({ width: Math.max(c.width, longestWord(c.header) + 3) }));
  sheet.addRow([report.title]).font = { bold: true, size: 13 };
  for (const line of report.lines) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(report.columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  const add = (cells: ReportCell[]) => {
    const row = sheet.addRow(cells.map((v, i) => xlsxValue(v, report.columns[i]?.kind)));
    report.columns.forEach((c, i) => {
      const fmt = c.kind ? numFmt[c.kind] : undefined;
      if (fmt) row.getCell(i + 1).numFmt = fmt;
    });
    return row;
  };
  for (const r of report.rows) add(r);
  if (report.totals) add(report.totals).font = { bold: true };
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

const numeric = (kind: ReportColumnKind | undefined) =>
  kind === 'money' || kind === 'number' || kind === 'percent';

/** The columns' shares of the page width, in percent, as Excel's widths share it. Pure. */
const shares = (columns: readonly ReportColumn[]) => {
  const total = columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => `${((c.width * 100) / total).toFixed(2)}%`);
};

/** The PDF's document. Pure: tests read its text back. */
export function tableDefinition(report: TableReport): TDocumentDefinitions {
  const cell = (value: ReportCell, i: number, bold = false): TableCell => {
    const kind = report.columns[i]?.kind;
    return { text: cellText(value, kind), bold, alignment: numeric(kind) ? 'right' : 'left' };
  };
  const body: TableCell[][] = [
    report.columns.map((c) => ({ text: c.header, bold: true, fillColor: '#eeeeee' })),
    ...report.rows.map((r) => r.map((v, i) => cell(v, i))),
    ...(report.totals ? [report.totals.map((v, i) => cell(v, i, true))] : []),
  ];
  const content: Content[] = [
    { text: report.title, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
    ...report.lines.map((line): Content => ({ text: line, margin: [0, 0, 0, 2] })),
    report.rows.length === 0
      ? { text: 'Няма данни за избрания период.', italics: true, margin: [0, 12, 0, 0] }
      : {
          table: { headerRows: 1, widths: shares(report.columns), body },
          layout: 'lightHorizontalLines',
          margin: [0, 10, 0, 0],
        },
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
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
  if (type === 'xlsx') return fileReply(`${report.fileName}.xlsx`, xlsxContentType, await workbook(report));
  const maker = await pdfMaker();
  const pdf = await maker.createPdf(tableDefinition(report)).getBuffer();
  return fileReply(`${report.fileName}.pdf`, 'application/pdf', pdf);
}
