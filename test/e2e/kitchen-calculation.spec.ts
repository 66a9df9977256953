import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/documents';
import { aRiceKitchen } from './kitchen-support';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * A morning's meal calculation (issue #35) as the manciple makes it: a warehouse of the run's own stocked
 * with rice, a recipe and a menu for a day of 2029 no other run takes; the calculation of that day, its
 * head count typed in, confirmed — the rice's stock falls by what the kitchen took — and its portion book
 * made and read back as PDF.
 */
const run = Date.now().toString(36);

/** A Tuesday of 2029 picked by the run (one calculation per kindergarten and day). */
function runDay(): { monday: string; tuesday: string } {
  const week = Math.floor(Math.random() * 40) + 2;
  const monday = new Date(Date.UTC(2029, 0, 1 + 7 * week));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { monday: iso(monday), tuesday: iso(new Date(monday.getTime() + 86_400_000)) };
}

async function riceIn(page: Page, warehouseId: string): Promise<number> {
  const reply = await apiAs(
    page,
    'GET',
    apiPath('storage.warehousesAvailability').replace('{productId}', 'nat-rice'),
  );
  const rows = reply.body as { warehouseId: string; quantity: number }[];
  return rows.find((r) => r.warehouseId === warehouseId)?.quantity ?? 0;
}

test('a morning calculation issues the stock and its portion book prints', async ({ page }) => {
  test.setTimeout(180_000);
  const { monday, tuesday } = runDay();
  await signInAs(page, 'manciple', '/storage/calculations');
  const { warehouseId, warehouseName } = await aRiceKitchen(page, { run, monday, kilograms: 10, gross: 40 });
  expect(await riceIn(page, warehouseId)).toBe(10_000);

  // The calculation of the day: no marks yet for a day ahead, so the head count is typed in.
  await page.getByTestId('calculations-create').click();
  await page.getByTestId('calculation-warehouse').click();
  await page.getByRole('option', { name: warehouseName }).click();
  await page.getByTestId('calculation-date').fill(tuesday.split('-').reverse().join('.'));
  await page.keyboard.press('Escape');
  await page.getByTestId('calculation-create').click();
  await expect(page).toHaveURL((url) => url.pathname === `/storage/calculations/${tuesday}`);
  await expect(page.getByTestId('calculation-status')).toHaveText('Чернова');
  const head = page.locator('[data-testid^="calculation-head-"]').first();
  await head.fill('12');
  await page.getByTestId('calculation-heads-save').click();
  await expect(page.getByTestId('calculation-message')).toBeVisible();
  await expect(page.getByTestId('calculation-totals-row').first()).toContainText('480 г');
  await expectAccessible(page);

  // Confirmed: the store issues 12 × 40 g at 2,50 €/kg = 1,20 €.
  await page.getByTestId('calculation-confirm').click();
  await page.getByTestId('calculation-confirm-modal').getByRole('button', { name: 'Потвърди' }).click();
  await expect(page.getByTestId('calculation-status')).toHaveText('Потвърдена');
  await expect(page.getByTestId('calculation-value')).toContainText('1,20');
  expect(await riceIn(page, warehouseId)).toBe(10_000 - 480);

  // Its portion book, numbered, read back from the PDF.
  await page.getByTestId('portion-book-create').click();
  await expect(page.getByTestId('portion-book-number')).toBeVisible();
  const number = (await page.getByTestId('portion-book-number').textContent())?.replace('№', '').trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('portion-book-pdf').click(),
  ]);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(`Порционна книга № ${number}`);
  expect(text).toContain('Ориз');
  await expectAccessible(page);
});
