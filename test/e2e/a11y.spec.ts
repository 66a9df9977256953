import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { director, signInWithEmail } from './support';

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
