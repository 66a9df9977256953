import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * Education's own topics, programme, support, templates and МОН's portfolios (issue #30) through the built
 * SPA with the demo data: the teacher adds a custom topic and several at once and opens one, adds a general
 * topic; reads the group's programme blocks where the year plan starts; the director saves a child's
 * support and sees the results template; МОН reads the portfolios reference. Each run adds topics with a
 * title of its own, so runs never meet each other's.
 */

const pick = async (page: Page, testId: string, option: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
};

test.describe('education: own topics, programme, support, templates', () => {
  test('the teacher adds custom topics one and several at once, and a general topic', async ({ page }) => {
    test.setTimeout(180_000);
    const mark = `${test.info().workerIndex}-${test.info().retry}-${test.info().repeatEachIndex}`;
    const title = `Моят роден край ${mark}`;
    await signInAs(page, 'teacher', '/education-plan-topic/custom-themes');
    await page.getByTestId('custom-themes-create').click();
    await expect(page).toHaveURL(/\/custom-themes\/create$/);
    await page.getByTestId('theme-save').click();
    await expect(page.getByTestId('theme-age')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('theme-title').fill(title);
    await pick(page, 'theme-age', /Трета възрастова група/);
    await pick(page, 'theme-area', 'Околен свят');
    await page.getByTestId('theme-results').fill('Назовава забележителности');
    await expectAccessible(page);
    await page.getByTestId('theme-save').click();
    await expect(page).toHaveURL(/\/custom-themes$/);
    await page.getByTestId('custom-themes-search').fill(title);
    const row = page.locator(`[data-testid="custom-themes-item"][data-title="${title}"]`);
    await row.getByTestId('custom-themes-row-open').click();
    await expect(page.getByTestId('theme-overview-results')).toHaveText('Назовава забележителности');

    await page.goto('/education-plan-topic/custom-themes/bulk-create');
    await pick(page, 'themes-bulk-age', /Трета възрастова група/);
    await pick(page, 'themes-bulk-area', 'Математика');
    await page.getByTestId('themes-bulk-lines').fill(`Числата ${mark} | Брои до 10\nФигури ${mark}`);
    await page.getByTestId('themes-bulk-save').click();
    await expect(page).toHaveURL(/\/custom-themes$/);
    await page.getByTestId('custom-themes-search').fill(mark);
    await expect(page.getByTestId('custom-themes-item')).toHaveCount(3);

    await page.goto('/education-plan-topic/general-themes');
    await page.getByTestId('general-theme-title').fill(`Есен ${mark}`);
    await page.getByTestId('general-theme-from').fill('05.10.2089');
    await page.getByTestId('general-theme-to').fill('01.10.2089');
    await page.getByTestId('general-theme-save').click();
    await expect(page.getByText('Полето "До дата" не може да е преди "От дата".')).toBeVisible();
    await page.getByTestId('general-theme-to').fill('09.10.2089');
    await page.getByTestId('general-theme-save').click();
    await expect(
      page.locator(`[data-testid="general-themes-item"][data-title="Есен ${mark}"]`),
    ).toContainText('05.10.2089');
    await expect(page.getByTestId('general-theme-title')).toHaveValue('');
    await expectAccessible(page);
  });

  test('the year plan starts from the group’s programme blocks', async ({ page }) => {
    await signInAs(page, 'teacher', '/education-plan-topic/publishers/-/-/-');
    await pick(page, 'plan-group', /Пчелички/);
    const music = page.locator('[data-testid="program-block"][data-name="Музика"]');
    await expect(music).toBeVisible();
    await expect(music.getByTestId('program-block-count')).toContainText('за годината');
    await expectAccessible(page);
    await music.getByTestId('program-block-plan').click();
    await expect(page).toHaveURL(/\/education-plan-topic\/publishers\/[^/]+\/[^/]+\/[^/-][^/]*$/);
    await expect(page.getByTestId('program')).toHaveCount(0);
  });

  test('the director saves a child’s support and sees the results template', async ({ page }) => {
    await signInAs(page, 'director', '/educational-results/records');
    await page.getByText('Личностна подкрепа (СОП)').click();
    const row = page.getByTestId('support-row').first();
    await expect(row).toBeVisible();
    const child = (await row.getAttribute('data-name')) ?? '';
    const note = `Логопед ${test.info().workerIndex}-${test.info().retry}`;
    await row.getByTestId('support-text').fill(note);
    await row.getByTestId('support-save').click();
    await expect(page.getByTestId('results-message')).toContainText(`Подкрепата на ${child} е записана.`);
    await expectAccessible(page);

    await page.goto('/educational-results/templates');
    await expect(page.getByTestId('results-templates-item')).toHaveCount(1);
  });

  test('МОН reads the portfolios of the kindergartens', async ({ page }) => {
    await signInAs(page, 'mon', '/administrative-references');
    await page.getByTestId('mon-reference-link-portfolios').click();
    await expect(page).toHaveURL(/\/administrative-references\/portfolios$/);
    await expect(page.getByTestId('mon-reference-page')).toHaveAttribute('data-reference', 'portfolios');
    await expectAccessible(page);
  });
});
