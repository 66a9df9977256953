import type { SchoolSheet } from '@gradina/shared/manifest/routes/references/school';

/** The building blocks of the kindergarten's reference tables, pure. */

export type Column = SchoolSheet['columns'][number];
export type Cell = SchoolSheet['rows'][number][number];

export const col = {
  text: (header: string): Column => ({ header, kind: 'text' }),
  count: (header: string): Column => ({ header, kind: 'number' }),
  /** A number with one decimal (an average, a percent). */
  decimal: (header: string): Column => ({ header, kind: 'decimal' }),
};

/** One decimal, or null when there is nothing to divide. */
export const ratio = (part: number, whole: number, scale = 1) =>
  whole > 0 ? Math.round((part * scale * 10) / whole) / 10 : null;

/** "Общо" under the first column and the sums of the count columns (blank under the rest). */
export function sumRow(columns: readonly Column[], rows: readonly Cell[][]): Cell[] {
  return columns.map((c, i) => {
    if (i === 0) return 'Общо';
    if (c.kind !== 'number') return null;
    return rows.reduce<number>((s, r) => s + (typeof r[i] === 'number' ? (r[i] as number) : 0), 0);
  });
}

export interface SheetHead {
  title: string;
  lines: string[];
}
