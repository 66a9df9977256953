import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { officeText, pdfText } from '../support/documents';
import { expectAccessible, signInAs } from './support';

/**
 * The director's activity reports on the demo data (the demo's payments are of October 2026): the index of
 * reports, the payments by kindergarten with its Excel file, the payments by group with its PDF, the
 * children per activity and the activity attendance.
 */

async function downloaded(page: Page, testId: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test.describe('activity reports', () => {
  test('the director opens the index and the payment reports, and downloads them as Excel and PDF', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/references');
    await expect(page.getByTestId('activity-references')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Справки', level: 1 })).toBeVisible();
    for (const card of [
      'kindergarten',
      'groups',
      'students',
      'cash',
      'batch-payments',
      'fees',
      'kids',
      'attendances',
    ])
      await expect(page.getByTestId(`reference-card-${card}`)).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('reference-card-kindergarten').click();
    await expect(page).toHaveURL(/\/activities\/references\/kindergarten/);
    await page.goto('/activities/references/kindergarten?month=2026-10');
    await expect(page.getByTestId('report-kindergarten-row').first()).toBeVisible();
    const total = await page.getByTestId('report-kindergarten-total').textContent();
    expect(total).toMatch(/\d,\d\d\s€/);
    await expectAccessible(page);
    const excel = await downloaded(page, 'report-kindergarten-export-xlsx');
    expect(excel.name).toBe('Плащания по детска градина.xlsx');
    const excelText = await officeText(excel.bytes, 'xlsx');
    expect(excelText).toContain('Справка за плащанията по детска градина');
    expect(excelText).toContain('октомври 2026');
    expect(excelText).toContain('Общо');

    await page.goto('/activities/references/groups?month=2026-10');
    await expect(page.getByTestId('report-groups-row').first()).toBeVisible();
    const groupsTotal = (await page.getByTestId('report-groups-total').textContent()) ?? '';
    expect(groupsTotal.replace(/\s/g, ' ')).toBe(total?.replace(/\s/g, ' '));
    const pdf = await downloaded(page, 'report-groups-export-pdf');
    expect(pdf.name).toBe('Плащания по групи.pdf');
    const pdfContent = await pdfText(pdf.bytes);
    expect(pdfContent).toContain('Справка за плащанията по групи');
    expect(pdfContent).toContain('Месец: октомври 2026');
    expect(pdfContent.replace(/\s/g, ' ')).toContain(groupsTotal.replace(/\s/g, ' '));
  });

  test('the director sees the cash desk, the children per activity and the activity attendance', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/references/cash?month=2026-10');
    await expect(page.getByTestId('report-cashiers-row').first()).toBeVisible();
    await page.getByTestId('report-cash-view').getByText('Отчетени плащания').click();
    await expect(page.getByTestId('report-cashed-totals')).toContainText('Отчетено с протокол');
    await expectAccessible(page);

    await page.goto('/activities/references/kids?month=2026-10');
    await expect(page.getByTestId('report-kids-row').first()).toBeVisible();
    await expect(page.getByTestId('report-kids-distinct')).toHaveText(/^[1-9]\d*$/);
    await expectAccessible(page);

    await page.goto('/activities/references/attendances?month=2026-10');
    await expect(page.getByTestId('report-attendances-table')).toBeVisible();
    await expect(page.getByTestId('report-attendances-totals')).toBeVisible();
    await expectAccessible(page);
  });

  test('a provider narrows the payments by kindergarten, on screen and in the Excel file', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/references/kindergarten?month=2026-10');
    const rows = page.getByTestId('report-kindergarten-row');
    await expect(rows.first()).toBeVisible();
    const total = page.getByTestId('report-kindergarten-total');
    const allTotal = (await total.textContent()) ?? '';
    // the demo's October payments are all one provider's: another provider's report has none
    const shown = (await rows.first().locator('td').nth(1).textContent()) ?? '';
    await page.getByTestId('report-kindergarten-provider').click();
    const other = page.getByRole('option').filter({ hasNotText: shown }).first();
    await other.click();
    await expect(page.getByTestId('report-kindergarten-empty')).toBeVisible();
    await expect(total).not.toHaveText(allTotal);
    const excel = await officeText((await downloaded(page, 'report-kindergarten-export-xlsx')).bytes, 'xlsx');
    // the file sends the same filters: none of the shown provider's rows
    expect(excel).toContain('Справка за плащанията по детска градина');
    expect(excel).not.toContain(shown);
  });
});
