import { expect, test } from '@playwright/test';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import { invalidLinkText, recoverySentText } from '../../web/src/features/identity/account-forms';
import { createTeacher, followMailLink, newEmail, newPassword, openMail, signOut } from './accounts-support';
import { signInAs } from './support';

/**
 * The account flows that go through the mail: password recovery, invitations that activate, unsubscribe.
 * E-mails are read in the local outbox (/dev/outbox) and their links followed in the browser. Every test makes
 * its own accounts with unique addresses, so the demo accounts' passwords never change and the tests do not
 * depend on each other.
 */

test.describe('accounts: mail links', () => {
  test('password recovery through the mail, once per link', async ({ page, request }) => {
    const account = await createTeacher(request, 'recovery');

    await page.goto('/login');
    await page.getByTestId('login-identifier').fill(account.email);
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login/reset');
    // The address typed on the sign-in page comes along.
    await expect(page.getByTestId('reset-email')).toHaveValue(account.email);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-sent')).toHaveText(recoverySentText);

    // An address without an account gets the very same answer.
    await page.goto('/login/reset');
    await page.getByTestId('reset-email').fill(newEmail('nobody'));
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-sent')).toHaveText(recoverySentText);

    await openMail(page, account.email, /Възстановяване на парола/);
    const link = await followMailLink(page, '/password-recovery/');
    await expect(page.getByTestId('recovery-account')).toContainText(account.email);

    // The spec's password rule, checked before asking the server.
    await page.getByTestId('new-password').fill('samomalki1');
    await page.getByTestId('new-password-confirm').fill('druga');
    await page.getByTestId('new-password-submit').click();
    await expect(
      page.getByText(
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
      ),
    ).toBeVisible();
    await expect(page.getByText('Паролите не съвпадат')).toBeVisible();

    const chosen = 'Druga-Parola-77';
    await page.getByTestId('new-password').fill(chosen);
    await page.getByTestId('new-password-confirm').fill(chosen);
    await page.getByTestId('new-password-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('login-notice')).toHaveText(
      'Паролата е сменена. Влезте с новата си парола.',
    );
    await expect(page.getByTestId('login-identifier')).toHaveValue(account.email);

    // The old password no longer works, the new one does.
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.getByTestId('login-password').fill(chosen);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-greeting')).toContainText('Тестов Учител');

    // The link was used: opened again, it is refused with the server's words.
    await signOut(page);
    await page.goto(link);
    await expect(page.getByTestId('recovery-invalid')).toHaveText(invalidLinkText);
    await expect(page.getByTestId('new-password-form')).toHaveCount(0);
    await expect(page.getByTestId('link-new-recovery')).toHaveAttribute('href', '/login/reset');
  });

  test('an МОН account invited by the Master activates through the mail and signs in', async ({ page }) => {
    const email = newEmail('mon');
    await signInAs(page, 'master', '/admin/user/mon');
    await page.getByTestId('mon-invite').click();
    const form = page.getByTestId('mon-invite-form');
    await form.getByTestId('mon-invite-form-submit').click();
    await expect(form.getByText('Полето "Име" е задължително')).toBeVisible();
    await form.getByTestId('mon-invite-form-first-name').fill('Павлина');
    await form.getByTestId('mon-invite-form-last-name').fill('Методиева');
    await form.getByTestId('mon-invite-form-email').fill(email);
    await form.getByTestId('mon-invite-form-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText(`Поканата е изпратена на ${email}.`);
    const row = page.getByTestId('mon-accounts-row').filter({ hasText: email });
    await expect(row).toContainText('Павлина Методиева');
    await expect(row.getByTestId('account-status')).toHaveText('Чака активиране');

    await signOut(page);
    await openMail(page, email, /Покана/);
    await followMailLink(page, '/account-activation/');
    await expect(page.getByTestId('activation-account')).toContainText('Павлина Методиева');
    await expect(page.getByTestId('activation-account')).toContainText('служител на МОН');
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('new-password-confirm').fill(newPassword);
    await page.getByTestId('new-password-submit').click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('login-notice')).toContainText('Профилът ви е активиран');
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-greeting')).toContainText('Павлина Методиева');
  });

  test("a mail's unsubscribe link stops the notifications", async ({ page, request }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByTestId('unsubscribe-error')).toContainText('Връзката за отписване е непълна');
    await page.goto('/unsubscribe/not-a-signed-address');
    await expect(page.getByTestId('unsubscribe-error')).toHaveText('Връзката за отписване е невалидна.');

    const account = await createTeacher(request, 'unsubscribe');
    await openMail(page, account.email, /Покана/);
    const link = page.locator('[data-testid="mail-link"][href*="/unsubscribe/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    // A dot would make the static site (and CloudFront) look for a file: the token must carry none.
    expect(new URL(href).pathname).not.toContain('.');
    await link.click();
    await expect(page.getByTestId('unsubscribe-done')).toContainText('Отписахте се');
  });

  test('the Master invites a kindergarten director, who activates through the mail', async ({ page }) => {
    const email = newEmail('director');
    const sofia = buildDemoWorld().kindergartens.sofia;
    await signInAs(page, 'master', '/admin/user/activation');
    const form = page.getByTestId('invite-admin-form');
    // The kindergarten is found by part of its name (no raw code to type) and chosen from the list.
    await form.getByTestId('invite-admin-kindergarten').fill(sofia.name.slice(0, 12));
    await page.getByRole('option', { name: sofia.name }).click();
    await form.getByTestId('invite-admin-first-name').fill('Десислава');
    await form.getByTestId('invite-admin-last-name').fill('Директорова');
    await form.getByTestId('invite-admin-email').fill(email);
    await form.getByTestId('invite-admin-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText(`Поканата е изпратена на ${email}.`);
    await signOut(page);

    await openMail(page, email, /Покана/);
    await followMailLink(page, `/admin-account-activation/`);
    expect(new URL(page.url()).pathname.endsWith(`/${sofia.id}`)).toBe(true);
    await expect(page.getByTestId('activation-account')).toContainText(`директор в „${sofia.name}“`);
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('new-password-confirm').fill(newPassword);
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('login-notice')).toBeVisible();
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-greeting')).toContainText('Десислава Директорова');
    await expect(page.getByTestId('home-kindergarten-name')).toHaveText(sofia.name);
  });
});
