import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * The partners' resources, the help and the about page (issue #32): the director keeps a partner's
 * resources from its menu entry, a teacher reads them; help finds a topic by its words and shows its
 * screenshot; about lists the version and the licences made at build time.
 */
test.describe('resources', () => {
  test('the director adds, finds, edits and deletes a resource of a partner; a teacher reads it', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/');
    const entry = page.getByTestId('menu-section-resources').getByRole('link', { name: 'Анубис' });
    await entry.click();
    await expect(page).toHaveURL(/\/resources\/[^/]+$/);
    const partnerPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('products-page').getByRole('heading', { name: 'Анубис' })).toBeVisible();
    await expect(page.getByTestId('products-row').filter({ hasText: 'Математика с игри' })).toBeVisible();
    await expectAccessible(page);

    const name = `Светът около нас ${Date.now()}`;
    await page.getByTestId('products-create').click();
    await expect(page).toHaveURL(`${partnerPath}/create`);
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('product-form')).toContainText('Изберете вида на ресурса.');
    await page.getByTestId('product-name').fill(name);
    await page.getByTestId('product-kind').click();
    await page.getByRole('option', { name: 'Дигитален ресурс' }).click();
    await page.getByTestId('product-url').fill('anubis.bg');
    await page.getByTestId('product-description').fill('Игри за интерактивна дъска.');
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('product-form')).toContainText('http');
    await page.getByTestId('product-url').fill('https://anubis.bg/svetat');
    await page.getByTestId('product-save').click();

    await expect(page).toHaveURL(partnerPath);
    const row = page.getByTestId('products-row').filter({ hasText: name });
    await expect(row).toContainText('Дигитален ресурс');
    await page.getByTestId('products-search').fill('светът около');
    await expect(page.getByTestId('products-row')).toHaveCount(1);
    await page.getByTestId('products-search').fill('');

    await row.getByTestId('products-row-edit').click();
    await expect(page.getByTestId('product-name')).toHaveValue(name);
    await page.getByTestId('product-kind').click();
    await page.getByRole('option', { name: 'Учебно помагало' }).click();
    await page.getByTestId('product-save').click();
    await expect(page).toHaveURL(partnerPath);
    await expect(row).toContainText('Учебно помагало');

    await signInAs(page, 'teacher', partnerPath);
    await expect(page.getByTestId('products-row').filter({ hasText: name })).toBeVisible();
    await expect(page.getByTestId('products-create')).toHaveCount(0);
    await expect(page.getByTestId('products-row-delete')).toHaveCount(0);

    await signInAs(page, 'director', partnerPath);
    await page
      .getByTestId('products-row')
      .filter({ hasText: name })
      .getByTestId('products-row-delete')
      .click();
    await expect(page.getByTestId('products-delete-modal')).toContainText(name);
    await page.getByTestId('products-delete-confirm').click();
    await expect(page.getByTestId('products-message')).toContainText('изтрит');
    await expect(page.getByTestId('products-row').filter({ hasText: name })).toHaveCount(0);
  });
});

test.describe('help and about', () => {
  test('help finds a topic by its words and shows the section’s screen', async ({ page }) => {
    await signInAs(page, 'parent', '/platform/help');
    await page.getByTestId('help-search').fill('медицинска бележка');
    await expect(page.getByTestId('help-topic-attendance')).toBeVisible();
    await expect(page.getByTestId('help-topic-sign-in')).toHaveCount(0);
    await page.getByTestId('help-search').fill('ракета');
    await expect(page.getByTestId('help-none')).toBeVisible();
    await page.getByTestId('help-search').fill('присъствия');
    await page.getByTestId('help-topic-attendance').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/platform/help/attendance');
    const shot = page.getByTestId('help-topic-shot');
    await expect(shot).toBeVisible();
    expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test('about shows the version, the build’s day and the licences of the libraries', async ({ page }) => {
    await signInAs(page, 'teacher', '/platform/about');
    await expect(page.getByTestId('about-version')).toContainText(/\d+\.\d+\.\d+/);
    await expect(page.getByTestId('about-built-at')).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await page.getByTestId('about-licences-search').fill('react-dom');
    await expect(page.getByTestId('about-licence').first()).toContainText('MIT');
    await expectAccessible(page);
  });
});
