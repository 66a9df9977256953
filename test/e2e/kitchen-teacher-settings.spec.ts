import { expect, type Page, test } from '@playwright/test';
import { aRiceKitchen, created } from './kitchen-support';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * Issue #35's rest: a teacher reads the day's meal calculation of their group (and only a day their group
 * eats), read-only; the menus' settings card saves, and the menu editor shows only the meals served. The
 * kitchen is the run's own (a warehouse stocked with rice, a recipe, a menu of a week of 2030 the run picks),
 * and the settings the editor reads are the page's own reply, so no other spec's menus change.
 */
const run = Date.now().toString(36);

/** A Monday of 2030 picked by the run, and its Tuesday and Wednesday (one calculation per day). */
function runWeek() {
  const monday = new Date(Date.UTC(2030, 0, 7 + 7 * (Math.floor(Math.random() * 40) + 2)));
  const day = (n: number) => new Date(monday.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { monday: day(0), tuesday: day(1), wednesday: day(2), friday: day(4) };
}

/** A draft calculation of `date` in which only `groupId` eats breakfast (5 children). */
async function aDayEatenBy(page: Page, warehouseId: string, date: string, groupId: string) {
  await created(page, 'kitchen.createCalculation', { date, warehouseId });
  const rows = await apiAs(page, 'GET', apiPath('kitchen.calculationAttendances').replace('{id}', date));
  const row = (rows.body as { rows: { groupId: string; mealType: number }[] }).rows.find(
    (r) => r.groupId === groupId,
  );
  expect(row, `the day ${date} lists the teacher's group`).toBeTruthy();
  await created(
    page,
    'kitchen.editCalculationAttendances',
    { rows: [{ groupId, mealType: row!.mealType, count: 5 }], version: 1 },
    apiPath('kitchen.editCalculationAttendances').replace('{id}', date),
  );
}

test('a teacher reads the calculation of a day their group eats, and not another day', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { monday, tuesday, wednesday, friday } = runWeek();
  const teacher = await (await browser.newContext()).newPage();
  await signInAs(teacher, 'teacher', '/');
  const teacherId = ((await apiAs(teacher, 'GET', apiPath('identity.userData'))).body as { id: string }).id;

  await signInAs(page, 'director', '/kitchen/menu');
  const groups = await apiAs(page, 'GET', `${apiPath('kindergartens.groupOverview')}?PageSize=100`);
  const all = (groups.body as { result: { id: string; teacherIds: string[] }[] }).result;
  const own = all.find((g) => g.teacherIds.includes(teacherId));
  const other = all.find((g) => !g.teacherIds.includes(teacherId));
  expect(own && other, 'the demo teacher teaches one group and not another').toBeTruthy();
  const { warehouseId } = await aRiceKitchen(page, { run, monday, kilograms: 5, gross: 30 });
  await aDayEatenBy(page, warehouseId, tuesday, own!.id);
  await aDayEatenBy(page, warehouseId, wednesday, other!.id);

  // The list of the week's days: only the day their group eats.
  const week = await apiAs(
    teacher,
    'GET',
    `${apiPath('kitchen.calculationsOverview')}?fromDate=${monday}&toDate=${friday}`,
  );
  expect((week.body as { result: { date: string }[] }).result.map((c) => c.date)).toEqual([tuesday]);
  // Their group's day: the head counts and products, its PDF, and nothing to change.
  await teacher.goto(`/storage/calculations/${tuesday}`);
  await expect(teacher.getByTestId('calculation-status')).toHaveText('Чернова');
  await expect(teacher.getByTestId('calculation-heads')).toBeVisible();
  await expect(teacher.getByTestId('calculation-pdf')).toBeVisible();
  await expect(teacher.getByTestId('calculation-confirm')).toHaveCount(0);
  await expect(teacher.getByTestId('calculation-delete')).toHaveCount(0);
  await expect(teacher.getByTestId('calculation-heads-save')).toHaveCount(0);
  await expectAccessible(teacher);
  // Another group's day is refused in the API's words.
  await teacher.goto(`/storage/calculations/${wednesday}`);
  await expect(teacher.getByText('Записът не е за група, на която сте учител.')).toBeVisible();
  await teacher.context().close();
});

test('the menus’ settings save, and the editor offers only the meals served', async ({ page }) => {
  await signInAs(page, 'manciple', '/kitchen/menu');
  const card = page.getByTestId('menu-settings');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('menu-settings-meals')).toBeVisible();
  // Saved as they are (the demo's settings are every suite's): the card answers in its result line.
  await page.getByTestId('menu-settings-save').click();
  await expect(page.getByTestId('menu-settings-message')).toContainText(
    'Настройките на менютата са записани.',
  );
  await expectAccessible(page);

  // A kindergarten without the afternoon snack: the editor leaves that meal out.
  await page.route('**/api/menus/configuration*', async (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { recipeBookIds: [], mealTypes: [1, 2, 3], version: 1 } })
      : route.continue(),
  );
  await page.goto('/kitchen/create-menu');
  const monday = page.locator('[data-testid="menu-day"][data-weekday="1"]');
  await expect(monday.getByTestId('menu-meal-3')).toBeVisible();
  await expect(monday.getByTestId('menu-meal-4')).toHaveCount(0);
});
