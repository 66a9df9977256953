import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/documents';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * Recipes and menus (issue #35) as the manciple uses them: a recipe written and its nutrition seen while
 * typing; a week that fails the norms (breakfast only) fixed by the day's other meals; a child's allergy
 * flagged on the group's week (the director's view, who sees every child); the parents' weekly menu read back as PDF. Runs on the demo kindergarten's
 * recipe book and menu (infra/local/demo/kitchen-menus-demo.ts).
 */
const run = Date.now().toString(36);
const phone = { width: 390, height: 844 };

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).first().click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Picks recipes in a meal's multi-select by typing their names. */
async function pickRecipes(page: Page, meal: number, names: string[]) {
  const field = page.getByTestId('menu-day').first().getByTestId(`menu-meal-${meal}`);
  for (const name of names) {
    await field.click();
    await field.fill(name);
    await page
      .getByRole('option', { name: new RegExp(`^${name}`) })
      .first()
      .click();
  }
  await page.keyboard.press('Escape');
}

test.describe('kitchen recipes and menus', () => {
  test('the manciple writes a recipe and sees its nutrition before saving', async ({ page }) => {
    await signInAs(page, 'manciple', '/kitchen/recipes');
    await expect(page.getByTestId('recipes-row').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('recipes-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/kitchen/recipes/create');
    const name = `Мляко с грис ${run}`;
    await choose(page, 'recipe-book', 'Рецептурник на детската градина');
    await page.getByTestId('recipe-name').fill(name);
    await choose(page, 'recipe-line-product', 'Прясно мляко 3%');
    await choose(page, 'recipe-line-unit', 'Литър');
    for (const age of [1, 2, 3]) {
      await page.getByTestId(`recipe-line-gross-${age}`).fill('0,2');
      await page.getByTestId(`recipe-line-net-${age}`).fill('0,2');
    }
    // 200 ml of milk of 61 kcal per 100: 206 g at 1030 g a litre, counted as typed in litres.
    const older = page.getByTestId('recipe-nutrition-row').filter({ hasText: '5-7 г.' });
    await expect(older.getByTestId('recipe-nutrition-energy')).toHaveText('125,7');
    await expect(page.getByTestId('recipe-allergens')).toContainText('7 – Мляко');
    await expectAccessible(page);
    await page.getByTestId('recipe-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/kitchen/recipes');
    await page.getByTestId('recipes-search').fill(run);
    await expect(page.getByTestId('recipes-row').filter({ hasText: name })).toContainText('7');
  });

  test('a week that fails the norms is fixed by the day’s other meals', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'manciple', '/kitchen/create-menu');
    await page.getByTestId('menu-name').fill(`Пробно меню ${run}`);
    await page.getByTestId('menu-from').fill('05.01.2032');
    await page.getByTestId('menu-to').fill('30.01.2032');
    await pickRecipes(page, 1, ['Мляко с ориз']);
    const older = page.getByTestId('menu-norms-group').filter({ hasText: '5-7 г.' });
    await expect(older.getByTestId('menu-norms-energy')).toContainText('под нормата с');
    await expect(older.getByTestId('menu-norms-verdict')).toHaveText('извън нормата');
    await pickRecipes(page, 2, ['Ябълка']);
    await pickRecipes(page, 3, ['Леща чорба', 'Пиле с ориз', 'Салата от домати', 'Хляб']);
    await pickRecipes(page, 4, ['Извара с мед']);
    await expect(older.getByTestId('menu-norms-energy')).toContainText('в норма');
    await expectAccessible(page);
    await page.getByTestId('menu-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/kitchen/menu');
    await expect(page.getByTestId('menus-row').filter({ hasText: `Пробно меню ${run}` })).toContainText(
      '05.01.2032',
    );
  });

  test('a child’s allergy is flagged on the group’s week, and the parents’ PDF names the allergens', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/kitchen/menu');
    // A demo child allergic to what the demo menu serves every week (gluten, eggs, fish, milk, nuts), and its group.
    const children = await apiAs(page, 'GET', apiPath('children.children'));
    const allergic = (children.body as { name: string; groupName: string; allergies: number[] }[]).find((c) =>
      c.allergies.some((a) => [1, 3, 4, 7, 8].includes(a)),
    );
    expect(allergic, 'a demo child with an allergy').toBeTruthy();
    // The flag names the child by first and last name (the list adds the middle one).
    const parts = allergic!.name.split(' ');
    const flagName = `${parts[0]} ${parts.at(-1)}`;
    await choose(page, 'weekly-menu-group', allergic!.groupName);
    await expect(page.getByTestId('weekly-menu-dish').first()).toBeVisible();
    await expect(page.getByTestId('weekly-menu-flag').filter({ hasText: flagName }).first()).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('weekly-menu-pdf').click();
    const text = (await pdfText(await readFile((await (await download).path())!))).replace(/\s+/g, ' ');
    expect(text).toContain(`Седмично меню – група „${allergic!.groupName}“`);
    expect(text).toContain('Алергени: 1 – Зърнени култури, съдържащи глутен');
    expect(text).toContain('7 – Мляко');
    expect(text).not.toContain(flagName);
  });

  test('a parent sees the day’s menu of their child’s group on the home page', async ({ page }) => {
    // A school day of the demo menu (the real today may be a weekend): the browser's clock only.
    await page.clock.setFixedTime(new Date('2026-11-26T09:00:00+02:00'));
    await page.setViewportSize(phone);
    await signInAs(page, 'parent', '/');
    const card = page.getByTestId('home-today-menu');
    await expect(card.getByTestId('home-today-dish').first()).toBeVisible();
    await card.getByTestId('home-today-menu-week').click();
    await expect(page.getByTestId('weekly-menu-page')).toBeVisible();
  });

  test('a parent reads the week’s menu on a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'parent', '/menu');
    await expect(page.getByTestId('weekly-menu-page')).toBeVisible();
    await expect(page.getByTestId('weekly-menu-dish').first()).toBeVisible();
    await expectAccessible(page);
  });
});
