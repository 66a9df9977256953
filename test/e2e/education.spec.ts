import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * Education (issue #30) through the built SPA with the demo data: the demo teacher chooses the demo publisher
 * for their group's music and saves the year plan; confirms a day's lessons with one topic missed; enters a
 * child's start and end levels; and reads the group's summary.
 */

const pick = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
};

test.describe('education', () => {
  test('the teacher chooses a publisher and saves the year plan', async ({ page }) => {
    await signInAs(page, 'teacher', '/education-plan-topic/publishers/-/-/-');
    await pick(page, 'plan-group', /Пчелички/);
    await pick(page, 'plan-subject', 'Музика');
    await pick(page, 'plan-publisher', 'Издателство „Светулка“');
    const state = page.getByTestId('plan-state');
    await expect(state).toHaveText(/Предложен|Запазен|Неизбран/);
    if ((await state.textContent()) === 'Запазен') {
      await page.getByTestId('plan-cancel').click();
      await page.getByTestId('plan-cancel-confirm').click();
      await expect(state).toHaveText('Неизбран');
    }
    if ((await state.textContent()) === 'Неизбран') {
      await page.getByTestId('plan-choose').click();
      await expect(state).toHaveText('Предложен');
    }
    await expect(page.getByTestId('plan-topic').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('plan-save').click();
    await expect(page.getByTestId('plan-message')).toContainText('Годишният план е запазен.');
    await expect(state).toHaveText('Запазен');
  });

  test('the teacher confirms a day’s lessons with one topic missed', async ({ page }) => {
    await signInAs(page, 'teacher', '/references/lecture-lessons');
    await pick(page, 'lessons-group', /Пчелички/);
    await page.getByTestId('lessons-day-link').first().click();
    await expect(page).toHaveURL(/\/references\/lecture-lessons\/.+_\d{4}-\d{2}-\d{2}$/);
    const topics = page.getByTestId('lesson-topic');
    await expect(topics.first()).toBeVisible();
    const count = await topics.count();
    for (let i = 0; i < count; i++) await topics.nth(i).check();
    await topics.first().uncheck();
    await page.getByTestId('lesson-note').fill('Пропусната тема заради тържество.');
    await expectAccessible(page);
    await page.getByTestId('lesson-confirm').click();
    await expect(page.getByTestId('lesson-day-message')).toContainText(
      `проведени ${count - 1}, пропуснати 1`,
    );
    await expect(page.getByTestId('lesson-missed-topic')).toHaveCount(1);
  });

  test('the teacher enters a child’s start and end results and reads the group summary', async ({ page }) => {
    // Two pages, two saves and three accessibility scans: longer than the default minute on a busy machine.
    test.setTimeout(180_000);
    await signInAs(page, 'teacher', '/educational-results/records');
    await pick(page, 'results-group', /Пчелички/);
    const row = page.getByTestId('results-row').first();
    const child = (await row.getAttribute('data-name')) ?? '';
    await pick(page, 'results-stage', 'Начало на годината');
    await row.getByTestId('results-level').first().click();
    await page.getByRole('option', { name: 'Ниско ниво' }).click();
    await row.getByTestId('results-save').click();
    await expect(page.getByTestId('results-message')).toContainText(`Резултатите на ${child} са записани.`);
    await pick(page, 'results-stage', 'Край на годината');
    const endRow = page.locator(`[data-testid="results-row"][data-name="${child}"]`);
    await endRow.getByTestId('results-level').first().click();
    await page.getByRole('option', { name: 'Високо ниво' }).click();
    await endRow.getByTestId('results-save').click();
    await expect(page.getByTestId('results-message')).toContainText(`Резултатите на ${child} са записани.`);
    await expectAccessible(page);

    await page.goto('/educational-results/references');
    await pick(page, 'results-summary-group', /Пчелички/);
    const bel = page.getByTestId('results-summary-row').filter({ hasText: 'Български език и литература' });
    await expect(bel).toBeVisible();
    await expect(bel.getByTestId('results-summary-improved')).not.toHaveText('0');
    await expect(page.getByTestId('results-summary-children')).toContainText('Деца в групата:');
    await expectAccessible(page);
  });
});
