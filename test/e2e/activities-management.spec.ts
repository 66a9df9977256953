import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

test.describe('activities management', () => {
  test('the director creates an activity, puts two children on it and sets a discount', async ({ page }) => {
    await signInAs(page, 'director', '/activities/management');
    await expect(page.getByTestId('activities-page')).toBeVisible();
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await expectAccessible(page);
    const name = `Рисуване ${Date.now()}`;
    await page.getByTestId('activity-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/activities/management/create');
    // Nothing filled in: the required fields are named in Bulgarian before anything is sent.
    await page.getByTestId('activity-save').click();
    await expect(page.getByTestId('activity-form')).toContainText('Полето "Наименование" е задължително');
    await expectAccessible(page);

    await page.getByTestId('activity-name').fill(name);
    await page.getByTestId('activity-typeId').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('activity-providerId').click();
    await page.getByRole('option', { name: /Ритъм/ }).click();
    await page.getByTestId('activity-groups').click();
    await page.getByRole('option', { name: 'II група „Калинки“' }).click();
    await page.keyboard.press('Escape');
    // Tuesdays and Thursdays 16:00–16:45.
    const slots = page.getByTestId('activity-slot');
    await slots.nth(0).getByTestId('activity-slot-weekday').click();
    await page.getByRole('option', { name: 'вторник' }).click();
    await page.getByTestId('activity-slot-add').click();
    await slots.nth(1).getByTestId('activity-slot-weekday').click();
    await page.getByRole('option', { name: 'четвъртък' }).click();
    await page.getByTestId('activity-price').fill('45,5');
    await page.getByTestId('activity-from').fill('01.12.2026');
    await page.getByTestId('activity-to').fill('30.06.2027');
    await page.getByTestId('activity-name').click();
    await page.getByTestId('activity-save').click();

    await expect(page).toHaveURL((url) => url.pathname === '/activities/management');
    await page.getByTestId('activities-filter-name').fill(name);
    const row = page.getByTestId('activity-row').filter({ hasText: name });
    await expect(row).toContainText('45,50 €/месец');
    await expect(row).toContainText('вт, чт 16:00–16:45');
    await expect(row).toContainText('II група „Калинки“');

    await page.goto('/activities/groups');
    await expect(page.getByTestId('activity-groups-page')).toBeVisible();
    await page.getByTestId('activity-groups-group').click();
    await page.getByRole('option', { name: 'II група „Калинки“' }).click();
    await page.getByTestId('activity-groups-activity').click();
    await page.getByRole('option', { name }).click();
    await page.getByTestId('activity-groups-date').fill('01.12.2026');
    const children = page.getByTestId('activity-groups-child');
    await expect(children.first()).toBeVisible();
    const chosen = [0, 1].map((i) => children.nth(i));
    for (const child of chosen) await child.getByTestId('activity-groups-select').check();
    await page.getByTestId('activity-groups-enroll').click();
    await expect(page.getByTestId('activity-groups-message')).toContainText('записани');
    for (const child of chosen)
      await expect(child.getByTestId('activity-groups-child-activities')).toContainText(
        `${name} (от 01.12.2026 г.)`,
      );
    await expectAccessible(page);

    await page.goto('/activities/preferences');
    const provider = page.getByTestId('discounts-provider').filter({ hasText: 'Ритъм' });
    await provider.getByTestId('discounts-provider-percent').fill('10');
    await page.getByTestId('discounts-save').click();
    await expect(page.getByTestId('discounts-message')).toContainText('запазени');
    await page.reload();
    await expect(
      page
        .getByTestId('discounts-provider')
        .filter({ hasText: 'Ритъм' })
        .getByTestId('discounts-provider-percent'),
    ).toHaveValue('10');
    await expectAccessible(page);
  });

  test('the director chooses a fee model: a fixed part plus attendance, and a sibling discount', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/management/create');
    const name = `Занималня ${Date.now()}`;
    await page.getByTestId('activity-name').fill(name);
    await page.getByTestId('activity-typeId').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('activity-providerId').click();
    await page.getByRole('option', { name: /Ритъм/ }).click();
    await page.getByTestId('activity-groups').click();
    await page.getByRole('option', { name: 'II група „Калинки“' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('activity-pricing').click();
    await page.getByRole('option', { name: 'Фиксирана част + част според посещенията' }).click();
    await page.getByTestId('activity-price').fill('20');
    // the mixed model needs its part by attendance: named before anything is sent
    await page.getByTestId('activity-from').fill('01.12.2026');
    await page.getByTestId('activity-to').fill('30.06.2027');
    await page.getByTestId('activity-save').click();
    await expect(page.getByTestId('activity-form')).toContainText('Част според посещенията');
    await page.getByTestId('activity-variable').fill('28');
    await page.getByTestId('activity-sibling-percent').fill('50');
    await page.getByTestId('activity-sibling-third-free').check();
    await expectAccessible(page);
    await page.getByTestId('activity-save').click();

    await expect(page).toHaveURL((url) => url.pathname === '/activities/management');
    await page.getByTestId('activities-filter-name').fill(name);
    const row = page.getByTestId('activity-row').filter({ hasText: name });
    await expect(row).toContainText('20,00 €/месец + според посещенията');
    await row.getByTestId('activity-edit').click();
    await expect(page.getByTestId('activity-variable')).toHaveValue(/^28[.,]00$/);
    await expect(page.getByTestId('activity-sibling-percent')).toHaveValue('50');
    await expect(page.getByTestId('activity-sibling-third-free')).toBeChecked();
  });
});
