import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../support/documents';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * The books' records beside the numbered books (issue #29): a document written from a template and read
 * back from its PDF, a group's diary made for signing and downloaded (then kept against deletion), and a
 * group's weekly schedule refused under the norm, saved once it meets it, and read by a teacher.
 */

async function selectedKindergarten(page: import('@playwright/test').Page) {
  const data = (await apiAs(page, 'GET', apiPath('identity.userData'))).body as {
    kindergartens: { id: string; isSelected: boolean }[];
  };
  return data.kindergartens.find((k) => k.isSelected)!.id;
}

test.describe('documents', () => {
  test('a document from a template is saved with its placeholders filled and downloads as a PDF', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/administration/documents');
    await expect(page.getByTestId('documents-table')).toBeVisible();
    const name = `Уведомление за графика ${Date.now()}`;
    const saved = await apiAs(page, 'POST', apiPath('books.saveKindergartenTemplate'), {
      kindergartenId: await selectedKindergarten(page),
      category: 3,
      name,
      text: 'Уведомяваме, че {{Детска градина}} работи по новия график от {{Дата}}.',
    });
    expect(saved.status).toBe(200);

    await page.getByTestId('document-create').click();
    await page.getByTestId('document-type').click();
    await page.getByRole('option', { name: 'Писмо', exact: true }).click();
    await page.getByTestId('document-date').fill('20.11.2026');
    await page.getByTestId('document-template').click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByTestId('document-title')).toHaveValue(name);
    await expect(page.getByTestId('document-text')).toHaveValue(/\{\{Детска градина\}\}/);
    await page.getByTestId('document-placeholder').click();
    await page.getByRole('option', { name: /^Учебна година/ }).click();
    await expect(page.getByTestId('document-text')).toHaveValue(/\{\{Учебна година\}\}$/);
    await page.getByTestId('document-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/administration/documents');

    const row = page.locator(`[data-testid="document-row"][data-title="${name}"]`);
    await expect(row).toBeVisible();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByTestId('document-download').click(),
    ]);
    const text = await pdfText(await readFile((await pdf.path())!));
    expect(text).toContain(name);
    expect(text).toContain('работи по новия график от 20.11.2026');
    expect(text).toContain('2026/2027');
    expect(text).not.toContain('{{');
    await expectAccessible(page);
  });
});

test.describe('class-book export', () => {
  test('a group’s diary is made, downloaded for signing, and then kept against deletion', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/administration/export-classbook');
    await page.getByTestId('classbook-export-create').click();
    await page.getByTestId('classbook-export-group').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('classbook-export-from').fill('01.10.2026');
    await page.getByTestId('classbook-export-to').fill('31.10.2026');
    await page.getByTestId('classbook-export-save').click();
    await expect(page.getByTestId('classbook-export-page')).toBeVisible();
    await expect(page.getByText('Неизтеглен')).toBeVisible();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('classbook-export-download').click(),
    ]);
    const text = await pdfText(await readFile((await pdf.path())!));
    expect(text).toContain('Дневник на група');
    expect(text).toMatch(/за периода 01\.10\.2026 г\. – 31\.10\.2026 г\./);
    await expect(page.getByText(/Изтеглен за подпис/)).toBeVisible();

    await page.getByTestId('classbook-export-remove').click();
    await page.getByTestId('classbook-export-delete-confirm').click();
    await expect(page.getByRole('dialog')).toContainText('е изтеглен за подпис и се пази');
  });
});

test.describe('weekly schedule', () => {
  test('a week under the norm is refused, saved once it meets it, and read by a teacher', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'director', '/administration/weekly-schedule');
    await page.getByTestId('schedule-create').click();
    await expect(page.getByTestId('weekly-schedule-page')).toBeVisible();
    await page.getByTestId('schedule-group').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('schedule-age').click();
    await page.getByRole('option', { name: 'Втора група (4-5 г.)' }).click();
    await page.getByTestId('schedule-from').fill('15.09.2097');
    for (const day of [1, 2, 3, 4, 5])
      for (const area of [1, 2]) await page.getByTestId(`week-${area}-${day}`).fill('1');
    await page.getByTestId('schedule-save').click();
    await expect(page.getByTestId('schedule-outcome')).toContainText('поне 13');
    for (const day of [1, 2, 3]) await page.getByTestId(`week-7-${day}`).fill('1');
    await expect(page.getByTestId('schedule-total')).toContainText('13');
    await page.getByTestId('schedule-save').click();
    await expect(page.getByTestId('schedule-outcome')).toContainText('записано');
    await expect(page).toHaveURL(/\/administration\/weekly-schedule\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const schedule = (await apiAs(page, 'GET', apiPath('planning.weeklySchedule').replace('{id}', id)))
      .body as { groupId: string; groupName: string };

    const context = await browser.newContext();
    const teacher = await context.newPage();
    await signInAs(teacher, 'teacher', '/schedule');
    await expect(teacher.getByTestId('schedules-overview-table')).toBeVisible();
    await teacher.goto(`/schedule/${schedule.groupId}/${id}`);
    await expect(teacher.getByTestId('group-schedule-page')).toContainText(schedule.groupName);
    await expect(teacher.getByTestId('schedule-norm')).toHaveText('13 от поне 13 ситуации');
    await expect(teacher.getByTestId('week-day-1')).toContainText('Физическа култура');
    await expect(teacher.getByTestId('week-day-5')).toContainText('Математика');
    await expectAccessible(teacher);
    await context.close();
  });
});

test.describe('inventory and qualifications', () => {
  test('an asset is entered in the inventory book, and a training’s credits follow its hours', async ({
    page,
  }) => {
    const number = `ДМА-${Date.now()}`;
    await signInAs(page, 'director', '/administration/inventory');
    await page.getByTestId('asset-create').click();
    await page.getByTestId('asset-number').fill(number);
    await page.getByTestId('asset-kind').click();
    await page.getByRole('option', { name: 'Обзавеждане' }).click();
    await page.getByTestId('asset-name').fill('Гардероб за занималня');
    await page.getByTestId('asset-quantity').fill('2');
    await page.getByTestId('asset-value').fill('245,50');
    await page.getByTestId('asset-acquired').fill('02.09.2026');
    await page.getByTestId('asset-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/administration/inventory');
    await page.getByTestId('inventory-search').fill(number);
    const row = page.locator(`[data-testid="asset-row"][data-number="${number}"]`);
    await expect(row).toContainText('491,00 €');
    await expectAccessible(page);

    await page.goto('/administration/qualification-activities/create');
    await page.getByTestId('qualification-staff').click();
    await page.getByRole('option').first().click();
    const topic = `Ранно детско развитие ${Date.now()}`;
    await page.getByTestId('qualification-topic').fill(topic);
    await page.getByTestId('qualification-from').fill('12.10.2026');
    await page.getByTestId('qualification-to').fill('13.10.2026');
    await page.getByTestId('qualification-hours').fill('16');
    await page.getByTestId('qualification-credits').fill('2');
    await page.getByTestId('qualification-save').click();
    await expect(page.getByText('един кредит е поне 16 академични часа')).toBeVisible();
    await page.getByTestId('qualification-credits').fill('1');
    await page.getByTestId('qualification-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/administration/qualification-activities');
    await expect(page.locator(`[data-testid="qualification-row"][data-topic="${topic}"]`)).toBeVisible();
  });
});
