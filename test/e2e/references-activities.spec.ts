import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, signInAs } from './support';

/**
 * The МОН and municipality references of the extra activities (issue #17): the activity types and the fees
 * screens, opened from the Справки page, show the demo kindergarten's figures for September–November 2026
 * (the demo recomputes its `activities` aggregates from its activities, enrolments, fees and payments), and
 * their Excel files read back in Bulgarian. The figures themselves are checked by the API suite.
 */

async function demoMonths(page: Page) {
  await page.getByTestId('references-from').click();
  await page.getByRole('option', { name: 'септември 2026' }).click();
  await page.getByTestId('references-to').click();
  await page.getByRole('option', { name: 'ноември 2026' }).click();
  await expect(page.getByTestId('mon-reference-period')).toHaveText('Период: 01.09.2026 – 30.11.2026');
}

async function open(page: Page, slug: 'activities' | 'fees', title: string) {
  await page.goto('/administrative-references');
  await page.getByTestId(`mon-reference-link-${slug}`).click();
  await expect(page).toHaveURL((url) => url.pathname === `/administrative-references/${slug}`);
  await expect(page.getByTestId('mon-reference-page')).toHaveAttribute('data-reference', slug);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await demoMonths(page);
}

/** The downloaded workbook's first sheet, row by row as text. */
async function downloaded(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

/** The activity types: the demo's dances and English with enrolled children, the totals last. */
async function activityTypes(page: Page) {
  await open(page, 'activities', 'Допълнителни дейности');
  for (const type of ['Танци', 'Английски език']) {
    const row = page.getByTestId('mon-reference-row').and(page.locator(`[data-name="${type}"]`));
    await expect(row).toBeVisible();
  }
  await expect(page.getByTestId('mon-reference-totals')).toContainText('Общо');
  await expect(page.getByTestId('mon-reference-totals')).toContainText('€');
  const rows = await downloaded(page, 'references-export-activity-types');
  expect(rows[0]?.[0]).toBe('Допълнителни дейности по видове');
  expect(rows[3]).toEqual([
    'Вид дейност',
    'Детски градини',
    'Дейности',
    'Записани деца',
    'Събрани такси (€)',
  ]);
  const dances = rows.find((r) => r[0] === 'Танци')!;
  expect(Number(dances[1])).toBeGreaterThanOrEqual(1);
  expect(Number(dances[3])).toBeGreaterThan(0);
  expect(rows.at(-1)?.[0]).toBe('Общо');
}

/** The fees: the demo kindergarten's months with fees due and money collected, the totals last. */
async function fees(page: Page) {
  await open(page, 'fees', 'Такси');
  await expect(
    page.getByTestId('mon-reference-row').filter({ hasText: 'ДГ № 12 „Слънце“' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('mon-reference-totals')).toContainText(/\d,\d\d\s€/);
  const rows = await downloaded(page, 'references-export-activity-fees');
  expect(rows[0]?.[0]).toBe(
    'Такси по детски градини и месеци: допълнителни дейности и такса за детската градина',
  );
  expect(rows[3]?.slice(0, 6)).toEqual([
    'Детска градина',
    'Община',
    'Месец',
    'Вид такса',
    'Такси',
    'Изцяло платени такси',
  ]);
  const sunny = rows.filter((r) => r[0] === 'ДГ № 12 „Слънце“');
  expect(sunny.length).toBeGreaterThan(0);
  expect(sunny.map((r) => r[2])).toContain('септември 2026');
  expect(rows.at(-1)?.[0]).toBe('Общо');
}

test.describe('activities and fees references', () => {
  test('МОН sees the demo kindergarten’s activity types and fees and downloads both', async ({ page }) => {
    await signInAs(page, 'mon', '/administrative-references');
    await expect(page.getByTestId('mon-reference-link-activities')).toBeVisible();
    await expect(page.getByTestId('mon-reference-link-fees')).toBeVisible();
    await activityTypes(page);
    await expectAccessible(page);
    await fees(page);
    await expect(page.getByTestId('references-region')).toBeVisible();
    await expectAccessible(page);
  });

  test('a municipality sees its kindergarten without a place filter', async ({ page }) => {
    await signInAs(page, 'municipality', '/administrative-references');
    await activityTypes(page);
    await fees(page);
    await expect(page.getByTestId('references-region')).toHaveCount(0);
    await expectAccessible(page);
  });
});
