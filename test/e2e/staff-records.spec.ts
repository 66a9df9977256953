import { expect, test } from '@playwright/test';
import { sidewaysOverflow } from './page-walk';
import { expectAccessible, signInAs } from './support';

test.describe('staff records', () => {
  test('the director adds a teacher of a group and finds them in the staff list', async ({ page }) => {
    await signInAs(page, 'director', '/staff/pedagogical');
    await expect(page.getByTestId('staff-row').first()).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    const lastName = `Тестова${Date.now() % 100000}`;
    await page.getByTestId('staff-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/staff/pedagogical/create');
    // Nothing filled in: the required fields are named in Bulgarian before anything is sent.
    await page.getByTestId('staff-save').click();
    await expect(page.getByTestId('staff-form')).toContainText('Полето "Длъжност" е задължително');
    await page.getByTestId('staff-first-name').fill('Калина');
    await page.getByTestId('staff-last-name').fill(lastName);
    await page.getByTestId('staff-identifier').fill('1234567890');
    await page.getByTestId('staff-occupation').click();
    await page.getByRole('option', { name: 'Старши учител', exact: true }).click();
    await page.getByTestId('staff-groups').click();
    const group = page.getByRole('option').first();
    const groupName = (await group.textContent())?.trim() ?? '';
    await group.click();
    await page.keyboard.press('Escape');
    await page.getByTestId('staff-hired').fill('01.09.2026');
    await page.getByTestId('staff-save').click();
    // A wrong ЕГН comes back from the API on its field; without it the record is saved.
    await expect(page.getByTestId('staff-form')).toContainText('не е валидно ЕГН');
    await page.getByTestId('staff-identifier').fill('');
    await page.getByTestId('staff-save').click();

    await expect(page).toHaveURL((url) => url.pathname === '/staff/pedagogical');
    await page.getByTestId('staff-name').fill(lastName);
    const row = page.getByTestId('staff-row').filter({ hasText: lastName });
    await expect(row).toContainText('Старши учител');
    await expect(row).toContainText(groupName);
    await page.getByTestId('staff-name').fill('');
    await page.getByTestId('staff-kind').click();
    await page.getByRole('option', { name: 'Непедагогически' }).click();
    await expect(page.getByTestId('staff-row').filter({ hasText: 'Домакин' }).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    // The record opens with its date in DD.MM.YYYY, and the page fits a phone.
    await page.getByTestId('staff-kind').click();
    await page.getByRole('option', { name: 'Педагогически', exact: true }).click();
    await page.getByTestId('staff-name').fill(lastName);
    await row.getByTestId('staff-link').click();
    await expect(page.getByTestId('staff-hired')).toHaveValue('01.09.2026');
    await expect(page.getByTestId('staff-account')).toContainText('Няма профил');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('staff-edit-page')).toBeVisible();
    expect((await sidewaysOverflow(page)).by).toBe(0);
    await expectAccessible(page);
  });
});
