import { describe, expect, it } from 'vitest';
import { columnWidth, dayColumn, dayColumnWidth, linesIn, orientationOf, printScale } from './print-layout';
import { cellText, column, fieldCells, moneyText, sheetsUnder, textColumns, totalsRow } from './table-report';
import { workbookBytes } from './table-workbook';

describe('the table report cells', () => {
  it('writes money, dates and rates the Bulgarian way', () => {
    expect(moneyText(1234550)).toBe('12 345,50 €');
    expect(cellText(5, 'money')).toBe('0,05 €');
    expect(cellText('2026-11-21', 'date')).toBe('21.11.2026');
    expect(cellText(66.7, 'percent')).toBe('66,7 %');
    expect(cellText(null, 'percent')).toBe('—');
  });
});

describe('the report builders', () => {
  it("declares the columns by kind, at the kit's width unless told", () => {
    expect(column.text('Дете', 30)).toEqual({ header: 'Дете', width: 30 });
    expect(column.money('Платено')).toEqual({ header: 'Платено', width: 13, kind: 'money' });
    expect(column.number('Такси', 9)).toEqual({ header: 'Такси', width: 9, kind: 'number' });
    expect(textColumns({ Име: 14, 'Дата на раждане': 11 })).toEqual([
      { header: 'Име', width: 14 },
      { header: 'Дата на раждане', width: 11 },
    ]);
  });

  it('puts "Общо" first and the sums under the last columns', () => {
    const columns = [
      column.text('Група', 30),
      column.text('Учител', 20),
      column.number('Деца'),
      column.money('Сума'),
    ];
    expect(totalsRow(columns, [12, 4500])).toEqual(['Общо', '', 12, 4500]);
    expect(totalsRow(columns, [null, 7, 4500])).toEqual(['Общо', null, 7, 4500]);
  });

  it("reads a row's cells as its fields in the order named", () => {
    const cells = fieldCells('groupName', 'totalCents', 'note');
    expect(cells({ groupName: 'Слънце', totalCents: 4500, note: null })).toEqual(['Слънце', 4500, null]);
  });

  it('puts the sheets of one workbook under one heading, each with its own tab and table', () => {
    const heading = { kindergarten: 'ДГ „Слънце“', title: 'Хранене', lines: ['Изготвена на 21.11.2026 г.'] };
    const sheets = sheetsUnder(heading, [
      { sheetName: 'По дни', columns: [column.date('Дата')], rows: [['2026-11-02']] },
      { sheetName: 'По служители', columns: [column.text('Служител', 30)], rows: [] },
    ]);
    expect(sheets.map((s) => [s.sheetName, s.kindergarten, s.title, s.lines])).toEqual([
      ['По дни', heading.kindergarten, heading.title, heading.lines],
      ['По служители', heading.kindergarten, heading.title, heading.lines],
    ]);
  });
});

describe('the print layout', () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => ({ header: `Колона ${i + 1}`, width: 12 }));

  it('turns the page landscape when the table is wider than a portrait page or is a day grid', () => {
    expect(orientationOf(text(7))).toBe('portrait'); // 7 × 89 px = 623 px < 717 px
    expect(orientationOf(text(9))).toBe('landscape');
    expect(orientationOf([{ header: 'Дете', width: 20 }, dayColumn('2026-11-02')])).toBe('landscape');
  });

  it('keeps a month of day columns narrow, headed by the day over its weekday', () => {
    expect(dayColumn('2026-11-02')).toEqual({ header: '02\nпн', width: dayColumnWidth, day: true });
    expect(dayColumn('2026-11-29').header).toBe('29\nнд');
    const month = [
      { header: 'Дете', width: 24 },
      ...Array.from({ length: 31 }, () => dayColumn('2026-12-01')),
    ];
    // printed one page wide on landscape A4 at about four fifths of full size, not a quarter
    expect(printScale(month)).toBeGreaterThan(0.75);
  });

  it('wraps a header between words and counts its lines for the row height', () => {
    expect(linesIn('Деца с над 2 неизвинени дни', 16)).toBe(3);
    expect(linesIn('Име', 10)).toBe(1);
    expect(linesIn('05\nчт', dayColumnWidth)).toBe(2);
    expect(columnWidth({ header: 'Неизвинени', width: 6 })).toBe(14);
  });
});

describe('the workbook', () => {
  it('sets A4, the orientation, fit to width, the header row on every page, borders and a tall header', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    const bytes = await workbookBytes([
      {
        kindergarten: 'ДГ „Щурче“',
        title: 'Справка',
        lines: ['Период: ноември 2026'],
        columns: [
          { header: 'Дете', width: 20 },
          { header: 'Деца с над 2 неизвинени дни', width: 8, kind: 'number' },
          { header: 'Сума', width: 10, kind: 'money' },
        ],
        rows: [['Ана', 2, 1250]],
        totals: ['Общо', 2, 1250],
        below: ['Директор: ....................'],
      },
    ]);
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '5:5',
    });
    expect(sheet.getRow(1).getCell(1).value).toBe('ДГ „Щурче“');
    expect(sheet.getRow(5).getCell(2).value).toBe('Деца с над 2 неизвинени дни');
    expect(sheet.getRow(5).height).toBeGreaterThanOrEqual(45); // three lines
    expect(sheet.getRow(6).getCell(3)).toMatchObject({ value: 12.5, numFmt: '#,##0.00 "€"' });
    expect(sheet.getRow(6).getCell(1).border?.bottom?.style).toBe('thin');
    expect(sheet.getRow(7).font?.bold).toBe(true);
    expect(sheet.getRow(9).getCell(1).value).toBe('Директор: ....................');
  });
});
