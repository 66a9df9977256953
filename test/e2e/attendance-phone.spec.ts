import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * The morning's marking as teachers do it (issue #26): on a 390 px phone the page opens on „Днес“ with a large
 * button per status for each child; a day's header in the month grid fills only the empty cells, leaves a
 * sick day alone and is undone at once. The demo months stop before 21.11.2026, so the last week of November
 * is the tests' own; the browser's clock and the server's (the local cloud's X-Gradina-Now) are fixed on a
 * morning of it, since a later day takes no marks.
 */

async function morningOf(page: Page, at: string) {
  await page.clock.setFixedTime(new Date(at));
  await page.setExtraHTTPHeaders({ 'x-gradina-now': at });
}

test.describe('attendance on a teacher’s morning', () => {
  test('a teacher marks today on a phone in the „Днес“ view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Tuesday 24.11.2026, 08:30 in Sofia.
    await morningOf(page, '2026-11-24T06:30:00Z');
    await signInAs(page, 'teacher', '/attendances/management');
    const today = page.getByTestId('attendance-today');
    await expect(today).toBeVisible();
    await expect(page.getByTestId('attendance-today-date')).toHaveText('вторник, 24 ноември 2026 г.');
    const first = page.getByTestId('attendance-today-child').first();
    // Absent, then present: each tap is the child's mark for today.
    await first.getByTestId('attendance-today-mark-1').click();
    await expect(first.getByTestId('attendance-today-status')).toHaveText('Неизвинено отсъствие');
    await first.getByRole('button', { name: 'П – Присъствие' }).click();
    await expect(first.getByTestId('attendance-today-status')).toHaveText('Присъствие');
    await expect(first.getByRole('button', { name: 'П – Присъствие' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('a day’s header leaves a sick day alone, replaces it only when asked, and is undone at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const day = '2026-11-25';
    await morningOf(page, `${day}T07:00:00Z`);
    await signInAs(page, 'teacher', '/attendances/management');
    await page.getByTestId('attendance-view').getByText('Месец').click();
    const grid = page.getByTestId('attendance-grid');
    await expect(grid).toBeVisible();
    // Opened on today: its column is highlighted and the next day is disabled.
    await expect(grid.locator(`th[data-date="${day}"]`)).toHaveAttribute('aria-current', 'date');
    await expect(
      grid.locator('[data-testid="attendance-grid-cell"][data-date="2026-11-26"]').first(),
    ).toHaveAttribute('aria-disabled', 'true');
    const column = grid.locator(`[data-testid="attendance-grid-cell"][data-date="${day}"]`);
    // The children of the group that day (a child who moved in later or left earlier is greyed).
    const cells = column.and(grid.locator(':not([data-outside])'));
    const count = await cells.count();
    expect(count).toBeGreaterThan(2);
    // Clear the day with the keyboard (Delete), child by child.
    for (let i = 0; i < count; i++) {
      await cells.nth(i).focus();
      await page.keyboard.press('Delete');
    }
    await expect.poll(() => cells.evaluateAll((els) => els.filter((e) => e.dataset.status).length)).toBe(0);
    await cells.first().focus();
    await page.keyboard.press('b');
    await expect(cells.first()).toHaveAttribute('data-status', '5');
    // The mark moved the focus down to the next child on the same day.
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-date', day);
    await expect(focused).not.toHaveAttribute('data-row', (await cells.first().getAttribute('data-row'))!);

    await page.getByTestId(`attendance-grid-day-${day}`).click();
    const toast = page.getByTestId('attendance-bulk-text');
    await expect(toast).toHaveText(
      `Отбелязани като „Присъствие“: ${count - 1} клетки. 1 клетка с друг статус е оставена без промяна.`,
    );
    await expect(cells.nth(1)).toHaveAttribute('data-status', '2');
    await expect(cells.first()).toHaveAttribute('data-status', '5');
    await page.getByTestId('attendance-bulk-replace').click();
    await expect(cells.first()).toHaveAttribute('data-status', '2');
    // One undo restores the day as it was before both: the sick day back, the others empty.
    await page.getByTestId('attendance-bulk-undo').click();
    await expect(cells.first()).toHaveAttribute('data-status', '5');
    await expect(cells.nth(1)).toHaveAttribute('data-status', '');
    await expect(cells.last()).toHaveAttribute('data-status', '');
  });
});
