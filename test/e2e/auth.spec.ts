import { expect, test } from '@playwright/test';
import { apiPath, director, signInWithEmail, storedToken, userDataOf } from './support';

test.describe('sign-in and sign-out', () => {
  test('the demo director signs in with e-mail and is greeted by name', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-title')).toHaveText('Вход');
    await expect(page).toHaveTitle(/Вход/);
    await signInWithEmail(page, director.email, director.password);

    await expect(page).toHaveURL((url) => url.pathname === '/');
    const user = await userDataOf(page);
    await expect(page.getByTestId('home-greeting')).toHaveText(
      `Добре дошли, ${user.firstName} ${user.lastName}`,
    );
    const selected = user.kindergartens.find((k) => k.isSelected);
    if (selected) await expect(page.getByTestId('home-kindergarten-name')).toHaveText(selected.name);

    await expect(page.getByTestId('app-name')).toHaveText('Градина');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-full-name')).toHaveText(`${user.firstName} ${user.lastName}`);
    if (user.email) await expect(page.getByTestId('user-menu-email')).toHaveText(user.email);
    await expect(page.getByTestId('user-menu-logout')).toHaveText('Изход');
  });

  test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
    await page.goto('/login');
    const loginReply = page.waitForResponse(
      (r) => new URL(r.url()).pathname === apiPath('identity.login') && r.request().method() === 'POST',
    );
    await signInWithEmail(page, director.email, 'Not-the-password-1');
    const reply = await loginReply;
    expect(reply.status()).toBeGreaterThanOrEqual(400);
    const { errorMessage } = (await reply.json()) as { errorMessage: string };
    expect(errorMessage).toBeTruthy();

    await expect(page.getByTestId('login-error')).toHaveText(errorMessage);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('empty fields are named in Bulgarian without asking the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Полето "Имейл" е задължително')).toBeVisible();
    await expect(page.getByText('Полето "Парола" е задължително')).toBeVisible();
  });

  test('a signed-out visit to /platform/about signs in and comes back', async ({ page }) => {
    await page.goto('/platform/about');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/platform/about',
    );
    await signInWithEmail(page, director.email, director.password);
    await expect(page).toHaveURL((url) => url.pathname === '/platform/about');
    await expect(page.getByTestId('about-title')).toHaveText('За платформата');
  });

  test('a signed-in user opening /login goes home', async ({ page }) => {
    await page.goto('/login');
    await signInWithEmail(page, director.email, director.password);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
  });

  test('an outside redirect target is ignored', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2F');
    await signInWithEmail(page, director.email, director.password);
    await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
  });

  test('logout returns to /login and the old token stops working', async ({ page }) => {
    await page.goto('/login');
    await signInWithEmail(page, director.email, director.password);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    const reply = await page.request.get(apiPath('identity.userData'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reply.status()).toBe(401);

    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('a token the server no longer accepts sends the user to sign in', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('gradina.token', 'not-a-valid-token'));
    await page.goto('/platform/about');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/platform/about',
    );
    expect(await storedToken(page)).toBeNull();
  });
});
