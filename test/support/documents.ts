import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Reads exported documents back as a person would see them: a PDF through poppler's `pdftotext`, a Word or
 * Excel file converted to PDF by LibreOffice (`soffice --headless`, as it prints) first. `.ci/run` installs
 * both. Whitespace is collapsed so a check does not depend on where a line breaks.
 */

const run = promisify(execFile);

async function inTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gradina-doc-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a PDF, whitespace collapsed. */
export function pdfText(pdf: Buffer): Promise<string> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return collapse(stdout);
  });
}

/** A Word (`docx`) or Excel (`xlsx`) document printed to PDF by LibreOffice. */
export function officeToPdf(bytes: Buffer, extension: 'docx' | 'xlsx'): Promise<Buffer> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, `document.${extension}`);
    await writeFile(file, bytes);
    // A profile of its own: two conversions at once would otherwise fight over the user's profile lock.
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 120_000 },
    );
    return readFile(path.join(dir, 'document.pdf'));
  });
}

/** The text of a Word or Excel document as LibreOffice prints it, whitespace collapsed. */
export async function officeText(bytes: Buffer, extension: 'docx' | 'xlsx'): Promise<string> {
  return pdfText(await officeToPdf(bytes, extension));
}

/** An Excel workbook's first sheet, row by row, each cell's value as stored (numbers stay numbers). */
export async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
