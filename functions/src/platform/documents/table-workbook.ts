import type { Border, Borders, Row, Worksheet } from 'exceljs';
import { columnWidth, linesIn, orientationOf, rowHeight } from './print-layout';
import { cellText, type ReportCell, type ReportColumnKind, type ReportSheet, totalsOf } from './report-model';

/**
 * The Excel side of the report kit: one sheet per `ReportSheet`, set up to print as people print: A4, the
 * orientation of `orientationOf`, one page wide and as many long as needed, the header row repeated on every
 * page, thin borders round every cell of the table, headers that wrap in a row tall enough for them, and
 * the kindergarten, title and what the report covers above the table in cells merged across it. exceljs is
 * loaded only when a workbook is made, so it stays out of the bundles' cold start.
 */

/** A cell as Excel keeps it: money in euros (a number), dates as DD.MM.YYYY text. Pure. */
function xlsxValue(value: ReportCell, kind: ReportColumnKind = 'text'): ReportCell {
  if (value === null) return null;
  if (typeof value === 'number') return kind === 'money' ? Math.round(value) / 100 : value;
  return kind === 'date' ? cellText(value, kind) : value;
}

const numFmt: Partial<Record<ReportColumnKind, string>> = {
  money: '#,##0.00 "€"',
  percent: '0.0',
};

const thin: Partial<Border> = { style: 'thin', color: { argb: 'FF808080' } };
const boxed: Partial<Borders> = { top: thin, left: thin, bottom: thin, right: thin };
const shade = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDDDDD' } } as const;
const headerFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } } as const;

/** A sheet's tab name: Excel's 31 characters, none of the characters it refuses. */
const tabName = (name: string) => name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ');

function fillSheet(sheet: Worksheet, report: ReportSheet) {
  const columns = report.columns;
  const widths = columns.map(columnWidth);
  const across = Math.max(1, columns.length);
  const totalWidth = widths.reduce((s, w) => s + w, 0);
  sheet.columns = widths.map((width) => ({ width }));

  // A line above or below the table: one cell merged across the table's width, wrapped, as tall as it needs.
  const line = (text: string, font?: Row['font']) => {
    const row = sheet.addRow([text]);
    if (font) row.font = font;
    if (across > 1) sheet.mergeCells(row.number, 1, row.number, across);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    const scale = (font?.size ?? 11) / 11;
    row.height = rowHeight(linesIn(text, totalWidth / scale), 15 * scale);
    return row;
  };
  if (report.kindergarten) line(report.kindergarten, { bold: true });
  line(report.title, { bold: true, size: 13 });
  for (const text of report.lines) line(text);
  sheet.addRow([]);

  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.height = rowHeight(Math.max(1, ...columns.map((c, i) => linesIn(c.header, widths[i]!))));
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.alignment = { wrapText: true, vertical: 'middle', horizontal: c.day ? 'center' : 'left' };
    cell.border = boxed;
    cell.fill = c.shaded ? shade : headerFill;
  });
  sheet.pageSetup.printTitlesRow = `${header.number}:${header.number}`;

  // A column wraps its cells only when some cell is longer than it is wide (a list of dates, allergies);
  // otherwise a cell keeps to one line, as on the screen.
  const wraps = columns.map((_, i) =>
    report.rows.some((r) => String(r[i] ?? '').length * 1.1 > widths[i]! - 1),
  );
  const add = (cells: readonly ReportCell[], bold = false) => {
    const row = sheet.addRow(cells.map((v, i) => xlsxValue(v, columns[i]?.kind)));
    if (bold) row.font = { bold: true };
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      cell.border = boxed;
      const fmt = c.kind ? numFmt[c.kind] : undefined;
      if (fmt && typeof cell.value === 'number') cell.numFmt = fmt;
      if (c.shaded) cell.fill = shade;
      cell.alignment = c.day
        ? { horizontal: 'center', vertical: 'middle', wrapText: wraps[i] }
        : { vertical: 'top', wrapText: wraps[i] };
    });
    return row;
  };
  for (const r of report.rows) add(r);
  if (report.rows.length === 0) line(report.emptyText ?? 'Няма данни за избрания период.', { italic: true });
  for (const t of totalsOf(report)) add(t, true);
  if (report.below?.length) {
    sheet.addRow([]);
    for (const text of report.below) line(text);
  }
}

/** The workbook of one or more report sheets, as the bytes of an .xlsx file. */
export async function workbookBytes(sheets: readonly ReportSheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Градина';
  for (const report of sheets) {
    const sheet = wb.addWorksheet(tabName(report.sheetName ?? report.title), {
      pageSetup: {
        paperSize: 9, // A4
        orientation: orientationOf(report.columns),
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        horizontalCentered: true,
        margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
      },
      headerFooter: { oddFooter: '&CСтраница &P от &N' },
    });
    fillSheet(sheet, report);
  }
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}
