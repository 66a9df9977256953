import { expect, test } from '@playwright/test';
import { settled, sidewaysOverflow } from './page-walk';
import { expectAccessible, signInAs } from './support';

const stamp = () => String(Date.now()).slice(-8);
/** A КИН of its own per run (the simulator keeps one merchant per КИН). */
const aMin = () => `7${stamp()}1`;

test.describe('activity types and providers', () => {
  test('the Master adds an activity type, renames it and deletes it', async ({ page }) => {
    await signInAs(page, 'master', '/admin/activities/activities');
    await expect(page.getByTestId('activity-types-page')).toBeVisible();
    // The demo's types are there.
    await expect(page.getByTestId('activity-type-row').filter({ hasText: 'Английски език' })).toBeVisible();
    await expectAccessible(page);
    const name = `Йога ${stamp()}`;
    await page.getByTestId('activity-type-add').click();
    await page.getByTestId('activity-type-save').click();
    await expect(page.getByTestId('activity-type-form')).toContainText(
      'Полето "Наименование" е задължително',
    );
    await page.getByTestId('activity-type-name').fill(name);
    await page.getByTestId('activity-type-save').click();
    await expect(page.getByTestId('activity-types-message')).toContainText('е добавен');
    const row = page.getByTestId('activity-type-row').filter({ hasText: name });
    await expect(row).toBeVisible();

    // The same name in other letters' case is refused in the form.
    await page.getByTestId('activity-type-add').click();
    await page.getByTestId('activity-type-name').fill(name.toUpperCase());
    await page.getByTestId('activity-type-save').click();
    await expect(page.getByTestId('activity-type-form')).toContainText(
      'Вече има вид дейност с това наименование.',
    );
    await page.keyboard.press('Escape');

    await row.getByTestId('activity-type-edit').click();
    await page.getByTestId('activity-type-name').fill(`${name} за деца`);
    await page.getByTestId('activity-type-save').click();
    const renamed = page.getByTestId('activity-type-row').filter({ hasText: `${name} за деца` });
    await expect(renamed).toBeVisible();
    await renamed.getByTestId('activity-type-delete-button').click();
    await expect(page.getByTestId('activity-type-delete-modal')).toContainText(name);
    await page.getByTestId('activity-type-delete-confirm').click();
    await expect(page.getByTestId('activity-types-message')).toContainText('е изтрит');
    await expect(renamed).toHaveCount(0);
  });

  test('the Master registers a provider with КИН and secret, checks its notifications and enables payments', async ({
    page,
  }) => {
    await signInAs(page, 'master', '/admin/activities/providers');
    // The demo providers are verified and enabled.
    const demo = page.getByTestId('provider-row').filter({ hasText: 'Танцово студио Ритъм' });
    await expect(demo.getByTestId('provider-stages')).toContainText('Проверен');
    await expect(demo.getByTestId('provider-stages')).toContainText('Онлайн плащания');
    await expectAccessible(page);

    await page.getByTestId('provider-add').click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/activities/providers/create');
    const name = `„Шахматен клуб ${stamp()}“ ООД`;
    await page.getByTestId('provider-name').fill(name);
    await page.getByTestId('provider-eik').fill('175074751');
    await page.getByTestId('provider-save').click();
    await expect(page.getByTestId('provider-form')).toContainText('валиден ЕИК от 9 или 13 цифри');
    await page.getByTestId('provider-eik').fill('175074752');
    await page.getByTestId('provider-phone').fill('0888 111 222');
    await page.getByTestId('provider-min').fill(aMin());
    await expect(page.getByTestId('provider-secret')).toHaveAttribute('placeholder', 'Задайте нов таен ключ');
    const secret = `${stamp()}ABCDEF0123456789ABCDEF0123456789`;
    await page.getByTestId('provider-secret').fill(secret);
    await page.getByTestId('provider-transfer').check();
    await page.getByTestId('provider-save').click();

    await expect(page).toHaveURL((url) =>
      /^\/admin\/activities\/providers\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    await expect(page.getByTestId('provider-stages')).toContainText('КИН');
    await expect(page.getByTestId('provider-stages')).toContainText('Таен ключ');
    // The secret never comes back: the field is empty and says a key is stored.
    await expect(page.getByTestId('provider-secret')).toHaveValue('');
    await expect(page.getByText('Ключът е записан.')).toBeVisible();
    await expect(page.getByTestId('provider-notify-url')).toContainText(
      '/api/activities/payments/epay-notification/',
    );
    await expect(page.locator('body')).not.toContainText(secret);
    await expectAccessible(page);
    // The form at a phone's width: nothing scrolls sideways (the notification URL wraps).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await settled(page);
    expect((await sidewaysOverflow(page)).by).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('provider-test').click();
    await expect(page.getByTestId('provider-message')).toContainText('Проверката е успешна');
    await expect(page.getByTestId('provider-stages')).toContainText('Проверен');
    await expect(page.getByTestId('provider-stages')).toContainText('Групови плащания');

    await page.getByTestId('provider-enabled').check();
    await page.getByTestId('provider-save').click();
    await expect(page.getByTestId('provider-message')).toContainText('запазен');
    await expect(page.getByTestId('provider-stages')).toContainText('Онлайн плащания');

    await page.goto('/admin/activities/providers');
    const row = page.getByTestId('provider-row').filter({ hasText: name });
    await expect(row.getByTestId('provider-stages')).toContainText('Проверен');
  });

  test('the parent sees the providers of their children’s activities with contacts', async ({ page }) => {
    await signInAs(page, 'parent', '/activities/parents/providers');
    await expect(page.getByTestId('parent-providers-page')).toBeVisible();
    // The demo parent's children attend the demo providers' activities (the activities' demo enrols them).
    const card = page
      .getByTestId('parent-provider')
      .filter({ hasText: /Ритъм|Инглиш/ })
      .first();
    await expect(card).toContainText('Телефон');
    await expect(card.getByTestId('parent-provider-activity').first()).toBeVisible();
    await expectAccessible(page);
  });
});
