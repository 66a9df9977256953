import { expect, test } from '@playwright/test';
import { lastingOverflow, settled } from './page-walk';
import { expectAccessible, signInAs } from './support';

/**
 * The store's catalogue (issue #28) as the manciple uses it: a product with a conversion and allergens, a
 * warehouse and a supplier; the pages fit a phone and pass axe. The Master's national list closes it.
 */
const phone = { width: 390, height: 844 };
const run = Date.now().toString(36);

test.describe('storage catalogue', () => {
  test('the manciple creates a product with a conversion and allergens', async ({ page }) => {
    await signInAs(page, 'manciple', '/storage/products');
    await expect(page.getByTestId('products-page')).toBeVisible();
    await expect(page.getByTestId('products-row').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('products-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/storage/products/create');
    // Nothing filled in: the required fields are named in Bulgarian before anything is sent.
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('product-form')).toContainText('Полето "Наименование" е задължително');

    const name = `Пъдпъдъчи яйца ${run}`;
    await page.getByTestId('product-name').fill(name);
    await page.getByTestId('product-category').click();
    await page.getByRole('option', { name: 'Яйца', exact: true }).click();
    await page.getByTestId('product-allergens').click();
    await page.getByRole('option', { name: '3. Яйца' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('product-conversion-add').click();
    await page.getByTestId('product-conversion-quantity').fill('12');
    await page.getByTestId('product-energy').fill('158');
    await page.getByTestId('product-protein').fill('13,1');
    await page.getByTestId('product-fat').fill('11,1');
    await page.getByTestId('product-carbohydrate').fill('0,4');
    await page.getByTestId('product-salt').fill('0,35');
    await expectAccessible(page);
    await page.getByTestId('product-save').click();

    await expect(page).toHaveURL((url) => url.pathname === '/storage/products');
    await page.getByTestId('products-search').fill(run);
    const row = page.getByTestId('products-row').filter({ hasText: name });
    await expect(row).toContainText('Собствен');
    await expect(row).toContainText('3');
    await row.getByTestId('products-row-edit').click();
    await expect(page.getByTestId('product-conversion-quantity')).toHaveValue(/^12/);
    await expect(page.getByTestId('product-protein')).toHaveValue('13.1');
  });

  test('the manciple adds a warehouse and a supplier; a bad ЕИК is named', async ({ page }) => {
    await signInAs(page, 'manciple', '/storage/warehouses');
    await expect(page.getByTestId('warehouses-row').first()).toBeVisible();
    await page.getByTestId('warehouses-create').click();
    const warehouse = `Фризер ${run}`;
    await page.getByTestId('warehouse-name').fill(warehouse);
    await page.getByTestId('warehouse-keeper').fill('Мария Петрова');
    await page.getByTestId('warehouse-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/storage/warehouses');
    await expect(page.getByTestId('warehouses-row').filter({ hasText: warehouse })).toContainText(
      'Мария Петрова',
    );

    await page.goto('/storage/suppliers');
    await expect(page.getByTestId('suppliers-row').first()).toBeVisible();
    await page.getByTestId('suppliers-create').click();
    await expect(page.getByTestId('supplier-edit-page')).toBeVisible();
    const supplier = `Пекарна „Зора“ ${run}`;
    await page.getByTestId('supplier-name').fill(supplier);
    await page.getByTestId('supplier-eik').fill('12345');
    await page.getByTestId('supplier-save').click();
    await expect(page.getByTestId('supplier-form')).toContainText('трябва да има 9 или 13 цифри');
    await page.getByTestId('supplier-eik').fill(String(100_000_000 + (Date.now() % 899_999_999)));
    await page.getByTestId('supplier-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/storage/suppliers');
    await expect(page.getByTestId('suppliers-row').filter({ hasText: supplier })).toBeVisible();
    await expectAccessible(page);
  });

  test('the catalogue’s pages fit a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'manciple', '/storage/products');
    for (const path of [
      '/storage/products',
      '/storage/products/create',
      '/storage/warehouses',
      '/storage/suppliers/create',
      '/storage/suppliers-requests/create',
      '/storage/manufacturers',
    ]) {
      await page.goto(path);
      await settled(page);
      const overflow = await lastingOverflow(page);
      expect(overflow.by, `${path}: ${overflow.culprits.join(', ')}`).toBe(0);
    }
  });

  test('the Master keeps the national list', async ({ page }) => {
    await signInAs(page, 'master', '/admin/products/list');
    await expect(page.getByTestId('national-products-row').first()).toBeVisible();
    await page.getByTestId('national-products-search').fill('Прясно мляко 2%');
    const milk = page.getByTestId('national-products-row').filter({ hasText: 'Прясно мляко 2%' });
    await expect(milk).toContainText('7');
    await expectAccessible(page);
    await page.goto('/admin/products/allergens');
    await expect(page.getByTestId('allergens-row')).toHaveCount(14);
  });
});
