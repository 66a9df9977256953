import { formatDateDigits } from '@gradina/shared/format-dates';
import type { PrintColumn } from './print-layout';

/**
 * What a table report is, whichever file it becomes: a title, the lines saying what it covers, Bulgarian
 * headers, the rows, the totals and what is printed under the table. Money comes in euro cents, dates as
 * `YYYY-MM-DD`.
 */

export type ReportCell = string | number | null;
export type ReportColumnKind = 'text' | 'number' | 'money' | 'date' | 'percent';

export interface ReportColumn extends PrintColumn {
  /** Excel's column width in characters (the PDF shares the page in the same proportions). */
  width: number;
  kind?: ReportColumnKind | undefined;
  /** Shaded from the header to the totals: a day off in a month grid. */
  shaded?: boolean | undefined;
}

export interface ReportSheet {
  /** The Excel tab's name; the title's start when none. */
  sheetName?: string | undefined;
  /** The kindergarten the report is of, printed first and bold (none for a report across kindergartens). */
  kindergarten?: string | undefined;
  title: string;
  /** What the report covers: the period, the filters, the day it was made. */
  lines: string[];
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** One totals row (its first cell usually "Общо") or several; none: no totals. */
  totals?: ReportCell[] | ReportCell[][] | undefined;
  /** Printed under the table: a legend of the labels, the signatures. */
  below?: string[] | undefined;
  /** What stands in for the rows when there are none. */
  emptyText?: string | undefined;
}

export interface TableReport extends ReportSheet {
  /** The file's name without extension, e.g. "Плащания по групи". */
  fileName: string;
}

/**
 * The columns by kind, each at the width the kit prints that kind at unless the report needs another: a
 * report lists `column.text('Дете', 30), column.number('Такси'), column.money('Платено')`. Text has no
 * default: a name and a note want different widths.
 */
export const column = {
  text: (header: string, width: number): ReportColumn => ({ header, width }),
  number: (header: string, width = 10): ReportColumn => ({ header, width, kind: 'number' }),
  money: (header: string, width = 13): ReportColumn => ({ header, width, kind: 'money' }),
  date: (header: string, width = 11): ReportColumn => ({ header, width, kind: 'date' }),
  percent: (header: string, width = 12): ReportColumn => ({ header, width, kind: 'percent' }),
};

/** Text columns by header and width, in the order written: `...textColumns({ Име: 14, Фамилия: 16 })`. */
export const textColumns = (widths: Record<string, number>): ReportColumn[] =>
  Object.entries(widths).map(([header, width]) => column.text(header, width));

/**
 * A row's cells as its fields in the columns' order: `rows: r.rows.map(fieldCells('groupName', 'totalCents'))`.
 * Typed: every field named must be a cell value of the row. Pure.
 */
export const fieldCells =
  <K extends string>(...fields: K[]) =>
  (row: { [F in K]: ReportCell }): ReportCell[] =>
    fields.map((f) => row[f]);

/**
 * The totals row under `columns`: "Общо" in the first cell, then blanks, and `sums` under the last columns
 * (`null` under one that has no total, e.g. quantities in different units). Pure.
 */
export function totalsRow(columns: readonly unknown[], sums: readonly ReportCell[]): ReportCell[] {
  const blanks = Math.max(0, columns.length - 1 - sums.length);
  return ['Общо', ...Array<ReportCell>(blanks).fill(''), ...sums];
}

type Heading = Pick<ReportSheet, 'kindergarten' | 'title' | 'lines'>;

/**
 * The sheets of one workbook under one heading (the kindergarten, the title, the lines), each with its own
 * tab, table and totals: `workbookFile(name, sheetsUnder({ kindergarten, title, lines }, [byDay, byStaff]))`.
 * Pure.
 */
export const sheetsUnder = (
  heading: Heading,
  sheets: readonly Omit<ReportSheet, keyof Heading>[],
): ReportSheet[] => sheets.map((sheet) => ({ ...heading, ...sheet }));

/** The totals rows, one or several. Pure. */
export function totalsOf(report: Pick<ReportSheet, 'totals'>): ReportCell[][] {
  const t = report.totals;
  if (!t || t.length === 0) return [];
  return Array.isArray(t[0]) ? (t as ReportCell[][]) : [t as ReportCell[]];
}

const euros = new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'EUR' });
const decimals = new Intl.NumberFormat('bg-BG', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integers = new Intl.NumberFormat('bg-BG', { maximumFractionDigits: 2 });

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
