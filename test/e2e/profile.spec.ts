import { expect, test } from '@playwright/test';
import { apiPath, expectAccessible, signInAs } from './support';

/** A 1×1 PNG: the smallest picture the avatar route takes. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the profile page', () => {
  test('the password form names every problem in Bulgarian before asking the server', async ({ page }) => {
    await signInAs(page, 'teacher', '/profile');
    await expect(page.getByTestId('profile-title')).toHaveText('Профил');
    const changeCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === apiPath('identity.changePassword')) changeCalls.push(r.url());
    });
    const form = page.getByTestId('password-form');

    await page.getByTestId('password-save').click();
    await expect(form.getByText('Полето "Текуща парола" е задължително')).toBeVisible();
    await expect(form.getByText('Полето "Нова парола" трябва да съдържа поне 8 символа')).toBeVisible();
    await expect(form.getByText('Полето "Повторете новата парола" е задължително')).toBeVisible();

    await page.getByTestId('password-current').fill('Gradina2026');
    await page.getByTestId('password-new').fill('samolowercase1');
    await page.getByTestId('password-confirm').fill('something-else');
    await page.getByTestId('password-save').click();
    await expect(
      form.getByText(
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
      ),
    ).toBeVisible();
    await expect(form.getByText('Паролите не съвпадат')).toBeVisible();
    await expectAccessible(page);
    await expect(form.getByText('Полето "Текуща парола" е задължително')).toHaveCount(0);
    expect(changeCalls).toEqual([]);

    // A wrong current password is the server's to judge: its message shows at the field.
    await page.getByTestId('password-current').fill('Not-the-password-1');
    await page.getByTestId('password-new').fill('Nova-Parola-7');
    await page.getByTestId('password-confirm').fill('Nova-Parola-7');
    await page.getByTestId('password-save').click();
    await expect(form.getByText('Текущата парола е грешна.').first()).toBeVisible();
    expect(changeCalls).toHaveLength(1);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  });

  test('the details form checks the e-mail and asks the password to change it', async ({ page }) => {
    await signInAs(page, 'teacher', '/profile');
    await page.getByTestId('profile-email').fill('teacher-at-demo');
    await page.getByTestId('profile-details-save').click();
    await expect(page.getByText('Полето "Имейл" трябва да е коректен имейл адрес')).toBeVisible();
    await page.getByTestId('profile-email').fill('new-teacher@demo.gradina.bg');
    await expect(page.getByTestId('profile-email-password')).toBeVisible();
    await page.getByTestId('profile-details-save').click();
    await expect(page.getByText('Полето "Текуща парола" е задължително')).toBeVisible();
  });

  test('a new picture shows in the header and can be removed again', async ({ page }) => {
    await signInAs(page, 'resource-specialist', '/profile');
    const header = page.getByTestId('user-avatar');
    await expect(header).not.toHaveAttribute('data-has-image', /.*/);
    await page.getByTestId('profile-avatar').locator('input[type="file"]').setInputFiles({
      name: 'снимка.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(page.getByTestId('profile-avatar-image').locator('img')).toBeVisible();
    await page.getByTestId('profile-avatar-save').click();
    await expect(header).toHaveAttribute('data-has-image', 'true');
    await page.getByTestId('profile-avatar-remove').click();
    await expect(header).not.toHaveAttribute('data-has-image', /.*/);
  });
});
