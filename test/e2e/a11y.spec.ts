import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { lastingOverflow, menuPagesOf, openInApp, seriousAxeProblems, settled } from './page-walk';
import { demoRoles, director, signInAs, signInWithEmail } from './support';

/** WCAG 2.1 A and AA, colour contrast included, on the key pages of this slice. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const problems = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(problems).toEqual([]);
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * Every demo role over every main page its menus offer (page-walk.ts derives them from the menu definition):
 * one load per page at 390x844, where nothing may scroll sideways. axe then looks at the page widened to a
 * desktop, once per address across the staff roles (a parent's pages, their own views, once for the parent):
 * the roles walk in turn in one worker, and an address an earlier role's walk checked shows the same
 * components with other rows (axe took half of the walk when it ran on every role's copy of the director's
 * pages). All findings of a role are gathered and reported together, each naming its page.
 */
const axeChecked = new Set<string>();

test.describe('every role, every menu page: phone width and axe', () => {
  for (const role of demoRoles) {
    test(`${role}`, async ({ page }) => {
      await page.setViewportSize(phone);
      await signInAs(page, role);
      await settled(page);
      const paths = await menuPagesOf(page);
      expect(paths.length, `${role} has menu pages`).toBeGreaterThan(1);
      // The menus grow with every area: the time allowed grows with them.
      test.setTimeout(30_000 + paths.length * 6_000);
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize(phone);
        await openInApp(page, path);
        await settled(page).catch((e: Error) =>
          problems.push(`${role} ${path}: never finished loading (${e.message})`),
        );
        // Every menu entry leads to a page (issue #26: Персонал › Справки opened the 404 page).
        if ((await page.getByTestId('error-title').count()) > 0)
          problems.push(`${role} ${path}: opens the error page`);
        const overflow = await lastingOverflow(page);
        if (overflow.by > 0) {
          problems.push(
            `${role} ${path}: scrolls sideways by ${overflow.by} px at 390 (${overflow.culprits.join(', ')})`,
          );
        }
        // The header and the side menu differ by role: checked whole on each role's first page.
        const firstOfRole = path === paths[0];
        // A parent's pages are their own views under the staff's addresses (their children, their fees).
        const seen = role === 'parent' ? `parent ${path}` : path;
        if (!firstOfRole && axeChecked.has(seen)) continue;
        axeChecked.add(seen);
        await page.setViewportSize(desktop);
        const within = firstOfRole ? undefined : '#main-content';
        for (const p of await seriousAxeProblems(page, within)) problems.push(`${role} ${path}: ${p}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('accessibility (axe)', () => {
  test('the sign-in page, empty and with errors', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('login-identifier').fill(director.email);
    await page.getByTestId('login-password').fill('Not-the-password-1');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.getByTestId('login-identifier').fill('');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Полето "Имейл" е задължително')).toBeVisible();
    await expectAccessible(page);
  });

  test('the home page with the user menu open', async ({ page }) => {
    await page.goto('/login');
    await signInWithEmail(page, director.email, director.password);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-logout')).toBeVisible();
    await expectAccessible(page);
  });

  test('the about page with the explorer in use', async ({ page }) => {
    await page.goto('/login?redirect=%2Fplatform%2Fabout');
    await signInWithEmail(page, director.email, director.password);
    await expect(page.getByTestId('lookups-region').locator('option:not([value=""])')).toHaveCount(28);
    await page.getByTestId('lookups-region').selectOption({ label: 'Пловдив' });
    await page.getByTestId('lookups-area').selectOption({ label: 'Пловдив' });
    await page.getByTestId('lookups-cities-table').getByTestId('lookups-city-districts').first().click();
    await expect(page.getByTestId('lookups-district-row').first()).toBeVisible();
    await page.getByTestId('lookups-city-search').fill('Соф');
    await expect(page.getByTestId('lookups-search-table')).toBeVisible();
    await expectAccessible(page);
  });

  test('the error page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('error-title')).toBeVisible();
    await expectAccessible(page);
  });
});
