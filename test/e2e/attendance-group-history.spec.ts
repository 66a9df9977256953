import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from './support';

/**
 * Issue #24 in the browser, group history: the demo moves a child of the nursery „Пчелички“ (the demo
 * teacher's group) up to „Звездички“ on 16.11.2026, marked in the old group before the move and in the new
 * one after. November shows the child in both groups: the old group's teacher corrects a day before the
 * move, the days after it are greyed and take no mark; the director marks the child in the new group after
 * the move (23.11.2026, past the demo's marks; a rerun sets the same cells again), where the days before it
 * are greyed.
 */

const moveDay = '2026-11-16';

async function showNovember(page: Page, group?: string) {
  if (group) {
    await page.getByTestId('attendance-group').click();
    await page.getByRole('option', { name: group }).click();
  }
  await page.getByTestId('attendance-month').click();
  await page.getByRole('option', { name: 'ноември' }).click();
  await page.getByTestId('attendance-year').click();
  await page.getByRole('option', { name: '2026' }).click();
}

const cell = (row: Locator, date: string) =>
  row.locator(`[data-testid="attendance-grid-cell"][data-date="${date}"]`);

test.describe('a child moved in the middle of a month', () => {
  test('is marked in the old group before the move and in the new one after', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'teacher', '/attendances/management');
    await expect(page.getByTestId('attendance-page')).toBeVisible();
    await showNovember(page);
    const grid = page.getByTestId('attendance-grid');
    await expect(grid).toBeVisible();
    // The moved child's row: in the group until 13.11 (a Friday), outside it from the move on.
    const moved = grid
      .getByTestId('attendance-grid-row')
      .filter({ has: page.locator(`[data-date="${moveDay}"][data-outside="true"]`) })
      .first();
    await expect(moved).toBeVisible();
    const name = (await moved.getAttribute('data-name')) ?? '';
    expect(name).not.toBe('');
    await expect(cell(moved, '2026-11-13')).not.toHaveAttribute('data-outside', 'true');
    await expect(cell(moved, '2026-11-13')).not.toHaveAttribute('data-status', '');

    // The old group's teacher corrects a day before the move: unexcused, then present again.
    await cell(moved, '2026-11-13').focus();
    await page.keyboard.press('n');
    await expect(cell(moved, '2026-11-13')).toHaveAttribute('data-status', '1');
    await cell(moved, '2026-11-13').focus();
    await page.keyboard.press('p');
    await expect(cell(moved, '2026-11-13')).toHaveAttribute('data-status', '2');

    // The days after the move are greyed: disabled, named so, and a key marks nothing.
    const after = cell(moved, '2026-11-23');
    await expect(after).toHaveAttribute('aria-disabled', 'true');
    await expect(after).toHaveAccessibleName(/не е в групата/);
    await after.focus();
    await page.keyboard.press('p');
    await expect(after).toHaveAttribute('data-status', '');

    // The director marks the child in the new group after the move; the days before it are greyed there.
    const director = await browser.newPage();
    await signInAs(director, 'director', '/attendances/management');
    await showNovember(director, 'I група „Звездички“');
    const newGrid = director.getByTestId('attendance-grid');
    const row = newGrid.locator(`[data-testid="attendance-grid-row"][data-name="${name}"]`);
    await expect(row).toBeVisible();
    await expect(cell(row, '2026-11-13')).toHaveAttribute('aria-disabled', 'true');
    await expect(cell(row, '2026-11-17')).not.toHaveAttribute('data-status', '');
    await cell(row, '2026-11-23').focus();
    await director.keyboard.press('p');
    await expect(cell(row, '2026-11-23')).toHaveAttribute('data-status', '2');
    await director.close();
  });
});
