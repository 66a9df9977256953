import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { helpShots } from '../../web/src/features/platform/help/shots';
import { apiPath, signInAs } from './support';

/**
 * The pictures of docs/ui.md, taken from the running app so they show what the kits really draw. Each is a
 * clip of one element. With UI_SCREENSHOTS=1 they are written into docs/ui/ (commit them); otherwise into the
 * run's output folder, so an ordinary suite run checks that every pattern still renders without touching the
 * committed files.
 */
const root = path.resolve(import.meta.dirname, '../..');
const phone = { width: 390, height: 844 };

async function shoot(target: Locator, name: string): Promise<void> {
  await expect(target).toBeVisible();
  const dir = process.env.UI_SCREENSHOTS ? path.join(root, 'docs/ui') : test.info().outputPath();
  await target.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** The list route answers with no rows, so the empty state shows whatever the demo data holds. */
async function answerEmpty(page: Page, routeId: string): Promise<void> {
  const p = apiPath(routeId);
  await page.route(
    (url) => url.pathname === p,
    (r) => r.fulfill({ json: { result: [], rowsCount: 0 } }),
  );
}

test.describe('docs/ui.md screenshots', () => {
  test('desktop: header, table with filters, form, states, toast, delete, chart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'director', '/');
    // The chart's code loads on its own after the page: wait for its bars.
    const chart = page.getByTestId('home-groups-chart');
    // A group without children (another spec may have added one) draws a bar of no height: wait for a drawn one.
    await expect(chart.locator('.recharts-bar-rectangle >> visible=true').first()).toBeVisible({
      timeout: 30_000,
    });
    await shoot(chart, 'chart');

    await page.getByTestId('menu-item-/days-off').click();
    const daysOff = page.getByTestId('days-off-page');
    await shoot(daysOff.locator('> div').first(), 'page-header');
    await expect(page.getByTestId('day-off-row').first()).toBeVisible();
    await shoot(
      page.getByTestId('days-off-table').locator('xpath=ancestor::div[contains(@class,"Stack")][1]'),
      'entity-table',
    );
    await page.getByTestId('day-off-row').first().getByTestId('day-off-delete').click();
    await shoot(page.getByRole('dialog'), 'delete-modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByTestId('menu-item-/messages').click();
    await shoot(page.getByTestId('message-row').first(), 'dates');

    await page.goto('/profile');
    await shoot(page.getByTestId('profile-details-form'), 'form-desktop');

    await page.goto('/calendar');
    await page.getByTestId('calendar-mark-all').click();
    await shoot(page.getByTestId('calendar-all-seen-toast'), 'toast');

    // Loading: the list's answer waits until the picture is taken.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const polls = apiPath('communication.polls');
    await page.route(
      (url) => url.pathname === polls,
      async (r) => {
        await held;
        await r.continue();
      },
    );
    await page.getByTestId('menu-item-/polls').click();
    await shoot(page.getByTestId('polls-page').getByRole('status'), 'loading');
    release();
    await page.unrouteAll({ behavior: 'wait' });

    await answerEmpty(page, 'communication.polls');
    await page.goto('/polls');
    await shoot(page.getByTestId('polls-empty'), 'empty');
    await page.unrouteAll();

    const events = apiPath('communication.events');
    await page.route(
      (url) => url.pathname === events,
      (r) => r.abort('internetdisconnected'),
    );
    await page.goto('/calendar');
    await shoot(page.getByTestId('calendar-error').locator('..'), 'error');
  });

  test('phone: table, form, agenda and menu at 390 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'director', '/days-off');
    await expect(page.getByTestId('day-off-row').first()).toBeVisible();
    await shoot(
      page.getByTestId('days-off-table').locator('xpath=ancestor::div[contains(@class,"Stack")][1]'),
      'entity-table-phone',
    );
    await page.goto('/profile');
    await shoot(page.getByTestId('profile-details-form'), 'form-phone');
    await page.goto('/calendar');
    await shoot(
      page.getByTestId('calendar-agenda').or(page.getByTestId('calendar-agenda-empty')),
      'agenda-phone',
    );
    await page.getByTestId('menu-toggle-mobile').click();
    await shoot(page.getByTestId('phone-menu-controls'), 'phone-menu');
  });
});

/**
 * The help topics' pictures (issue #32): each topic's screen as its people see it, the main area at desktop
 * width. With UI_SCREENSHOTS=1 they go to web/public/help/ (commit them: the build serves them as /help/…).
 */
test.describe('help screenshots', () => {
  for (const shot of helpShots)
    test(`help: ${shot.topic}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(page, shot.role, shot.path);
      await expect(page.getByTestId(shot.ready).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Зареждане…')).toHaveCount(0);
      const dir = process.env.UI_SCREENSHOTS ? path.join(root, 'web/public/help') : test.info().outputPath();
      // What a person sees first: the main area within the window, not a long list's whole length.
      const box = (await page.locator('#main-content').boundingBox())!;
      await page.screenshot({
        path: path.join(dir, `${shot.topic}.jpg`),
        clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 800 - box.y) },
        type: 'jpeg',
        quality: 70,
        animations: 'disabled',
        caret: 'hide',
      });
    });
});
