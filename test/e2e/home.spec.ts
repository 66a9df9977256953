import { expect, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

interface Dashboard {
  childrenCount: number;
  groups: { groupId: string; groupName: string; childrenCount: number }[];
  parentDashboardModels: { studentId: string; studentName: string; groupName: string }[];
}

const asNumber = (text: string | null) => Number((text ?? '').replace(/\s/g, ''));

test.describe('the home page statistics', () => {
  test("the director's children count is the sum of the groups, and the groups are the API's", async ({
    page,
  }) => {
    await signInAs(page, 'director', '/');
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(page.getByTestId('home-kindergarten-name')).toBeVisible();
    await expect(page.getByTestId('home-statistics')).toBeVisible();
    const api = (await apiAs(page, 'GET', apiPath('communication.dashboard'))).body as Dashboard;
    expect(api.groups.length).toBeGreaterThan(1);

    const total = asNumber(await page.getByTestId('home-children-count-value').textContent());
    await expect(page.getByTestId('home-group-row')).toHaveCount(api.groups.length);
    const names = await page.getByTestId('home-group-name').allTextContents();
    const counts = (await page.getByTestId('home-group-count').allTextContents()).map(asNumber);
    expect(total).toBe(counts.reduce((a, b) => a + b, 0));
    expect(total).toBe(api.childrenCount);
    expect(names).toEqual(api.groups.map((g) => g.groupName));
    expect(counts).toEqual(api.groups.map((g) => g.childrenCount));
    expect(asNumber(await page.getByTestId('home-groups-count-value').textContent())).toBe(api.groups.length);

    // The chart draws one bar per group.
    await expect(page.getByTestId('home-groups-chart').locator('.recharts-bar-rectangle')).toHaveCount(
      api.groups.length,
    );
    await expect(page.getByTestId('home-events')).toBeVisible();
    await expect(page.getByTestId('home-board')).toBeVisible();
    await expectAccessible(page);
  });

  test("a parent picks a child and sees that child's group", async ({ page }) => {
    await signInAs(page, 'parent', '/');
    await expect(page.getByTestId('home-statistics')).toBeVisible();
    const api = (await apiAs(page, 'GET', apiPath('communication.dashboard'))).body as Dashboard;
    const children = api.parentDashboardModels;
    expect(children.length).toBe(2);
    expect(children[0]!.groupName).not.toBe(children[1]!.groupName);

    const picker = page.getByTestId('home-student-picker');
    const label = (c: (typeof children)[number]) => `${c.studentName} (${c.groupName})`;
    await expect(picker).toHaveValue(label(children[0]!));
    await expect(page.getByTestId('home-student-group')).toHaveText(children[0]!.groupName);

    await picker.click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(children.map(label));
    await page.getByRole('option', { name: label(children[1]!) }).click();
    await expect(picker).toHaveValue(label(children[1]!));
    await expect(page.getByTestId('home-student-group')).toHaveText(children[1]!.groupName);
    await expect(page.getByTestId('home-student-dashboard')).toHaveAttribute(
      'data-student-id',
      children[1]!.studentId,
    );
    // Parents get no kindergarten-wide figures.
    await expect(page.getByTestId('home-children-count')).toHaveCount(0);
    await expectAccessible(page);
  });

  for (const role of ['mon', 'municipality'] as const) {
    test(`${role}: the home shows what can be done today, nothing that needs a kindergarten, no envelope`, async ({
      page,
    }) => {
      await signInAs(page, role, '/');
      await expect(page.getByTestId('home-greeting')).toBeVisible();
      await expect(page.getByTestId('home-no-kindergarten')).toBeVisible();
      await expect(page.getByTestId('home-statistics')).toHaveCount(0);
      // The messages page is not theirs: no envelope in the header.
      await expect(page.getByTestId('messages-dropdown-button')).toHaveCount(0);
      const cards = page.getByTestId('home-can-do').getByRole('link');
      expect(await cards.count()).toBeGreaterThan(0);
      await page.getByTestId('home-can-do-/platform/help').click();
      await expect(page).toHaveURL((url) => url.pathname === '/platform/help');
      await expect(page.getByTestId('help-title')).toHaveText('Помощ');
    });
  }
});
