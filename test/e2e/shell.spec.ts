import { expect, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs, userDataOf } from './support';

interface Kindergarten {
  id: string;
  name: string;
  town: string;
  city: string;
  isSelected: boolean;
  motherKindergartenId: string | null;
}

interface SchoolYear {
  id: string;
  yearFrom: number;
  yearTo: number;
}

const changeKindergartenPath = (id: string) => apiPath('kindergartens.change').replace('{id}', id);
const changeYearPath = (id: string) => apiPath('identity.changeSchoolYear').replace('{id}', id);

test.describe('the header', () => {
  test('the director switches to the branch and back', async ({ page }) => {
    await signInAs(page, 'director');
    const user = (await userDataOf(page)) as unknown as { kindergartens: Kindergarten[] };
    const main = user.kindergartens.find((k) => k.isSelected)!;
    const branch = user.kindergartens.find((k) => k.motherKindergartenId === main.id)!;
    expect(branch, 'the demo director works in a kindergarten and its branch').toBeTruthy();

    const switcher = page.getByTestId('kindergarten-switcher');
    await expect(page.getByTestId('kindergarten-current-name')).toHaveText(main.name);
    await expect(page.getByTestId('kindergarten-current-town')).toHaveText(main.town || main.city);
    try {
      await switcher.click();
      const option = page.getByTestId(`kindergarten-option-${branch.id}`);
      await expect(option).toBeVisible();
      await expectAccessible(page);
      await expect(option).toHaveAttribute('data-branch', 'true');
      await expect(page.getByTestId(`kindergarten-option-${main.id}`)).toHaveAttribute(
        'aria-current',
        'true',
      );
      const reloaded = page.waitForEvent('load');
      await option.click();
      await reloaded;
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByTestId('kindergarten-current-name')).toHaveText(branch.name);
      await expect(page.getByTestId('home-kindergarten-name')).toHaveText(branch.name);

      await page.getByTestId('kindergarten-switcher').click();
      await page.getByTestId(`kindergarten-option-${main.id}`).click();
      await expect(page.getByTestId('kindergarten-current-name')).toHaveText(main.name);
    } finally {
      // The session may be left in the branch by a failure above: put it back for the tests after this one.
      await apiAs(page, 'POST', changeKindergartenPath(main.id));
    }
  });

  test("a failed switch shows the spec's toast, with the server's words when it gives some", async ({
    page,
  }) => {
    await signInAs(page, 'director');
    const serverText = 'Нямате достъп до тази детска градина.';
    let reply = 0;
    await page.route(
      (url) => url.pathname.toLowerCase().startsWith('/api/kindergartens/change/'),
      (route) =>
        reply++ === 0
          ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' })
          : route.fulfill({
              status: 403,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'forbidden', errorMessage: serverText, isSuccessful: false }),
            }),
    );
    const toasts = page.locator('.mantine-Notification-root').filter({ hasText: 'Смяна на детска градина' });
    for (const text of ['Неуспешна смяна на детска градина!', serverText]) {
      await page.getByTestId('kindergarten-switcher').click();
      await page.locator('[data-testid^="kindergarten-option-"]:not([aria-current])').first().click();
      await expect(toasts.filter({ hasText: text })).toHaveCount(1);
    }
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('the school-year dropdown changes the year', async ({ page }) => {
    await signInAs(page, 'director');
    const user = await userDataOf(page);
    const kindergartenId = (user as unknown as { kindergartens: Kindergarten[] }).kindergartens.find(
      (k) => k.isSelected,
    )!.id;
    const years = (
      (await apiAs(page, 'GET', `${apiPath('kindergartens.schoolYears')}?kindergartenId=${kindergartenId}`))
        .body as {
        result: SchoolYear[];
      }
    ).result;
    expect(years.length).toBeGreaterThan(1);
    const original = (user as unknown as { periodId: string }).periodId;
    const from = years.find((y) => y.id === original)!;
    const to = years.find((y) => y.id !== original)!;
    const label = (y: SchoolYear) => `${y.yearFrom}/${y.yearTo}`;

    try {
      await expect(page.getByTestId('school-year-current')).toHaveText(label(from));
      await page.getByTestId('school-year-button').click();
      await expect(page.getByTestId('school-year-menu')).toContainText('Избор на учебна година');
      await expectAccessible(page);
      await expect(page.getByTestId(`school-year-option-${label(from)}`)).toHaveAttribute(
        'data-current',
        'true',
      );
      const stored = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes(changeYearPath(to.id).split('/').pop()!),
      );
      await page.getByTestId(`school-year-option-${label(to)}`).click();
      expect((await stored).status()).toBe(200);
      await expect(page.getByTestId('school-year-current')).toHaveText(label(to));
      expect(((await userDataOf(page)) as unknown as { periodId: string }).periodId).toBe(to.id);
    } finally {
      await apiAs(page, 'POST', changeYearPath(original));
    }
  });

  test('Master has neither the kindergarten switcher nor the school-year dropdown', async ({ page }) => {
    await signInAs(page, 'master');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await expect(page.getByTestId('kindergarten-switcher')).toHaveCount(0);
    await expect(page.getByTestId('school-year-button')).toHaveCount(0);
  });

  test('the user menu leads to the profile; an offline browser is told so', async ({ page, context }) => {
    await signInAs(page, 'teacher');
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-profile')).toHaveText('Профил');
    await page.getByTestId('user-menu-profile').click();
    await expect(page.getByTestId('profile-title')).toHaveText('Профил');

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText('Няма връзка с интернет');
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('the maintenance page is open to anyone', async ({ page }) => {
    await page.goto('/under-maintenance');
    await expect(page.getByTestId('maintenance-title')).toHaveText('Платформата е в профилактика');
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  });
});
