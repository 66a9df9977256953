import { expect, test } from '@playwright/test';
import { director, signInWithEmail } from './support';

test.describe('shell pages', () => {
  test('an unknown address shows the 404 page in the blank layout when signed out', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('error-title')).toHaveText('Търсената страница не съществува!');
    await expect(page.getByTestId('error-page')).not.toContainText(/[A-Za-z]/);
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
    await page.getByTestId('error-home-link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('an unknown address keeps the default layout when signed in', async ({ page }) => {
    await page.goto('/login');
    await signInWithEmail(page, director.email, director.password);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByTestId('error-title')).toHaveText('Търсената страница не съществува!');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.getByTestId('error-home-link').click();
    await expect(page.getByTestId('home-greeting')).toBeVisible();
  });

  test('the side menu leads to the about page and back', async ({ page }) => {
    await page.goto('/login');
    await signInWithEmail(page, director.email, director.password);
    await page.getByTestId('menu-item-/platform/about').click();
    await expect(page).toHaveURL((url) => url.pathname === '/platform/about');
    await expect(page.getByTestId('menu-item-/platform/about')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('menu-item-/').click();
    await expect(page.getByTestId('home-greeting')).toBeVisible();
  });
});
