import { expect, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/** The school year after the demo's active 2026/2027, which the copy fills (made once, kept for reruns). */
async function nextSchoolYear(page: import('@playwright/test').Page): Promise<string> {
  const years = await apiAs(page, 'GET', `${apiPath('kindergartens.schoolYears')}?PageSize=50`);
  const found = (years.body as { result: { id: string; yearFrom: number }[] }).result.find(
    (y) => y.yearFrom === 2027,
  );
  if (found) return found.id;
  const created = await apiAs(page, 'POST', apiPath('kindergartens.saveSchoolYear'), {
    yearFrom: 2027,
    fromDate: '2027-09-15',
    toDate: '2028-09-14',
    active: false,
  });
  expect(created.status).toBe(200);
  return String((created.body as { entityId: string }).entityId);
}

test.describe('groups', () => {
  test('the director creates a group, edits it and copies this year’s groups into the next year', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/groups/management');
    await expect(page.getByTestId('groups-page')).toBeVisible();
    await expect(page.getByTestId('group-row').first()).toBeVisible();
    await expectAccessible(page);
    const name = `Калинка ${Date.now()}`;

    await page.getByTestId('group-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/groups/management/create');
    // Nothing filled in: each required field is named in Bulgarian before anything is sent.
    await page.getByTestId('group-save').click();
    await expect(page.getByTestId('group-form')).toContainText('Полето "Име" е задължително');
    await page.getByTestId('group-name').fill(name);
    await page.getByTestId('group-age').click();
    await page.getByRole('option', { name: 'Първа група' }).click();
    await page.getByTestId('group-capacity').fill('22');
    await page.getByTestId('group-teachers').click();
    const teacher = page.getByRole('option').first();
    const teacherName = (await teacher.textContent())?.trim() ?? '';
    await teacher.click();
    await page.keyboard.press('Escape');
    await page.getByTestId('group-neispuo').fill('НГ-17');
    await expectAccessible(page);
    await page.getByTestId('group-save').click();

    await expect(page).toHaveURL((url) => url.pathname === '/groups/management');
    const row = page.getByTestId('group-row').filter({ hasText: name });
    await expect(row).toContainText('Първа група');
    await expect(row).toContainText(teacherName);
    await expect(row).toContainText('0 / 22');
    await expect(row).toContainText('НГ-17');

    await row.getByTestId('group-edit').click();
    await expect(page.getByTestId('group-capacity')).toHaveValue('22');
    await page.getByTestId('group-capacity').fill('24');
    await page.getByTestId('group-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/groups/management');
    await expect(row).toContainText('0 / 24');

    await nextSchoolYear(page);
    await page.reload();
    await page.getByTestId('groups-year').click();
    await page.getByRole('option', { name: '2027/2028' }).click();
    await page.getByTestId('groups-copy').click();
    await expect(page.getByTestId('groups-message')).toContainText(/Копирани са \d+ групи|вече са тук/);
    // The new group moved up one age group in the new year, with its teacher and places.
    const copied = page.getByTestId('group-row').filter({ hasText: name });
    await expect(copied).toContainText('Втора група');
    await expect(copied).toContainText('0 / 24');
    const rows = await page.getByTestId('group-row').count();
    // A second copy adds nothing.
    await page.getByTestId('groups-copy').click();
    await expect(page.getByTestId('groups-message')).toContainText('вече са тук');
    await expect(page.getByTestId('group-row')).toHaveCount(rows);
  });

  test('the subjects list is saved whole, and a repeated name is named on its row', async ({ page }) => {
    await signInAs(page, 'director', '/platform/settings/subjects');
    await expect(page.getByTestId('subjects-page')).toBeVisible();
    const name = `Математика ${Date.now()}`;
    await page.getByTestId('subject-add').click();
    await page.getByTestId('subject-name').last().fill(name);
    await page.getByTestId('subject-type').last().click();
    await page.getByRole('option', { name: 'Задължително' }).click();
    await page.getByTestId('subject-add').click();
    await page.getByTestId('subject-name').last().fill(name);
    await page.getByTestId('subject-type').last().click();
    await page.getByRole('option', { name: 'Избираемо' }).click();
    await expectAccessible(page);
    await page.getByTestId('subjects-save').click();
    await expect(page.getByTestId('subjects-form')).toContainText('вече е в списъка');
    await page.getByTestId('subject-remove').last().click();
    await page.getByTestId('subjects-save').click();
    await expect(page.getByTestId('subjects-message')).toContainText('записани');
    await page.reload();
    // The list comes back by kind, then name: the new subject is among the mandatory ones.
    await expect
      .poll(() =>
        page.getByTestId('subject-name').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toContain(name);
  });

  test('the groups and subjects pages fit a 390 px phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'director', '/groups/management');
    for (const [path, testId] of [
      ['/groups/management', 'group-row'],
      ['/groups/management/create', 'group-form'],
      ['/platform/settings/subjects', 'subjects-form'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, path).toBeLessThanOrEqual(0);
    }
  });
});
