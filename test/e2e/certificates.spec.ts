import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/documents';
import { expectAccessible, signInAs } from './support';

/** Clicks what downloads a file and reads the file back as the person opening it would see it. */
async function downloadedPdfText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await pdfText(await readFile(path)) };
}

test.describe('certificates', () => {
  test('the director issues a preschool certificate, prints it, opens it and cancels it', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/kids/export-certificate/preschool');
    await expect(page.getByTestId('preschool-certificates-page')).toBeVisible();
    await page.getByTestId('preschool-group').click();
    await page.getByRole('option', { name: /Слънчогледи/ }).click();
    const child = page.getByTestId('preschool-child').filter({
      has: page.getByRole('checkbox', { disabled: false }),
    });
    await expect(child.first()).toBeVisible();
    const name = (await child.first().getAttribute('data-name')) ?? '';
    await child.first().getByRole('checkbox').check();
    await page.getByTestId('preschool-issue-date').fill('15.06.2027');
    // The date picker's calendar closes before the page is checked.
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await page.getByTestId('preschool-issue').click();
    await expect(page.getByTestId('preschool-issued')).toContainText('Издадени удостоверения: 1');
    const issued = (await page.getByTestId('preschool-issued').textContent()) ?? '';
    const number = /рег\. № ([\d/-]+)/.exec(issued)?.[1] ?? '';
    expect(number).toMatch(/^\d+\/2026-2027$/);
    await expect(page.getByTestId('preschool-child').filter({ hasText: name })).toContainText('15.06.2027');

    await page.goto('/kids/export-certificate');
    const row = page.locator(`[data-testid="certificate-row"][data-number="${number}"]`);
    await expect(row).toContainText(name);
    await expect(row).toContainText('15.06.2027');
    await expect(row).toContainText('Валидно');
    await expectAccessible(page);
    const pdf = await downloadedPdfText(page, () => row.getByTestId('certificate-print-pdf').click());
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.text).toContain('за завършено задължително предучилищно образование');
    expect(pdf.text).toContain(`Рег. № ${number} от 15.06.2027 г.`);
    expect(pdf.text).toContain(name);

    await row.getByTestId('certificate-cancel').click();
    await expect(page.getByTestId('certificate-cancel-modal')).toContainText(number);
    await page.getByTestId('certificate-cancel-confirm').click();
    await expect(page.getByTestId('certificates-message')).toContainText('анулирано');
    await expect(row).toContainText('Анулирано');
    await expect(row.getByTestId('certificate-print-pdf')).toHaveCount(0);
  });

  test('the director issues a relocation certificate and opens the downloaded PDF', async ({ page }) => {
    await signInAs(page, 'director', '/kids/export-certificate/transfer');
    await expect(page.getByTestId('transfer-certificate-page')).toBeVisible();
    await page.getByTestId('transfer-issue').click();
    await expect(page.getByTestId('transfer-form')).toContainText('Полето "Дете" е задължително');
    await page.getByTestId('transfer-child').click();
    const option = page.getByRole('option').first();
    const name = ((await option.textContent()) ?? '').trim();
    await option.click();
    await page.getByTestId('transfer-institution').fill('ОУ „Христо Ботев“');
    await page.getByTestId('transfer-town').fill('гр. Варна');
    await page.getByTestId('transfer-relocation-date').fill('11.01.2027');
    await page.getByTestId('transfer-issue-date').fill('08.01.2027');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    const pdf = await downloadedPdfText(page, () => page.getByTestId('transfer-issue').click());
    expect(pdf.text).toContain('УДОСТОВЕРЕНИЕ ЗА ПРЕМЕСТВАНЕ');
    expect(pdf.text).toContain('ОУ „Христо Ботев“, гр. Варна');
    expect(pdf.text).toContain('считано от 11.01.2027 г.');
    await expect(page.getByTestId('transfer-done')).toBeVisible();

    await page.goto('/kids/export-certificate');
    await page.getByTestId('certificates-kind').click();
    await page.getByRole('option', { name: 'Преместване' }).click();
    await expect(page.getByTestId('certificate-row').filter({ hasText: name }).first()).toContainText(
      '08.01.2027',
    );
  });

  test('the list fits a phone’s width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'director', '/kids/export-certificate');
    await expect(page.getByTestId('certificates-page')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
