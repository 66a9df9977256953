import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * Marking a staff month with the keyboard, reading it in the monthly reference, and staff meals. January
 * 2027 (the 1st a holiday, the 2nd and 3rd a weekend; the 4th a Monday): no demo month, so the figures are
 * this journey's own.
 */
const cell = (page: Page, testId: string, row: string, date: string) =>
  page.locator(`[data-testid="${testId}-cell"][data-row="${row}"][data-date="${date}"]`);

test.describe('staff attendance', () => {
  // Two screens, several marks and two accessibility scans: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  test('the director marks a staff month with the keyboard and reads the reference', async ({ page }) => {
    // Lecturing and presence are marked only up to today (issue #26): the month is read and marked as on
    // 1 February 2027, through the local cloud's clock header (set after the sign-in, which runs on today).
    await signInAs(page, 'director', '/staff');
    await page.setExtraHTTPHeaders({ 'x-gradina-now': '2027-02-01T08:00:00.000Z' });
    await page.goto('/staff/attendances?month=2027-01');
    // The first call of the staff Lambda may take a while on a busy machine.
    await expect(page.getByTestId('staff-attendance-grid')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('staff-attendance-keys')).toContainText('8 – Присъствие');
    await expectAccessible(page);
    const first = page.getByTestId('staff-attendance-grid-row').first();
    const name = (await first.getAttribute('data-name')) ?? '';
    const row =
      (await first.getByTestId('staff-attendance-grid-cell').first().getAttribute('data-row')) ?? '';

    // A holiday cannot be marked; the first working day takes keys: 1 (first shift) moves on to the 5th, 6 (sick).
    await expect(cell(page, 'staff-attendance-grid', row, '2027-01-01')).toHaveAttribute(
      'aria-label',
      /почивен ден/,
    );
    await cell(page, 'staff-attendance-grid', row, '2027-01-04').focus();
    await page.keyboard.press('1');
    await expect(cell(page, 'staff-attendance-grid', row, '2027-01-04')).toHaveAttribute(
      'aria-label',
      // The cell's name starts with what it shows (I: the first shift's short label).
      `I ${name}, 04.01.2027: Първа смяна`,
      { timeout: 30_000 },
    );
    await expect(cell(page, 'staff-attendance-grid', row, '2027-01-05')).toBeFocused();
    await page.keyboard.press('6');
    await expect(cell(page, 'staff-attendance-grid', row, '2027-01-05')).toHaveAttribute(
      'aria-label',
      /Болничен/,
    );
    // Arrows move; Л (or L) marks lecturing, Delete clears.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('l');
    await expect(cell(page, 'staff-attendance-grid', row, '2027-01-07')).toHaveAttribute(
      'aria-label',
      /Лекторски/,
    );
    await cell(page, 'staff-attendance-grid', row, '2027-01-07').focus();
    await page.keyboard.press('Delete');
    await expect(cell(page, 'staff-attendance-grid', row, '2027-01-07')).toHaveAttribute(
      'aria-label',
      /неотбелязан/,
    );

    await page.goto('/staff/references/attendances?month=2027-01');
    const refRow = page.getByTestId('staff-reference-row').filter({ hasText: name }).first();
    await expect(refRow).toBeVisible();
    await expect(page.getByTestId('staff-reference-working-days')).toContainText('Работни дни: 20');
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('staff-reference-excel').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByTestId('staff-references-nav').getByRole('link', { name: 'Дни' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/staff/references/days');
    const monday = page.locator('[data-testid="staff-reference-day"][data-date="2027-01-04"]');
    await expect(monday).toContainText('04.01.2027');
  });

  test('the director marks who eats on a day and finds it in the meals reference', async ({ page }) => {
    await signInAs(page, 'director', '/staff/meals?month=2027-01');
    await expect(page.getByTestId('staff-meals-grid')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await page.getByTestId('staff-meals-grid-day-2027-01-12').click();
    await expect(page.getByTestId('staff-meals-message')).toContainText('Храненето е записано');
    const first = page.getByTestId('staff-meals-grid-row').first();
    await expect(first.locator('[data-date="2027-01-12"]')).toHaveAttribute('aria-label', /храни се/);
    await page.goto('/staff/references/meal?month=2027-01');
    await expect(page.getByTestId('staff-meal-reference-total')).not.toContainText('Общо хранения: 0');
    await expect(page.getByTestId('staff-meal-reference-days')).toContainText('12.01.2027');
  });
});

test('the staff grid fits a phone: it scrolls inside its card, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, 'director', '/staff/attendances?month=2027-01');
  await expect(page.getByTestId('staff-attendance-grid')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
