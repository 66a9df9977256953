import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/** A 1×1 PNG: a real image the portfolio's photo and its PDF can show. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('measurements and portfolios', () => {
  test('the director measures a child of a group and sees the child’s growth chart', async ({ page }) => {
    // Three accessibility scans of a long page with a chart: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await signInAs(page, 'director', '/kids/measurements');
    await expect(page.getByTestId('measurements-pick-group')).toBeVisible();
    await page.getByTestId('measure-group').click();
    // II група: children of four to five years, for whom 105,5 cm and 17,8 kg are plausible.
    await page.getByRole('option', { name: 'II група „Калинки“' }).click();
    await page.getByTestId('measure-date').fill('20.11.2026');
    // The calendar opened by typing closes, as a person would leave it.
    await page.keyboard.press('Escape');
    const row = page.getByTestId('measure-row').first();
    const name = (await row.getAttribute('data-name')) ?? '';
    // The entry names the child in full; the list by first and family name.
    const parts = name.split(' ');
    const listed = `${parts[0]} ${parts.at(-1)}`;
    await expectAccessible(page);

    // An implausible height is refused with the field's name, nothing is saved.
    await row.getByTestId('measure-height').fill('159');
    await row.getByTestId('measure-weight').fill('17,8');
    await row.getByTestId('measure-save').click();
    await expect(row.getByTestId('measure-error')).toContainText(
      'Полето "Ръст (см)": 159 см е неправдоподобно',
    );

    await row.getByTestId('measure-height').fill('105,5');
    await row.getByTestId('measure-save').click();
    await expect(row.getByTestId('measure-saved')).toBeVisible();
    const saved = page
      .getByTestId('measurement-row')
      .filter({ hasText: '20.11.2026' })
      .filter({ hasText: listed });
    await expect(saved).toContainText('105,5');

    await saved.getByTestId('measurement-chart').click();
    await expect(page.getByTestId('growth-chart')).toBeVisible();
    await expect(page.getByTestId('growth-table').getByTestId('growth-row').last()).toContainText(
      '20.11.2026',
    );
    await page.getByTestId('growth-chart-indicator').getByText('Тегло').click();
    await expect(page.getByTestId('growth-chart')).toBeVisible();
    await expectAccessible(page);
  });

  test('a teacher makes a portfolio with a photo, and prints it', async ({ page }) => {
    await signInAs(page, 'teacher', '/kids/portfolio');
    await expect(page.getByTestId('portfolios-page')).toBeVisible();
    await page.getByTestId('portfolio-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/kids/portfolio/create');
    await page.getByTestId('portfolio-child').click();
    await page.getByRole('option').first().click();
    await expect(page.getByTestId('portfolio-title')).toHaveValue(/^Портфолио на /);
    await page.getByTestId('section-title').fill('Обичам да рисувам');
    await page.getByTestId('section-text').fill('Рисува слънца и котки.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('section-photos-add-0').click();
    await (await chooser).setFiles({ name: 'рисунка.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('section-photo')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByTestId('portfolio-save').click();

    await expect(page).toHaveURL(
      (url) => /^\/kids\/portfolio\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('create'),
    );
    await expect(page.getByTestId('section-photo').getByRole('img', { name: 'рисунка.png' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('portfolio-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Портфолио на .*\.pdf$/);

    await page.goto('/kids/portfolio');
    await expect(page.getByTestId('portfolio-row').first()).toBeVisible();
  });
});
