import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import { api, apiToken, createTeacher, mailOnDisk, newEmail, newPassword } from './accounts-support';
import { demoEmail, signInAs } from './support';

/**
 * The Master's account administration (find, edit, new password, deactivate; a municipality account) and the
 * account pages' accessibility.
 * E-mails are read in the local outbox (/dev/outbox) and their links followed in the browser. Every test makes
 * its own accounts with unique addresses, so the demo accounts' passwords never change and the tests do not
 * depend on each other.
 */

test.describe('accounts: the Master’s administration', () => {
  test('the Master finds an account, edits it, mails a new password and deactivates it', async ({
    page,
    request,
  }) => {
    const account = await createTeacher(request, 'master');
    const renamed = newEmail('renamed');
    await signInAs(page, 'master', '/admin/user/account');
    await page.getByTestId('account-search-identifier').fill(account.email);
    await page.getByTestId('account-search-submit').click();
    await expect(page.getByTestId('account-name')).toHaveText('Тестов Учител');
    await expect(page.getByTestId('account-status')).toHaveText('Активен');
    await expect(page.getByTestId('account-kindergarten-row')).toContainText('Учител');
    await expect(page.getByTestId('account-lock-none')).toBeVisible();

    await page.getByTestId('account-reset-password').click();
    await expect(page.getByTestId('admin-message')).toContainText(
      `Писмо с връзка за нова парола е изпратено на ${account.email}.`,
    );
    await mailOnDisk(account.email, /Възстановяване на парола/);

    // Names and e-mail on the info page; the search follows the new e-mail.
    await page.goto(`/admin/user/info?kind=0&identifier=${encodeURIComponent(account.email)}`);
    await page.getByTestId('info-first-name').fill('Преименуван');
    await page.getByTestId('info-email').fill(renamed);
    await page.getByTestId('info-save').click();
    await expect(page.getByTestId('admin-message')).toHaveText('Данните на профила са запазени.');
    await expect(page.getByTestId('account-name')).toHaveText('Преименуван Учител');
    await expect(page.getByTestId('account-email')).toHaveText(renamed);

    await page.goto(`/admin/user/activation?kind=0&identifier=${encodeURIComponent(renamed)}`);
    await page.getByTestId('activation-deactivate').click();
    await expect(page.getByTestId('account-status')).toHaveText('Деактивиран');
    expect(
      (
        await api(request, undefined, 'identity.login', {
          body: { identifier: renamed, password: account.password, identifierKind: 0 },
        })
      ).status,
    ).toBe(401);
    await page.getByTestId('activation-staff').click();
    await expect(page.getByTestId('account-status')).toHaveText('Активен');
    await apiToken(request, renamed, account.password);
  });

  test('the Master invites a municipality account with its municipality and edits it', async ({ page }) => {
    const email = newEmail('municipal');
    await signInAs(page, 'master', '/admin/user/municipal');
    await page.getByTestId('municipal-invite').click();
    const form = page.getByTestId('municipal-invite-form');
    await form.getByTestId('municipal-invite-form-first-name').fill('Огнян');
    await form.getByTestId('municipal-invite-form-last-name').fill('Общински');
    await form.getByTestId('municipal-invite-form-email').fill(email);
    await form.getByTestId('municipal-invite-form-submit').click();
    await expect(form.getByText('Полето "Община" е задължително')).toBeVisible();
    await form.getByTestId('municipal-invite-form-municipality').fill('Айтос');
    await page.getByRole('option', { name: /^Айтос/ }).click();
    await form.getByTestId('municipal-invite-form-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText(`Поканата е изпратена на ${email}.`);
    const row = page.getByTestId('municipal-accounts-row').filter({ hasText: email });
    await expect(row).toContainText('Айтос');

    await row.getByTestId('municipal-edit').click();
    const edit = page.getByTestId('municipal-edit-form');
    await expect(edit.getByTestId('municipal-edit-form-first-name')).toHaveValue('Огнян');
    await edit.getByTestId('municipal-edit-form-municipality').fill('Аксаково');
    await page.getByRole('option', { name: /^Аксаково/ }).click();
    await edit.getByTestId('municipal-edit-form-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText('Промените са запазени.');
    await expect(row).toContainText('Аксаково');
  });

  test('the account pages pass axe (WCAG 2.1 AA)', async ({ page, request }) => {
    // Shell pages: only the page's own content (the header belongs to the shell's tests).
    const expectAccessible = async (scope?: string) => {
      const builder = new AxeBuilder({ page });
      if (scope) builder.include(`[data-testid="${scope}"]`);
      const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        result.violations.map(
          (v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    };
    await page.goto('/login/reset');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Полето "Имейл" е задължително')).toBeVisible();
    await expectAccessible();
    await page.goto('/registration-parents');
    await page.getByTestId('registration-submit').click();
    await expect(page.getByText('Полето "Родство" е задължително')).toBeVisible();
    await expectAccessible();
    await page.goto(`/account-activation/2/${'x'.repeat(43)}`);
    await expect(page.getByTestId('activation-invalid')).toBeVisible();
    await expectAccessible();

    // A pending request, so the list has a row with its status.
    const demo = buildDemoWorld();
    const child = demo.children.find((c) => c.kindergartenId === demo.kindergartens.main.id)!;
    const registered = await api(request, undefined, 'identity.registerParent', {
      body: {
        firstName: 'Достъпна',
        lastName: 'Заявка',
        email: newEmail('axe'),
        phone: '0888111222',
        password: newPassword,
        childIdentifierType: child.identifierType,
        childIdentifier: child.identifier,
        kindergartenId: demo.kindergartens.main.id,
      },
    });
    expect(registered.status).toBe(200);
    await signInAs(page, 'director', '/parents/registration-parents');
    await expect(page.getByTestId('registration-link')).toBeVisible();
    await expect(page.getByTestId('registrations-row').filter({ hasText: 'Достъпна Заявка' })).toBeVisible();
    await expectAccessible('registrations-page');
    await signInAs(
      page,
      'master',
      `/admin/user/account?kind=0&identifier=${encodeURIComponent(demoEmail('parent'))}`,
    );
    await expect(page.getByTestId('account-children')).toBeVisible();
    await expectAccessible('admin-account-page');
    await page.goto('/admin/user/municipal');
    await expect(
      page.getByTestId('municipal-accounts').or(page.getByTestId('municipal-accounts-empty')),
    ).toBeVisible();
    await expectAccessible('admin-municipal-page');
  });
});
