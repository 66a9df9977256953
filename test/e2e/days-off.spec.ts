import { expect, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/** A Friday after Гергьовден (Thursday, 6 May 2027): the bridge day the Master adds. */
const bridge = { date: '2027-05-07', typed: '07.05.2027' };

const workingDaysOfMay = (page: import('@playwright/test').Page) =>
  page.getByTestId('days-off-month-2027-5').getByTestId('days-off-month-working');

test.describe('days off', () => {
  test('the director adds a quarantine of one group, edits it and deletes it', async ({ page }) => {
    await signInAs(page, 'director', '/days-off');
    await expect(page.getByTestId('days-off-page')).toBeVisible();
    await expectAccessible(page);
    const name = `Карантина ${Date.now()}`;
    await page.getByTestId('day-off-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/days-off/create');
    // Nothing filled in: each required field is named in Bulgarian before anything is sent.
    await page.getByTestId('day-off-save').click();
    await expect(page.getByTestId('day-off-form')).toContainText('Полето "Вид" е задължително');
    await page.getByTestId('day-off-type').click();
    await page.getByRole('option', { name: 'Карантина' }).click();
    await page.getByTestId('day-off-name').fill(name);
    await page.getByTestId('day-off-from').fill('07.12.2026');
    await page.getByTestId('day-off-to').fill('09.12.2026');
    await page.getByTestId('day-off-groups').click();
    const group = page.getByRole('option').first();
    const groupName = (await group.textContent())?.trim() ?? '';
    await group.click();
    await page.keyboard.press('Escape');
    await page.getByTestId('day-off-save').click();

    await expect(page).toHaveURL((url) => url.pathname === '/days-off');
    const row = page.getByTestId('day-off-row').filter({ hasText: name });
    await expect(row).toContainText('07.12.2026');
    await expect(row).toContainText('09.12.2026');
    await expect(row).toContainText('Карантина');
    await expect(row).toContainText(groupName);

    await row.getByTestId('day-off-edit').click();
    await expect(page.getByTestId('day-off-from')).toHaveValue('07.12.2026');
    await page.getByTestId('day-off-to').fill('10.12.2026');
    await page.getByTestId('day-off-name').click();
    await page.getByTestId('day-off-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/days-off');
    await expect(row).toContainText('10.12.2026');

    await row.getByTestId('day-off-delete').click();
    await expect(page.getByTestId('day-off-delete-modal')).toContainText(name);
    await page.getByTestId('day-off-delete-confirm').click();
    await expect(page.getByTestId('days-off-message')).toContainText('изтрит');
    await expect(row).toHaveCount(0);
  });

  test('the Master’s bridge day shows in the kindergarten’s months and weeks', async ({ page }) => {
    await signInAs(page, 'director', '/days-off');
    await expect(workingDaysOfMay(page)).toHaveText(/^\d+$/);
    const before = Number(await workingDaysOfMay(page).textContent());

    await signInAs(page, 'master', '/admin/days-off');
    await expect(page.getByTestId('national-days-page')).toBeVisible();
    await expectAccessible(page);
    let added = false;
    try {
      await page.getByTestId('national-day-date').fill(bridge.typed);
      await page.getByTestId('national-day-name').fill('Мост след Гергьовден');
      await page.getByTestId('national-day-save').click();
      await expect(page.getByTestId('national-days-message')).toContainText(bridge.typed);
      added = true;
      await page.getByTestId('national-days-year').click();
      await page.getByRole('option', { name: '2027' }).click();
      await expect(page.getByTestId('national-day-row').filter({ hasText: bridge.typed })).toContainText(
        'Мост след Гергьовден',
      );

      await signInAs(page, 'director', '/days-off');
      await expect(workingDaysOfMay(page)).toHaveText(String(before - 1));
      const weeks = await apiAs(page, 'GET', `${apiPath('kindergartens.dateWeeks')}?year=2027&month=5`);
      const days = (
        weeks.body as {
          weeks: { days: { date: string; isDayOff: boolean; reasons: { name: string }[] }[] }[];
        }
      ).weeks.flatMap((w) => w.days);
      expect(days.find((d) => d.date === bridge.date)).toMatchObject({
        isDayOff: true,
        reasons: [{ name: 'Мост след Гергьовден' }],
      });
    } finally {
      if (added) {
        await signInAs(page, 'master', '/admin/days-off');
        const list = await apiAs(page, 'GET', `${apiPath('kindergartens.nationalDaysOverview')}?year=2027`);
        for (const d of (list.body as { result: { id: string; date: string }[] }).result)
          if (d.date === bridge.date)
            await apiAs(page, 'DELETE', apiPath('kindergartens.deleteNationalDay').replace('{guid}', d.id));
      }
    }
  });
});
