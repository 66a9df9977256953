import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/**
 * The МОН and municipality references (issues #14, #15): each opens its four screens from the Справки page,
 * sees a table of kindergartens (or the empty state when the demo has no figures for the months), with the
 * totals last, and downloads an Excel export. The figures themselves are checked by test/api/references.test.ts.
 */
const screens = [
  { slug: 'absences', title: 'Посещаемост и отсъствия' },
  { slug: 'smp', title: 'Обобщение за АСП' },
  { slug: 'substitutions', title: 'Замествания' },
  { slug: 'staff-count', title: 'Персонал' },
] as const;

async function openEach(page: Page) {
  for (const s of screens) {
    await page.goto('/administrative-references');
    await page.getByTestId(`mon-reference-link-${s.slug}`).click();
    await expect(page).toHaveURL((url) => url.pathname === `/administrative-references/${s.slug}`);
    const screen = page.getByTestId('mon-reference-page');
    await expect(screen).toHaveAttribute('data-reference', s.slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
    await expect(page.getByTestId('mon-reference-period')).toHaveText(
      /Период: \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/,
    );
    // a table with its totals last, or the empty state
    await expect(
      page.getByTestId('mon-reference-totals').or(page.getByTestId('mon-reference-empty')),
    ).toBeVisible();
  }
}

/**
 * The demo's marked months (September to November 2026): the demo kindergarten's attendance, written by the
 * attendance demo through the grid's own aggregate function, is a row with the totals under it.
 */
async function demoMonths(page: Page) {
  await page.getByTestId('references-from').click();
  await page.getByRole('option', { name: 'септември 2026' }).click();
  await page.getByTestId('references-to').click();
  await page.getByRole('option', { name: 'ноември 2026' }).click();
  await expect(page.getByTestId('mon-reference-period')).toHaveText('Период: 01.09.2026 – 30.11.2026');
  await expect(
    page.getByTestId('mon-reference-row').filter({ hasText: 'ДГ № 12 „Слънце“' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('mon-reference-totals')).toContainText('Общо');
}

async function downloaded(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
}

test.describe('administrative references', () => {
  test('МОН opens the four screens, sees the demo kindergarten’s months and downloads the attendance', async ({
    page,
  }) => {
    await signInAs(page, 'mon', '/administrative-references');
    await expect(page.getByTestId('mon-references-index')).toBeVisible();
    await expectAccessible(page);
    await openEach(page);

    await page.goto('/administrative-references/absences');
    await demoMonths(page);
    await expectAccessible(page);
    // Issue #26: the municipality by name, and the widest screen fits a 1366 px laptop with no cut column.
    const row = page.getByTestId('mon-reference-row').filter({ hasText: 'ДГ № 12 „Слънце“' }).first();
    await expect(row).not.toContainText(/\b[A-Z]{3}\d{2}\b/);
    await page.setViewportSize({ width: 1366, height: 768 });
    const table = page.getByTestId('mon-reference-table');
    await expect
      .poll(() =>
        table.evaluate((e) => {
          const box = e.closest('.mantine-Table-scrollContainer') ?? e;
          return box.scrollWidth - box.clientWidth;
        }),
      )
      .toBeLessThanOrEqual(0);
    await page.getByTestId('references-region').click();
    await page.getByRole('option', { name: 'Пловдив' }).click();
    await expect(page.getByTestId('references-municipality')).toBeEnabled();
    await downloaded(page, 'references-export-attendances');
    await downloaded(page, 'references-export-absences');
  });

  test('a municipality sees its kindergarten without a place filter and downloads the absences and the АСП summary', async ({
    page,
  }) => {
    await signInAs(page, 'municipality', '/administrative-references');
    await openEach(page);
    await page.goto('/administrative-references/absences');
    await demoMonths(page);
    await downloaded(page, 'references-export-absences');
    await page.goto('/administrative-references/smp');
    await expect(page.getByTestId('references-month')).toBeVisible();
    await expect(page.getByTestId('references-region')).toHaveCount(0);
    await expectAccessible(page);
    await downloaded(page, 'references-export-smp');
  });

  test('the screens fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'mon', '/administrative-references/staff-count');
    await expect(
      page.getByTestId('mon-reference-totals').or(page.getByTestId('mon-reference-empty')),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
