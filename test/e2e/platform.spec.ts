import { expect, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

test.describe('platform pages', () => {
  test('help lists its topics, opens one and refuses an unknown one', async ({ page }) => {
    await signInAs(page, 'parent', '/platform/help');
    await expect(page.getByTestId('help-title')).toHaveText('Помощ');
    await page.getByTestId('help-topic-privacy').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/platform/help/privacy');
    await expect(page.getByTestId('help-topic-title')).toHaveText('Лични данни и поверителност');
    await expect(page.getByTestId('help-topic-page')).toContainText('ЕГН');
    await expectAccessible(page);
    await page.goto('/platform/help/no-such-topic');
    await expect(page.getByTestId('error-title')).toHaveText('Търсената страница не съществува!');
    await expect(page.getByTestId('side-menu')).toBeVisible();
  });

  test('the director creates a user group with rights and a member, then deletes it', async ({ page }) => {
    await signInAs(page, 'director', '/platform/groups');
    await expect(page.getByTestId('groups-page')).toBeVisible();
    await expectAccessible(page);
    const name = `Проверка ${Date.now()}`;
    try {
      await page.getByTestId('groups-create').click();
      await page.getByTestId('group-save').click();
      await expect(page.getByText('Полето "Наименование" е задължително')).toBeVisible();
      await page.getByTestId('group-name').fill(name);
      await page.getByTestId('group-pedagogical').check();
      await page.getByTestId('access-Menus-update').check();
      await expect(page.getByTestId('access-Menus-read')).toBeChecked();
      await page.getByTestId('group-members').click();
      await page
        .getByRole('option', { name: /Учител/ })
        .first()
        .click();
      await page.keyboard.press('Escape');
      await page.getByTestId('group-save').click();

      await expect(page.getByTestId('groups-message')).toContainText(name);
      const row = page.getByTestId('groups-row').filter({ hasText: name });
      await expect(row).toContainText('Педагогическа');
      await expect(row).toContainText('1');
      await row.getByTestId('groups-row-name').click();
      await expect(page.getByTestId('group-heading')).toHaveText(name);
      await expect(page.getByTestId('access-Menus-update')).toBeChecked();
      await expect(page.getByTestId('access-Menus-delete')).not.toBeChecked();

      await page.goto('/platform/groups');
      await page.getByTestId('groups-row').filter({ hasText: name }).getByTestId('groups-row-delete').click();
      await page.getByTestId('groups-delete-confirm').click();
      await expect(page.getByTestId('groups-message')).toContainText('изтрита');
      await expect(page.getByTestId('groups-row').filter({ hasText: name })).toHaveCount(0);
    } finally {
      const list = (await apiAs(page, 'GET', apiPath('identity.userRoles'))).body as {
        result?: { id: string; name: string }[];
      };
      for (const g of list.result ?? []) {
        if (g.name === name)
          await apiAs(page, 'DELETE', apiPath('identity.deleteUserRole').replace('{id}', g.id));
      }
    }
  });

  test('school years: the server refuses to delete the active one; a new one is created and deleted', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/platform/settings/school-years');
    const table = page.getByTestId('school-years-table');
    await expect(table.getByTestId('school-year-active-badge')).toHaveCount(1);
    const activeRow = table.locator('tr', { has: page.getByTestId('school-year-active-badge') });
    await activeRow.getByRole('button', { name: 'Изтрий' }).click();
    await page.getByTestId('school-year-delete-confirm').click();
    await expect(page.getByTestId('school-years-error')).toContainText(
      'Активната учебна година не може да бъде изтрита',
    );

    await page.getByTestId('school-year-create').click();
    const yearFrom = await page.getByTestId('school-year-from').inputValue();
    const name = `${yearFrom}/${Number(yearFrom) + 1}`;
    try {
      await expect(page.getByTestId('school-year-from-date')).toHaveValue(`15.09.${yearFrom}`);
      await page.getByTestId('school-year-save').click();
      await expect(page.getByTestId(`school-year-row-${name}`)).toBeVisible();
      await page.getByTestId(`school-year-${name}-delete`).click();
      await page.getByTestId('school-year-delete-confirm').click();
      await expect(page.getByTestId('school-years-message')).toHaveText('Учебната година е изтрита.');
      await expect(page.getByTestId(`school-year-row-${name}`)).toHaveCount(0);
    } finally {
      const years = (await apiAs(page, 'GET', apiPath('kindergartens.schoolYears'))).body as {
        result?: { id: string; yearFrom: number }[];
      };
      for (const y of years.result ?? []) {
        if (y.yearFrom === Number(yearFrom))
          await apiAs(page, 'DELETE', apiPath('kindergartens.deleteSchoolYear').replace('{id}', y.id));
      }
    }
  });

  test('the director locks a module and unlocks it; the municipality only looks', async ({ page }) => {
    await signInAs(page, 'director', '/platform/settings/lock');
    const lock = page.getByTestId('lock-module-Kitchen');
    await expect(lock).not.toBeChecked();
    await expectAccessible(page);
    try {
      await lock.check({ force: true });
      await page.getByTestId('lock-save').click();
      await expect(page.getByText('Промените са запазени.')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('lock-module-Kitchen')).toBeChecked();
    } finally {
      await page.getByTestId('lock-module-Kitchen').uncheck({ force: true });
      await page.getByTestId('lock-save').click();
      await expect(page.getByText('Промените са запазени.')).toBeVisible();
    }

    await signInAs(page, 'municipality', '/platform/settings/lock');
    await expect(page.getByTestId('lock-page')).toBeVisible();
    await expect(page.getByTestId('lock-module-Kitchen').first()).toBeDisabled();
    await expect(page.getByTestId('lock-save')).toHaveCount(0);
  });
});
