import { expect, type Page, test } from '@playwright/test';
import { apiPath, signInAs } from './support';

/** The API route's requests fail as they do offline, until the returned function lets them through again. */
async function offline(page: Page, routeId: string): Promise<() => Promise<void>> {
  const path = apiPath(routeId);
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (r) => r.abort('internetdisconnected'));
  return () => page.unroute(matches);
}

test.describe('a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the month is a list of days with their events and whole titles, not a grid', async ({ page }) => {
    await signInAs(page, 'director', '/calendar');
    await expect(page.getByTestId('calendar-page')).toBeVisible();
    await expect(
      page.getByTestId('calendar-agenda').or(page.getByTestId('calendar-agenda-empty')),
    ).toBeVisible();
    await expect(page.getByTestId('calendar-month-grid')).toHaveCount(0);
    // The demo's events are 4 to 40 days ahead: this month or the next has some of the director's.
    if (await page.getByTestId('calendar-agenda-empty').isVisible())
      await page.getByTestId('calendar-next').click();
    const chips = page.getByTestId('calendar-agenda').getByTestId('calendar-event');
    await expect(chips.first()).toBeVisible();
    // Every title is there whole: nothing is cut to "Р…" as in the month grid's 50 px cells.
    const cut = await chips.evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    const heading = page.getByTestId('calendar-agenda').getByRole('heading').first();
    await expect(heading).toContainText(/\d{4}/);
  });

  test("the header's controls are in the phone menu: kindergarten, school year, profile", async ({
    page,
  }) => {
    await signInAs(page, 'director', '/');
    await expect(page.getByTestId('school-year-button')).toBeHidden();
    await page.getByTestId('menu-toggle-mobile').click();
    const controls = page.getByTestId('phone-menu-controls');
    await expect(controls).toBeVisible();
    await expect(controls.getByTestId('phone-kindergarten-switcher')).toBeVisible();
    await controls.getByTestId('phone-school-year-button').click();
    await expect(page.getByTestId('school-year-menu')).toBeVisible();
    await expect(page.getByTestId('school-year-menu').locator('[data-current]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await controls.getByTestId('phone-menu-profile').click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    // Choosing closes the drawer.
    await expect(controls).not.toBeInViewport();
  });

  test('a table scrolls inside its card with its first column in place', async ({ page }) => {
    await signInAs(page, 'director', '/days-off');
    const table = page.locator('table.entity-table').first();
    await expect(table).toBeVisible();
    const layout = await table.evaluate((t) => {
      let box = t.parentElement!;
      while (!['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement!;
      return {
        scrolls: box.scrollWidth > box.clientWidth,
        firstCell: getComputedStyle(t.querySelector('tbody td')!).position,
        page: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(layout).toEqual({ scrolls: true, firstCell: 'sticky', page: 0 });
  });
});

test.describe('a failed load says so and offers a retry', () => {
  test('the calendar offline does not look empty, and the retry brings the month', async ({ page }) => {
    await signInAs(page, 'director', '/');
    const back = await offline(page, 'communication.events');
    await page.getByTestId('menu-item-/calendar').click();
    await expect(page.getByTestId('calendar-error')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('calendar-month-grid')).toHaveCount(0);
    await back();
    await page.getByTestId('calendar-error-retry').click();
    await expect(page.getByTestId('calendar-month-grid')).toBeVisible();
    await expect(page.getByTestId('calendar-error')).toHaveCount(0);
  });

  test('a list offline says it could not load, and the retry brings the rows', async ({ page }) => {
    await signInAs(page, 'parent', '/');
    const back = await offline(page, 'communication.inbox');
    await page.getByTestId('menu-item-/messages').click();
    await expect(page.getByTestId('messages-list-error')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('messages-empty')).toHaveCount(0);
    await back();
    await page.getByTestId('messages-list-retry').click();
    await expect(page.getByTestId('message-row').first()).toBeVisible();
    await expect(page.getByTestId('messages-list-error')).toHaveCount(0);
  });
});
