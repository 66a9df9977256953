import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * The attendance month grid: the demo teacher marks a Monday morning of their group with the keyboard only
 * (the demo months stop before 21.11.2026, so 23.11.2026 is theirs to mark; a rerun overwrites the same
 * cells), and the demo parent sees their child's month with the same labels, read only. The month shown is
 * the current one of the browser's clock: both go to November 2026 through the pickers.
 */

const monday = '2026-11-23';

async function showNovember(page: Page) {
  await page.getByTestId('attendance-month').click();
  await page.getByRole('option', { name: 'ноември' }).click();
  await page.getByTestId('attendance-year').click();
  await page.getByRole('option', { name: '2026' }).click();
}

test.describe('attendance grid', () => {
  test('a teacher marks a morning with the keyboard', async ({ page }) => {
    // axe walks every cell button of a whole group's month (some 600): slower than a form on a busy machine.
    test.setTimeout(180_000);
    await signInAs(page, 'teacher', '/attendances/management');
    await expect(page.getByTestId('attendance-page')).toBeVisible();
    await showNovember(page);
    const grid = page.getByTestId('attendance-grid');
    await expect(grid).toBeVisible();
    // The legend of the keys is folded behind „Клавиши“.
    await expect(page.getByTestId('attendance-keys')).toBeHidden();
    await page.getByTestId('attendance-keys-toggle').click();
    await expect(page.getByTestId('attendance-keys')).toContainText('П/P – присъствие');
    const cells = grid.locator(`[data-testid="attendance-grid-cell"][data-date="${monday}"]`);
    const count = Math.min(3, await cells.count());
    expect(count).toBeGreaterThan(1);
    // The first child's Monday: present, the second absent (unexcused), the third present by its number.
    await cells.nth(0).focus();
    await page.keyboard.press('p');
    await expect(cells.nth(0)).toHaveAttribute('data-status', '2');
    await expect(cells.nth(0)).toHaveAccessibleName(/, 23\.11\.2026: П$/);
    // The mark moved the focus down to the next child on the same day (the next day never gets a mark).
    await expect(cells.nth(1)).toBeFocused();
    await page.keyboard.press('n');
    await expect(cells.nth(1)).toHaveAttribute('data-status', '1');
    await expect(cells.nth(1)).toHaveAccessibleName(/: НО$/);
    if (count > 2) {
      await page.keyboard.press('2');
      await expect(cells.nth(2)).toHaveAttribute('data-status', '2');
      // The arrows still move freely: up from the fourth child to the third.
      await page.keyboard.press('ArrowUp');
      await expect(cells.nth(2)).toBeFocused();
    }
    // The day's total counts the present children of the morning.
    await expect(page.getByTestId('attendance-message')).toBeVisible();
    await expect(page.getByTestId('attendance-rate')).toContainText('%');
    await expectAccessible(page);
  });

  test('a parent sees their child’s month as a calendar, read only, also on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'parent', '/attendances/management');
    await expect(page.getByRole('heading', { name: 'Присъствия на детето' })).toBeVisible();
    await showNovember(page);
    const calendar = page.getByTestId('attendance-calendar');
    await expect(calendar.getByRole('columnheader')).toHaveText(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд']);
    await expect(page.getByTestId('attendance-status')).toHaveCount(0);
    await expect(calendar.getByRole('button')).toHaveCount(0);
    const marked = calendar.locator('[data-testid="attendance-calendar-day"]:not([data-status=""])');
    expect(await marked.count()).toBeGreaterThan(5);
    await expect(page.getByTestId('attendance-calendar-legend')).toContainText('Присъствие');
    // The whole month fits the phone: the calendar itself is no wider than the window.
    const box = await calendar.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
