import { expect, type Page, test } from '@playwright/test';
import { settled, sidewaysOverflow } from './page-walk';
import { expectAccessible, signInAs } from './support';

/** At 390 px, the page loaded anew, nothing may scroll sideways (docs/ui.md); then back to the desktop. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await settled(page);
  const overflow = await sidewaysOverflow(page);
  expect(overflow.by, overflow.culprits.join(', ')).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('the Master’s portfolio lists', () => {
  test('adds a background, sees it after a reload and removes it again', async ({ page }) => {
    await signInAs(page, 'master', '/admin/portfolios/background');
    await expect(page.getByTestId('background-row').first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    const rows = page.getByTestId('background-row');
    const before = await rows.count();
    const name = `Лавандула ${Date.now()}`;

    await page.getByTestId('background-add').click();
    // Nothing filled in: the fields are named in Bulgarian before anything is sent.
    await page.getByTestId('background-save').click();
    await expect(page.getByTestId('background-modal')).toContainText('Полето "Име на фона" е задължително');
    await page.getByTestId('background-name').fill(name);
    await page.getByTestId('background-color').fill('lila');
    await page.getByTestId('background-name').click();
    await page.getByTestId('background-save').click();
    await expect(page.getByTestId('background-modal')).toContainText('#RRGGBB');
    await page.getByTestId('background-color').fill('#e6e0f8');
    await page.getByTestId('background-name').click();
    await page.getByTestId('background-save').click();
    await expect(page.getByTestId('backgrounds-message')).toContainText('записан');

    await page.reload();
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText('#E6E0F8');
    await expect(rows).toHaveCount(before + 1);

    await row.getByTestId('background-remove').click();
    await expect(page.getByTestId('background-delete-modal')).toContainText(name);
    await page.getByTestId('background-delete-confirm').click();
    await expect(page.getByTestId('backgrounds-message')).toContainText('премахнат');
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(rows).toHaveCount(before);
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  });

  test('adds a suggested title of hobbies, sees it after a reload and removes it again', async ({ page }) => {
    await signInAs(page, 'master', '/admin/portfolios/templates');
    const inputs = page.getByTestId('title-input');
    await expect(inputs.first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    const before = await inputs.count();
    const title = `Обичам да строя ${Date.now()}`;

    await page.getByTestId('title-add').click();
    await page.getByTestId('titles-save').click();
    await expect(page.getByTestId('titles-form')).toContainText('Полето "Заглавие" е задължително');
    await inputs.last().fill(title);
    await page.getByTestId('titles-save').click();
    await expect(page.getByTestId('titles-message')).toContainText('записани');

    await page.reload();
    await expect(inputs).toHaveCount(before + 1);
    await expect(inputs.last()).toHaveValue(title);
    // The other types keep their own lists.
    await page.getByTestId('templates-tab-award').click();
    await expect(page.getByTestId('title-input').first()).toBeVisible();
    await expect(page.getByTestId('titles-form')).not.toContainText(title);
    await page.getByTestId('templates-tab-hobby').click();

    await page.getByTestId('title-remove').last().click();
    await page.getByTestId('titles-save').click();
    await expect(page.getByTestId('titles-message')).toContainText('записани');
    await page.reload();
    await expect(inputs).toHaveCount(before);
    for (const input of await inputs.all()) await expect(input).not.toHaveValue(title);
  });
});
