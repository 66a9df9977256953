import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * The kindergarten's references (issue #32): the index of every reference the director may open and the
 * school-style screens served by their kindergarten analogues, on the demo data (the attendance of
 * September–November, the medical notices of the demo's children).
 */
test.describe('the kindergarten’s references', () => {
  test('the director opens the index from the menu, reads the absences by group and downloads them', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/');
    await page.getByTestId('menu-item-/references').click();
    await expect(page).toHaveURL((url) => url.pathname === '/references');
    const index = page.getByTestId('references-index');
    await expect(index.getByTestId('references-own')).toHaveCount(11);
    await expect(index.getByTestId('references-section').first()).toBeVisible();
    await expectAccessible(page);

    await index.getByRole('link', { name: 'Отсъствия по групи' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/references/absences');
    const report = page.getByTestId('school-report');
    await expect(report.getByRole('columnheader', { name: 'Неизвинени' })).toBeVisible();
    await expect(report.getByTestId('school-report-row').first()).toContainText('2026');
    await expect(report.getByTestId('school-report-totals')).toContainText('Общо');
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('school-report-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('the doctors of the medical notices, the children by doctor, and the results by stage', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/references/general-practitioners');
    const report = page.getByTestId('school-report');
    await expect(
      report.getByTestId('school-report-row').filter({ hasText: 'д-р Мария Колева' }),
    ).toBeVisible();
    // The annulled notice of „д-р Георги Иванов“ does not count, the approved one does: one notice.
    await expect(
      report.getByTestId('school-report-row').filter({ hasText: 'д-р Георги Иванов' }),
    ).toBeVisible();

    await page.goto('/references/general-practitioners/students');
    await expect(page.getByTestId('school-report-row').filter({ hasText: 'д-р Мария Колева' })).toHaveCount(
      1,
    );
    // By teacher: the doctor of a notice shows beside the teachers of the child's group.
    await page.goto('/references/general-practitioners/teachers');
    await expect(
      page.getByTestId('school-report-row').filter({ hasText: 'д-р Мария Колева' }).first(),
    ).toBeVisible();

    await page.goto('/references/term-grades');
    await expect(page.getByTestId('school-report-lines')).toContainText('край на годината');
    await page.getByTestId('school-report-stage').click();
    await page.getByRole('option', { name: 'Начало на годината' }).click();
    await expect(page.getByTestId('school-report-lines')).toContainText('начало на годината');
    await expect(page.getByTestId('school-report-row').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a teacher, who holds no References right, has no such entry and no index', async ({ page }) => {
    await signInAs(page, 'teacher', '/');
    await expect(page.getByTestId('menu-item-/references')).toHaveCount(0);
    await page.goto('/references/absences');
    await expect(page.getByRole('heading', { name: 'Нямате достъп до тази страница!' })).toBeVisible();
  });
});
