import type { ReferenceColumn, ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { type ReportColumn, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';

/** Building blocks of the reference tables and their Excel twins. */

export type Row = ReferenceTable['rows'][number];

export const text = (key: string, label: string): ReferenceColumn => ({ key, label, numeric: false });
export const count = (key: string, label: string): ReferenceColumn => ({ key, label, numeric: true });

const monthNames = [
  'януари',
  'февруари',
  'март',
  'април',
  'май',
  'юни',
  'юли',
  'август',
  'септември',
  'октомври',
  'ноември',
  'декември',
];

/** `2026-11` → `ноември 2026`. */
export const bgMonth = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Present days of the days marked present or absent, whole percent; null without any. */
export const rate = (present: number, absent: number) =>
  present + absent > 0 ? Math.round((present * 1000) / (present + absent)) / 10 : null;

const collator = new Intl.Collator('bg');

/** Rows by group name, then child name (Bulgarian order). */
export const byGroupAndName = <T extends { groupName: string; name: string }>(a: T, b: T) =>
  collator.compare(a.groupName, b.groupName) || collator.compare(a.name, b.name);

export const byName = (a: string, b: string) => collator.compare(a, b);

/** The sum of the numeric columns of `rows` (the other columns keep `label` in the first and null elsewhere). */
export function totalsOf(columns: readonly ReferenceColumn[], rows: readonly Row[], label = 'Общо'): Row {
  const totals: Row = {};
  columns.forEach((c, i) => {
    if (c.numeric)
      totals[c.key] = rows.reduce(
        (sum, r) => sum + (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0),
        0,
      );
    else totals[c.key] = i === 0 ? label : null;
  });
  return totals;
}

/**
 * The Excel twin of a table: the title and what it covers on top, the Bulgarian headers, the rows and the
 * totals line, through the report kit so it prints as the screen shows it. Each column is as wide as its
 * longest cell (at most 40 characters; a longer one wraps).
 */
export function tableXlsx(table: ReferenceTable, fileName: string): Promise<FileReply> {
  const columns: ReportColumn[] = table.columns.map((c) => {
    const longest = Math.max(c.label.length, ...table.rows.map((r) => String(r[c.key] ?? '').length));
    return {
      header: c.label,
      width: Math.min(40, Math.max(c.numeric ? 6 : 10, longest + 2)),
      kind: c.numeric ? 'number' : 'text',
    };
  });
  const cells = (r: Row) => table.columns.map((c) => r[c.key] ?? '');
  return workbookFile(fileName.replace(/\.xlsx$/, ''), [
    {
      sheetName: 'Справка',
      title: table.title,
      lines: [table.subtitle],
      columns,
      rows: table.rows.map(cells),
      totals: table.totals ? cells(table.totals) : undefined,
    },
  ]);
}
