import { expect, type Page, test } from '@playwright/test';
import { director, signInWithEmail } from './support';

async function openAbout(page: Page) {
  await page.goto('/login?redirect=%2Fplatform%2Fabout');
  await signInWithEmail(page, director.email, director.password);
  await expect(page.getByTestId('about-title')).toHaveText('За платформата');
}

const cityRow = (page: Page, table: string, name: string) =>
  page
    .getByTestId(table)
    .getByTestId('lookups-city-row')
    .filter({ has: page.getByTestId('lookups-city-name').getByText(name, { exact: true }) });

test.describe('the lookups explorer on /platform/about', () => {
  test('lists the 28 oblasts in Bulgarian order', async ({ page }) => {
    await openAbout(page);
    const options = page.getByTestId('lookups-region').locator('option:not([value=""])');
    await expect(options).toHaveCount(28);
    await expect(page.getByTestId('lookups-region-count')).toHaveText('28 области');
    const names = await options.allTextContents();
    expect(names).toEqual([...names].sort(new Intl.Collator('bg').compare));
  });

  test('oblast Пловдив, municipality Пловдив: the city and its 6 districts', async ({ page }) => {
    await openAbout(page);
    await expect(page.getByTestId('lookups-region').locator('option:not([value=""])')).toHaveCount(28);
    await page.getByTestId('lookups-region').selectOption({ label: 'Пловдив' });
    const area = page.getByTestId('lookups-area');
    await expect(area).toBeEnabled();
    await area.selectOption({ label: 'Пловдив' });

    const row = cityRow(page, 'lookups-cities-table', 'Пловдив');
    await expect(row).toHaveCount(1);
    await row.getByTestId('lookups-city-districts').click();

    const districts = page.getByTestId('lookups-districts');
    await expect(districts.getByTestId('lookups-districts-title')).toContainText('Пловдив');
    await expect(districts.getByTestId('lookups-district-row')).toHaveCount(6);
    await expect(districts.getByTestId('lookups-district-count')).toHaveText('6 района');
  });

  test('searching by the start of a name finds settlements across the country', async ({ page }) => {
    await openAbout(page);
    await page.getByTestId('lookups-city-search').fill('Варн');
    const row = cityRow(page, 'lookups-search-table', 'Варна');
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('lookups-search-count')).toContainText('Намерени:');
    await row.getByTestId('lookups-city-districts').click();
    await expect(
      page.getByTestId('lookups-districts').getByTestId('lookups-district-row').first(),
    ).toBeVisible();
  });
});
