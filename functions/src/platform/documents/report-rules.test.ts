import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every xlsx and PDF table report goes through the report kit (`table-report.ts`, issue #27): outside
 * `platform/documents/` no file loads exceljs or makes a workbook, so none can go around the kit's print
 * setup (A4, orientation, repeated header, borders). The rule is a function of a file's text, so the planted
 * violations below show it failing.
 */

/** The lines of `text` that load exceljs (import, dynamic import, require) or make a workbook. */
export function workbookBuilders(text: string): string[] {
  const rules = [
    /\bfrom\s+['"]exceljs['"]/,
    /\bimport\(\s*['"]exceljs['"]\s*\)/,
    /\brequire\(\s*['"]exceljs['"]\s*\)/,
    /\bnew\s+(?:ExcelJS\.)?Workbook\s*\(/,
  ];
  return text.split('\n').filter((line) => rules.some((r) => r.test(line)));
}

const root = path.resolve(import.meta.dirname, '../..');
const kit = path.relative(root, import.meta.dirname);

/** The server's source files, tests and the kit's own folder left out. */
const sourceFiles = () =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.ts$/.test(f) && !f.includes('.test.') && !f.startsWith(`${kit}${path.sep}`),
  );

describe('table reports only through the kit', () => {
  it('catches a planted workbook made by hand, however exceljs is loaded', () => {
    const planted = [
      "import ExcelJS from 'exceljs';",
      "import type { Worksheet } from 'exceljs';",
      "  const { default: ExcelJS } = await import('exceljs');",
      "const ExcelJS = require('exceljs');",
      '  const wb = new ExcelJS.Workbook();',
      '  const wb = new Workbook();',
    ];
    for (const line of planted) expect(workbookBuilders(line), line).toHaveLength(1);
    const fine = [
      "import { workbookFile } from '../../../platform/documents/table-report';",
      '  return workbookFile(fileName, [sheet]);',
      "const fileName = 'workbook.xlsx';",
    ];
    for (const line of fine) expect(workbookBuilders(line), line).toEqual([]);
  });

  it('finds no workbook built outside platform/documents', () => {
    const offenders = sourceFiles().flatMap((f) =>
      workbookBuilders(readFileSync(path.join(root, f), 'utf8')).map((hit) => `${f}: ${hit.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
