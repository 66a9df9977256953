import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/** A GET of the API as the signed-in user, answering the body. */
async function read<T>(page: Page, path: string): Promise<T> {
  const reply = await apiAs(page, 'GET', path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as T;
}

interface ActivityRecord {
  typeId: string;
  providerId: string;
  providerName: string;
}

/**
 * The enrolment journey on the demo data: the director opens a new activity for the group of the demo
 * parent's child (taught by the demo teacher; the demo's activities already have the parent's children), the
 * parent asks to enrol the child from 02.11.2026, the director approves, and the teacher finds the child on
 * the activity's November grid, marks a day and fills the rest from the kindergarten's attendance.
 */
test('a parent’s enrolment request approved, the child marked on the activity’s grid', async ({ page }) => {
  // Four sign-ins and five accessibility checks: longer than one screen's test.
  test.setTimeout(180_000);
  const name = `Рисуване ${Date.now().toString(36)}`;
  await signInAs(page, 'teacher', '/');
  const teacherId = (await read<{ id: string }>(page, apiPath('identity.userData'))).id;

  await signInAs(page, 'parent', '/');
  const [child] = await read<{ id: string; name: string; groupId: string }[]>(
    page,
    apiPath('attendance.requestChildren'),
  );
  expect(child).toBeTruthy();

  await signInAs(page, 'director', '/');
  const [existing] = await read<{ id: string }[]>(page, apiPath('activities.activityOptions'));
  expect(existing, 'the demo has activities (their types and providers)').toBeTruthy();
  const model = await read<ActivityRecord>(
    page,
    apiPath('activities.activity').replace('{id}', existing!.id),
  );
  const created = await apiAs(page, 'POST', apiPath('activities.saveActivity'), {
    name,
    typeId: model.typeId,
    providerId: model.providerId,
    teacherId,
    groupIds: [child!.groupId],
    schedule: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '15:00', to: '15:45' })),
    pricing: 'month',
    priceCents: 3000,
    enrollmentOpen: true,
    fromDate: '2026-09-15',
    toDate: '2027-06-30',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);

  // The parent asks.
  await signInAs(page, 'parent', '/activities/applications/enrollment/create');
  await expect(page.getByTestId('enrollment-create-page')).toBeVisible();
  await page.getByTestId('enrollment-child').click();
  await page.getByRole('option', { name: child!.name }).click();
  await page.getByTestId('enrollment-activity').click();
  await page.getByRole('option', { name: `${name} (${model.providerName})` }).click();
  await expect(page.getByTestId('enrollment-activity-details')).toContainText('пн 15:00–15:45');
  await page.getByTestId('enrollment-from').fill('02.11.2026');
  await page.getByTestId('enrollment-note').fill('След обедния сън');
  await expectAccessible(page);
  await page.getByTestId('enrollment-save').click();
  await expect(page).toHaveURL((url) => url.pathname === '/activities/applications/enrollment');
  const mine = page.getByTestId('enrollment-row').filter({ hasText: name });
  await expect(mine).toContainText('Чака одобрение');
  await expect(mine).toContainText('02.11.2026');
  await expectAccessible(page);

  // The director approves.
  await signInAs(page, 'director', '/activities/applications');
  const waiting = page.getByTestId('enrollment-row').filter({ hasText: name });
  await expect(waiting).toContainText(child!.name);
  await expectAccessible(page);
  await waiting.getByTestId('enrollment-approve').click();
  await expect(page.getByTestId('enrollment-message')).toContainText('Детето е записано');
  await expect(waiting).toHaveCount(0);

  // The teacher marks and fills from the kindergarten's attendance.
  await signInAs(page, 'teacher', '/activities/attendances?month=2026-11');
  await expect(page.getByTestId('activity-attendance-page')).toBeVisible();
  await page.getByTestId('activity-attendance-activity').click();
  await page.getByRole('option', { name }).click();
  const row = page.getByTestId('activity-grid-row').filter({ hasText: child!.name });
  await expect(row).toBeVisible();
  const cell = row.locator('[data-testid="activity-grid-cell"][data-date="2026-11-03"]');
  await cell.click();
  await expect(cell).toHaveAttribute('data-mark', '1');
  await expectAccessible(page);
  await page.getByTestId('activity-autofill').click();
  await expect(page.getByTestId('activity-attendance-message')).toContainText(/Попълнени|Няма неотбелязани/);
  await expect(cell).toHaveAttribute('data-mark', '1');
  await expect(row.getByTestId('activity-grid-present')).not.toHaveText('0');
});
