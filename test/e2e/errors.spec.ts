import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, signInAs } from './support';

/**
 * Refusals look the same for every role and page (issue #12): a page the user has no right to shows the
 * Bulgarian 403 page with a way home at once (no spinner, no page whose requests fail one by one), and an
 * unknown address the Bulgarian 404 page.
 */
const forbidden: Record<DemoRole, string[]> = {
  director: ['/admin/user/account', '/admin/days-off'],
  teacher: ['/admin/user/account', '/platform/settings/school-years'],
  parent: ['/admin/user/mon', '/platform/settings/lock', '/platform/groups'],
  mon: ['/messages/create', '/notes', '/admin/user/account'],
  municipality: ['/messages', '/polls', '/admin/messages/dashboard'],
  administrator: ['/admin/user/activation'],
  master: ['/messages', '/notes'],
  'resource-specialist': ['/admin/user/info'],
  manciple: ['/admin/days-off'],
};

async function expectForbidden(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('error-page'), path).toHaveAttribute('data-status', '403');
  await expect(page.getByTestId('error-title')).toHaveText('Нямате достъп до тази страница!');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByText('Зареждане…')).toHaveCount(0);
}

test.describe('refusals', () => {
  for (const [role, paths] of Object.entries(forbidden) as [DemoRole, string[]][]) {
    test(`${role}: forbidden pages show the 403 page, an unknown address the 404 page`, async ({ page }) => {
      await signInAs(page, role, '/');
      for (const path of paths) await expectForbidden(page, path);
      await page.goto('/няма-такава-страница');
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      await expect(page.getByTestId('error-title')).toHaveText('Търсената страница не съществува!');
      await expect(page.getByTestId('error-page')).not.toContainText(/[A-Za-z]/);
      await page.getByTestId('error-home-link').click();
      await expect(page.getByTestId('home-greeting')).toBeVisible();
    });
  }
});
