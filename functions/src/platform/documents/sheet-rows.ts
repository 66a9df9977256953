/**
 * The reading side of the report kit (issue #30, the topics upload): the first sheet of an .xlsx file as
 * rows of cell texts (numbers and dates as Excel shows them, rich text joined, formulas by their result),
 * each with its row number as Excel numbers it, empty rows left out. A file that is not a workbook answers
 * null, so the caller refuses it in its own words. exceljs is loaded only when a file is read.
 */

export interface SheetRow {
  /** Excel's row number (1 is the first row). */
  number: number;
  cells: string[];
}

const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return textOf(v.result);
    if (v.text !== undefined) return textOf(v.text);
    return '';
  }
  return String(value);
};

export async function sheetRows(data: Uint8Array): Promise<SheetRow[] | null> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(textOf(row.getCell(c).value).trim());
    if (cells.some((t) => t !== '')) rows.push({ number, cells });
  });
  return rows;
}
