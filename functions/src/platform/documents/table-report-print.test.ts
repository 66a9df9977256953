import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { officeToPdf } from '../../../../test/support/documents';
import { pdfMaker } from './pdfmake';
import { dayColumn } from './print-layout';
import type { ReportSheet } from './report-model';
import { tableDefinition } from './table-report';
import { workbookBytes } from './table-workbook';

/**
 * The kit's reports as they come out of a printer: the Excel workbook printed to PDF by LibreOffice and the
 * kit's own PDF, read back with poppler (`pdfinfo`, `pdftotext`). A month's attendance grid (31 day columns)
 * must come out landscape A4 at a readable size; a long list must repeat its header row on page 2.
 */

const run = promisify(execFile);

interface Printed {
  /** Each page's width and height in points. */
  pages: { width: number; height: number }[];
  /** The text of a page (1-based), whitespace collapsed. */
  text: (page: number) => Promise<string>;
  /** The heights in points of the words on page 1 equal to `word`. */
  wordHeights: (word: string) => Promise<number[]>;
}

async function printed(pdf: Buffer, dir: string): Promise<Printed> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '999', file]);
  const pages = [...stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return {
    pages,
    text: async (page) =>
      (await run('pdftotext', ['-enc', 'UTF-8', '-f', `${page}`, '-l', `${page}`, file, '-'])).stdout
        .replace(/\s+/g, ' ')
        .trim(),
    wordHeights: async (word) => {
      const html = (await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'])).stdout;
      return [...html.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g)]
        .filter((m) => m[3] === word)
        .map((m) => Number(m[2]) - Number(m[1]));
    },
  };
}

async function inTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gradina-print-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const a4 = { short: 595.28, long: 841.89 };
const isA4 = (p: { width: number; height: number }, orientation: 'portrait' | 'landscape') =>
  orientation === 'portrait'
    ? Math.abs(p.width - a4.short) < 2 && Math.abs(p.height - a4.long) < 2
    : Math.abs(p.width - a4.long) < 2 && Math.abs(p.height - a4.short) < 2;

const days = Array.from({ length: 31 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`);
const weekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** January 2027's register of a group of 24 children: 31 day columns, weekends shaded. */
const grid: ReportSheet = {
  kindergarten: 'ДГ „Щурче“',
  title: 'Дневник за присъствие: Звезди, януари 2027 г.',
  lines: ['Работни дни: 20', 'Изготвена на 01.02.2027 г.'],
  columns: [
    { header: '№', width: 4, kind: 'number' },
    { header: 'Дете', width: 24 },
    ...days.map((d) => ({ ...dayColumn(d), shaded: weekend(d) })),
    { header: 'Присъствия', width: 7, kind: 'number' },
    { header: 'Отсъствия', width: 7, kind: 'number' },
    { header: 'Неизвинени', width: 7, kind: 'number' },
  ],
  rows: Array.from({ length: 24 }, (_, n) => [
    n + 1,
    `Дете Номер${n + 1} Фамилия`,
    ...days.map((d, i) => (weekend(d) ? '' : i % 7 === 3 ? 'ОТ' : 'П')),
    18,
    2,
    0,
  ]),
  totals: [['', 'Общо присъстващи', ...days.map((d) => (weekend(d) ? '' : 22)), 432, 48, 0]],
  below: ['Означения: П – присъствие; ОТ – отсъствие'],
};

/** A staff list of 150 people: five columns, more than two pages long. */
const long: ReportSheet = {
  kindergarten: 'ДГ „Щурче“',
  title: 'Списък на персонала',
  lines: ['Изготвена на 01.02.2027 г.'],
  columns: [
    { header: 'Служител', width: 26 },
    { header: 'Длъжност', width: 18 },
    { header: 'Работно време', width: 14 },
    { header: 'Телефон', width: 13 },
    { header: 'Часове за месеца', width: 9, kind: 'number' },
  ],
  rows: Array.from({ length: 150 }, (_, n) => [
    `Служител${n + 1} Фамилия`,
    'Учител',
    'Пълно',
    '0888123456',
    160,
  ]),
};

/** Page 2 opens with the header row (the wrapped last header may be read out after the row's first line). */
const headerFirst = /^Служител Длъжност Работно време Телефон/;

describe('a report printed from Excel through LibreOffice', () => {
  it('prints a month grid of 31 days landscape on A4, one page wide, at a readable size', async () => {
    await inTempDir(async (dir) => {
      const pdf = await printed(await officeToPdf(await workbookBytes([grid]), 'xlsx'), dir);
      expect(pdf.pages.length).toBeGreaterThan(0);
      for (const page of pdf.pages) expect(isA4(page, 'landscape'), JSON.stringify(page)).toBe(true);
      const text = await pdf.text(1);
      // one page wide: the last day and the totals' columns on the first page
      for (const t of ['ДГ „Щурче“', 'Дневник за присъствие', '31', 'Неизвинени', 'Означения'])
        expect(text).toContain(t);
      // a data cell's letter prints about 7 points tall or more (4-point text would be under 4)
      const heights = await pdf.wordHeights('ОТ');
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.min(...heights)).toBeGreaterThan(6);
    });
  }, 240_000);

  it('prints a long list on portrait A4 pages with the header row again on page 2', async () => {
    await inTempDir(async (dir) => {
      const pdf = await printed(await officeToPdf(await workbookBytes([long]), 'xlsx'), dir);
      expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
      for (const page of pdf.pages) expect(isA4(page, 'portrait'), JSON.stringify(page)).toBe(true);
      const second = await pdf.text(2);
      expect(second).toMatch(headerFirst);
      expect(second).toContain('Часове за месеца');
      expect(second).not.toContain('Списък на персонала');
      expect(await pdf.text(1)).toContain('Списък на персонала');
    });
  }, 240_000);
});

describe('a report as the kit’s own PDF', () => {
  const render = async (report: ReportSheet) =>
    (await pdfMaker()).createPdf(tableDefinition(report)).getBuffer();

  it('lays the month grid landscape on A4', async () => {
    await inTempDir(async (dir) => {
      const pdf = await printed(await render(grid), dir);
      for (const page of pdf.pages) expect(isA4(page, 'landscape'), JSON.stringify(page)).toBe(true);
      expect(await pdf.text(1)).toContain('Неизвинени');
    });
  });

  it('repeats the header row of a long list on page 2, portrait A4', async () => {
    await inTempDir(async (dir) => {
      const pdf = await printed(await render(long), dir);
      expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
      for (const page of pdf.pages) expect(isA4(page, 'portrait'), JSON.stringify(page)).toBe(true);
      const second = await pdf.text(2);
      expect(second).toMatch(headerFirst);
      expect(second).toContain('Часове за месеца');
    });
  });
});
