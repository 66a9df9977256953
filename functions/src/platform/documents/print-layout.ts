import { weekdayShortNames } from '@gradina/shared/format-dates';

/**
 * How a report table sits on A4 paper, decided once for the Excel sheet and the PDF alike. Widths are Excel's
 * character units: a column of width w is 7w + 5 pixels at 96 dpi in Excel's default Calibri 11.
 */

export interface PrintColumn {
  header: string;
  width: number;
  /** A day of a month grid: narrow, its header the day's number over its weekday. */
  day?: boolean | undefined;
}

/** A day column's width: two letters of a short label ("ПО", "НО") at the grid's font, nothing more. */
export const dayColumnWidth = 3.6;

/** A4 (210 × 297 mm) less the sheet's 0.4" side margins, in pixels at 96 dpi. */
const printable = { portrait: Math.round((8.27 - 0.8) * 96), landscape: Math.round((11.69 - 0.8) * 96) };

const pixels = (c: PrintColumn) => 7 * columnWidth(c) + 5;

/** The table's width in pixels at 100 %. Pure. */
export const tableWidth = (columns: readonly PrintColumn[]) => columns.reduce((s, c) => s + pixels(c), 0);

/**
 * Portrait while the table fits a portrait page at full size (about 100 characters across); landscape when
 * it is wider or is a day grid (a month across reads along the page's long side).
 */
export function orientationOf(columns: readonly PrintColumn[]): 'portrait' | 'landscape' {
  if (columns.some((c) => c.day)) return 'landscape';
  return tableWidth(columns) > printable.portrait ? 'landscape' : 'portrait';
}

/** The share of full size the table prints at, one page wide (1 when it fits). Pure. */
export function printScale(columns: readonly PrintColumn[]): number {
  return Math.min(1, printable[orientationOf(columns)] / tableWidth(columns));
}

/**
 * The lines `text` takes in a column of `width` characters, wrapped between words (a word never breaks).
 * Excel's character is a digit's width; a Cyrillic letter is about a tenth wider, so a line holds fewer.
 */
export function linesIn(text: string, width: number): number {
  const room = Math.max(1, Math.floor((width - 1) / 1.1));
  return text.split('\n').reduce((total, paragraph) => {
    let lines = 1;
    let used = 0;
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const needed = used === 0 ? word.length : used + 1 + word.length;
      if (needed <= room || used === 0) used = needed;
      else {
        lines += 1;
        used = word.length;
      }
    }
    return total + lines;
  }, 0);
}

/** A row's height in points for `lines` lines of 11-point text (Excel's 15 pt a line) and a little air. */
export const rowHeight = (lines: number, pointsPerLine = 15) => lines * pointsPerLine + 3;

/**
 * A column wide enough that its header wraps between words, never inside one. A day column keeps its
 * narrow width: its header is two short lines.
 */
export function columnWidth(c: PrintColumn): number {
  if (c.day) return dayColumnWidth;
  // A bold Cyrillic letter is about a fifth wider than Excel's character (a digit).
  const longestWord = Math.max(...c.header.split(/[ \n]/).map((w) => w.length));
  return Math.max(c.width, Math.ceil(longestWord * 1.2) + 2);
}

/** A month grid's day column: "05" over "чт", narrow. `date` is YYYY-MM-DD. Pure. */
export function dayColumn(date: string): PrintColumn & { day: true } {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return { header: `${date.slice(8, 10)}\n${weekdayShortNames[weekday]}`, width: dayColumnWidth, day: true };
}
