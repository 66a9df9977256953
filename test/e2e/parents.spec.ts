import { expect, test } from '@playwright/test';
import { invitationToken } from './outbox';
import { apiPath, expectAccessible, signInAs, signInWithEmail } from './support';

/**
 * Issue #13 in the browser: the director enrols a parent for a child of the kindergarten (an invitation by
 * e-mail); the parent opens the link, sets a password, signs in and sees the child; the director sees the
 * parent active with the child.
 */

test('the director invites a parent for a child; the parent accepts and sees the child', async ({
  page,
  browser,
}) => {
  // Two browsers, a mail and two sign-ins: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const email = `roditel-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`;
  const password = 'Roditel-Parola1';

  const token = await signInAs(page, 'director', '/parents/management');
  await expect(page.getByTestId('parents-page')).toBeVisible();
  await expect(page.getByTestId('parent-row').first()).toBeVisible();
  await expectAccessible(page);

  // Whom for: a child of the list's first parent (set-up through the API); the child's page links here so.
  const list = await page.request.get(apiPath('children.parents'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  const child = (
    (await list.json()) as { result: { children: { childId: string; childName: string }[] }[] }
  ).result.flatMap((p) => p.children)[0]!;
  const childName = child.childName;
  await page.goto(`/parents/management/create?childId=${child.childId}`);
  await expect(page.getByTestId('parent-create-page')).toBeVisible();
  await page.getByTestId('parent-relation').click();
  await page.getByRole('option', { name: 'Баща' }).click();
  await page.getByTestId('parent-first-name').fill('Стефан');
  await page.getByTestId('parent-last-name').fill('Поканенов');
  await page.getByTestId('parent-email').fill(email);
  await expectAccessible(page);
  await page.getByTestId('parent-save').click();

  await expect(page.getByTestId('parent-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Стефан Поканенов' })).toBeVisible();
  await expect(page.getByTestId('parent-state')).toHaveText('Поканен');
  await expect(page.getByTestId('parent-child-row')).toHaveAttribute('data-child', childName);
  const parentUrl = page.url();

  // The parent, in a browser of their own: the mail's link, a password, the sign-in, the child at home.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await parentPage.goto(`/account-activation/3/${await invitationToken(email)}`);
  await parentPage.getByTestId('new-password').fill(password);
  await parentPage.getByTestId('new-password-confirm').fill(password);
  await parentPage.getByTestId('new-password-submit').click();
  await expect(parentPage).toHaveURL((url) => url.pathname === '/login');
  await signInWithEmail(parentPage, email, password);
  await expect(parentPage.getByTestId('home-student-picker')).toHaveValue(
    new RegExp(childName.split(' ')[0]!),
  );
  await parentContext.close();

  // The director sees the parent active, with the child.
  await page.goto(parentUrl);
  await expect(page.getByTestId('parent-state')).toHaveText('Активен');
  await expect(page.getByTestId('parent-child-row')).toHaveAttribute('data-child', childName);
});

test('a parent asks for another child; the parents page lists the application', async ({ page }) => {
  await signInAs(page, 'parent', '/parent-child-application');
  await expect(page.getByTestId('child-application-page')).toBeVisible();
  await page.getByTestId('child-application-type').click();
  await page.getByRole('option', { name: 'Друг идентификатор' }).click();
  await page.getByTestId('child-application-identifier').fill('E2E12345');
  await page.getByTestId('child-application-relation').click();
  await page.getByRole('option', { name: 'Майка' }).click();
  await expectAccessible(page);
  await page.getByTestId('child-application-send').click();
  await expect(page.getByTestId('child-application-message')).toContainText('Заявката е изпратена');
  await expect(page.getByTestId('my-child-application').first()).toContainText('Чака решение');

  await signInAs(page, 'director', '/parents/management');
  const row = page.getByTestId('child-application-row').filter({ hasText: 'E2E12*' }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('child-application-reject').click();
  await page.getByTestId('child-application-reason').fill('Няма такова дете в градината.');
  await page.getByTestId('child-application-reject-confirm').click();
  await expect(page.getByTestId('child-applications-message')).toContainText('отхвърлена');
});
