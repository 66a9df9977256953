import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * Issue #25 point 9: the spec's top-level `/parents-fees` is served and in the parent's menu: the demo
 * parent's children's fees across activities with the online payment actions, the same page as
 * `/activities/parents/fees`, usable on a phone.
 */
test.describe('the parents’ fees screen', () => {
  test('opens from the parent’s menu at /parents-fees with the fees and the payment actions', async ({
    page,
  }) => {
    await signInAs(page, 'parent', '/');
    await page.getByTestId('menu-item-/parents-fees').click();
    await expect(page).toHaveURL((url) => url.pathname === '/parents-fees');
    await expect(page.getByTestId('parent-fees-page')).toBeVisible();
    await expect(page.getByTestId('parent-fees-child')).toBeVisible();
    await expect(page.getByTestId('unpaid-fees-table')).toBeVisible();
    await expect(page.getByTestId('unpaid-fee').first()).toBeVisible();
    await expect(page.getByTestId('pay-card')).toBeVisible();
    await expect(page.getByTestId('pay-easypay')).toBeVisible();
    await expectAccessible(page);
  });

  test('fits a phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'parent', '/parents-fees');
    await expect(page.getByTestId('parent-fees-page')).toBeVisible();
    await expect(page.getByTestId('unpaid-fees')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
