import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { officeText, pdfText } from '../support/documents';
import { apiAs, signInAs } from './support';

/**
 * The director's orders (issue #29): an order written from the kindergarten's template gets the year's next
 * number with the placeholders filled, and the book prints as PDF and Word that read back in Bulgarian.
 */
test.describe('books', () => {
  test('an order from a template, and the director’s book printed and read back', async ({ page }) => {
    await signInAs(page, 'director', '/administration/books');
    await expect(page.getByTestId('books-page')).toBeVisible();
    const name = `Заповед за дежурства ${Date.now()}`;
    const kindergartenId = (
      (await apiAs(page, 'GET', '/api/identity/user-data')).body as {
        kindergartens: { id: string; isSelected: boolean }[];
      }
    ).kindergartens.find((k) => k.isSelected)!.id;
    const saved = await apiAs(page, 'POST', '/api/templates/save', {
      kindergartenId,
      category: 1,
      name,
      text: 'Заповед № {{Номер}}: в {{Детска градина}} дежурствата започват от {{Дата}}.',
    });
    expect(saved.status).toBe(200);

    await page.goto('/administration/books/director/create');
    await page.getByTestId('order-date').fill('20.11.2026');
    await page.getByTestId('order-template').click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByTestId('order-text')).toHaveValue(/\{\{Детска градина\}\}/);
    await page.getByTestId('order-subject').fill(name);
    await page.getByTestId('order-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/administration/books/director');
    const row = page.getByTestId('order-row').filter({ hasText: name });
    await expect(row).toBeVisible();

    await page.goto('/administration/books');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('book-3-pdf').click()]);
    const text = await pdfText(await readFile((await pdf.path())!));
    expect(text).toContain('Книга за регистриране на заповедите на директора');
    expect(text).toContain(name);
    expect(text).toMatch(/дежурствата започват от \d\d\.\d\d\.\d{4}/);
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('book-3-docx').click(),
    ]);
    expect(await officeText(await readFile((await docx.path())!), 'docx')).toContain(name);
  });
});
