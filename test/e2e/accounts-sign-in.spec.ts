import { IdentifierType, LoginIdentifierKind } from '@gradina/shared';
import { expect, test } from '@playwright/test';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import {
  api,
  apiToken,
  createTeacher,
  followMailLink,
  newEmail,
  openMail,
  signOut,
} from './accounts-support';
import { apiPath, demoEmail, demoPassword, signInAs, signInWithEmail } from './support';

/**
 * Signing in as users meet it: a parent's registration approved by the director, a demo account by ЕГН and
 * phone, and the lock after five wrong passwords that the Master lifts.
 * E-mails are read in the local outbox (/dev/outbox) and their links followed in the browser. Every test makes
 * its own accounts with unique addresses, so the demo accounts' passwords never change and the tests do not
 * depend on each other.
 */

test.describe('accounts: signing in', () => {
  test('a parent registers, the director approves, the parent signs in', async ({ page }) => {
    const email = newEmail('parent');
    const password = 'Roditel-2026';

    // The director hands out the kindergarten's registration link.
    await signInAs(page, 'director', '/parents/registration-parents');
    const href = await page.getByTestId('registration-link').getAttribute('href');
    expect(href).toContain('/registration-parents?kindergartenId=');
    const kindergartenId = new URL(href!).searchParams.get('kindergartenId')!;
    const child = buildDemoWorld().children.find(
      (c) => c.kindergartenId === kindergartenId && c.identifierType === IdentifierType.EGN,
    );
    expect(child, 'a demo child with an ЕГН in that kindergarten').toBeTruthy();
    await signOut(page);

    await page.goto(href!);
    await expect(page.getByTestId('registration-kindergartenId')).toHaveValue(kindergartenId);
    await page.getByTestId('registration-firstName').fill('Румяна');
    await page.getByTestId('registration-lastName').fill('Регистрирана');
    await page.getByTestId('registration-email').fill(email);
    await page.getByTestId('registration-phone').fill('0888 765 432');
    await page.getByTestId('registration-relation').click();
    await page.getByRole('option', { name: 'Майка' }).click();
    await page.getByTestId('registration-childFirstName').fill(child!.firstName);
    await page.getByTestId('registration-childLastName').fill(child!.lastName);
    // A mistyped ЕГН is refused by its check digit before anything is sent.
    const wrong = `${child!.identifier.slice(0, 9)}${(Number(child!.identifier[9]) + 1) % 10}`;
    await page.getByTestId('registration-childIdentifier').fill(wrong);
    await page.getByTestId('registration-password').fill(password);
    await page.getByTestId('registration-confirmPassword').fill(password);
    await page.getByTestId('registration-submit').click();
    await expect(page.getByText('Полето "ЕГН на детето" е невалидно')).toBeVisible();
    await page.getByTestId('registration-childIdentifier').fill(child!.identifier);
    await page.getByTestId('registration-submit').click();

    await expect(page).toHaveURL((url) => url.pathname === '/registration-parents-success-message');
    await expect(page.getByTestId('registration-success-email')).toHaveText(email);

    // Nothing to sign in with until the kindergarten approves.
    await page.goto('/login');
    await signInWithEmail(page, email, password);
    await expect(page.getByTestId('login-error')).toBeVisible();

    await signInAs(page, 'director', '/parents/registration-parents');
    const row = page.getByTestId('registrations-row').filter({ hasText: email });
    await expect(row).toContainText('Румяна Регистрирана');
    await expect(row).toContainText(child!.identifier.slice(0, 5));
    await row.getByTestId('registrations-row-open').click();
    await expect(page.getByTestId('registration-child')).toContainText(child!.firstName);
    await page.getByTestId('registration-approve').click();
    await expect(page.getByTestId('registrations-message')).toContainText('Румяна Регистрирана');
    await expect(page.getByTestId('registrations-row').filter({ hasText: email })).toHaveCount(0);
    await page.getByTestId('registrations-status').getByText('Одобрени').click();
    await expect(
      page.getByTestId('registrations-row').filter({ hasText: email }).getByTestId('registration-status'),
    ).toHaveText('Одобрена');
    await signOut(page);

    await openMail(page, email, /одобрена/);
    await followMailLink(page, '/login');
    await signInWithEmail(page, email, password);
    await expect(page.getByTestId('home-greeting')).toContainText('Румяна Регистрирана');
  });

  test('a demo account signs in with its ЕГН and with its phone', async ({ page, request }) => {
    // The identifiers come from the demo data and the Master's account lookup, never guessed.
    const seeded = buildDemoWorld().accounts.director;
    const master = await apiToken(request, demoEmail('master'));
    const byEgn = await api(request, master, 'identity.accountInfo', {
      query: {
        identifier: seeded.identificationNumber!,
        identifierKind: LoginIdentifierKind.IdentificationNumber,
      },
    });
    expect(byEgn.status).toBe(200);
    expect(byEgn.body.email).toBe(demoEmail('director'));
    const phone = byEgn.body.phone as string;
    const name = `${byEgn.body.firstName} ${byEgn.body.lastName}`;
    expect(phone).toBeTruthy();

    for (const [kind, identifier] of [
      ['ЕГН/ЛНЧ', seeded.identificationNumber!],
      ['Телефон', phone.replace(/^\+359/, '0')],
    ] as const) {
      await page.goto('/login');
      await page.getByTestId('login-kind').getByText(kind, { exact: true }).click();
      await page.getByTestId('login-identifier').fill(identifier);
      await page.getByTestId('login-password').fill(demoPassword);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('home-greeting')).toContainText(name);
      await signOut(page);
    }
  });

  test('five wrong passwords lock the sign-in; the Master unlocks it', async ({ page, request }) => {
    const account = await createTeacher(request, 'lock');
    await page.goto('/login');
    await page.getByTestId('login-identifier').fill(account.email);
    const error = page.getByTestId('login-error');
    const attempt = async (password: string) => {
      const reply = page.waitForResponse((r) => new URL(r.url()).pathname === apiPath('identity.login'));
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      return (await reply).status();
    };
    // One answer for a wrong password and a lock, so it tells nobody whether the account exists or is locked.
    const refusal =
      'Грешно потребителско име или парола. След 5 неуспешни опита входът спира за 15 минути; ако сте забравили паролата си, възстановете я.';
    for (let n = 1; n <= 5; n++) {
      expect(await attempt(`Greshna-${n}`)).toBe(401);
      await expect(error).toHaveText(refusal);
    }
    // Locked means locked: even the right password is refused now, with the same answer.
    expect(await attempt(account.password)).toBe(401);
    await expect(error).toHaveText(refusal);
    await expect(page).toHaveURL((url) => url.pathname === '/login');

    await signInAs(
      page,
      'master',
      `/admin/user/account?kind=0&identifier=${encodeURIComponent(account.email)}`,
    );
    await expect(page.getByTestId('account-name')).toHaveText('Тестов Учител');
    await expect(page.getByTestId('account-lock-info')).toContainText('5 неуспешни опита');
    await page.getByTestId('account-unlock').click();
    await expect(page.getByTestId('admin-message')).toContainText('е отключен');
    await expect(page.getByTestId('account-lock-none')).toBeVisible();
    await signOut(page);

    await signInWithEmail(page, account.email, account.password);
    await expect(page.getByTestId('home-greeting')).toContainText('Тестов Учител');
  });
});
