import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { IdentifierType, LoginIdentifierKind, Role, routeById } from '@gradina/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import { invalidLinkText, recoverySentText } from '../../web/src/features/identity/account-forms';
import { apiPath, demoEmail, demoPassword, signInAs, signInWithEmail } from './support';

/**
 * The account flows as a user meets them: e-mails are read in the local outbox (/dev/outbox) and their links
 * followed in the browser. Every test makes its own accounts with unique addresses, so the demo accounts'
 * passwords never change and the tests do not depend on each other.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
const newEmail = (tag: string) => `e2e-${tag}-${run}-${++counter}@test.gradina.bg`;
const newPassword = 'Nova-Parola-2026';

interface CallArgs {
  path?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** A call by route id (the manifest gives method and path), with or without a token. */
async function api(request: APIRequestContext, token: string | undefined, id: string, args: CallArgs = {}) {
  const route = routeById.get(id);
  if (!route) throw new Error(`no route ${id}`);
  let url = route.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(args.path?.[k] ?? ''));
  if (args.query)
    url += `?${new URLSearchParams(Object.entries(args.query).map(([k, v]) => [k, String(v)]))}`;
  const reply = await request.fetch(url, {
    method: route.method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(args.body === undefined ? {} : { data: args.body }),
  });
  const text = await reply.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: reply.status(), body: body as Record<string, unknown> };
}

async function apiToken(request: APIRequestContext, identifier: string, password = demoPassword) {
  const reply = await api(request, undefined, 'identity.login', {
    body: { identifier, password, identifierKind: LoginIdentifierKind.Email },
  });
  expect(reply.status, `sign-in of ${identifier}`).toBe(200);
  return reply.body.token as string;
}

/**
 * The local outbox on disk (the e2e cloud's DATA_DIR is .test-data/e2e-<port>). The outbox page parses every mail file
 * on each request and a file still being written breaks it, so the tests first wait here, tolerating such a
 * file, until the mail they expect is complete and no other is half-written; only then does a page open it.
 */
const outboxDir = path.resolve(
  import.meta.dirname,
  `../../.test-data/e2e-${process.env.E2E_PORT ?? 3100}/outbox`,
);

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

async function mailOnDisk(to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = undefined;
        const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith('.json')) : [];
        const mails: OutboxMail[] = [];
        for (const f of files.sort().reverse()) {
          const file = path.join(outboxDir, f);
          try {
            mails.push(JSON.parse(readFileSync(file, 'utf8')) as OutboxMail);
          } catch {
            // A mail being written: look again (a file broken for longer is not being written).
            if (Date.now() - statSync(file).mtimeMs < 5_000) return undefined;
          }
        }
        found = mails.find((m) => m.to === to && subject.test(m.subject));
        return found?.id;
      },
      { message: `a mail to ${to} about ${subject}`, timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toBeTruthy();
  return found!;
}

/** Set-up only: the link under `linkPath` in the newest mail to `to` whose subject matches. */
async function mailLink(to: string, subject: RegExp, linkPath: string): Promise<string> {
  const mail = await mailOnDisk(to, subject);
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((u) =>
    new URL(u).pathname.startsWith(linkPath),
  );
  expect(link, `a ${linkPath} link in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** Opens the newest mail to `to` with that subject in the outbox page, as a user would. */
async function openMail(page: Page, to: string, subject: RegExp) {
  await mailOnDisk(to, subject);
  await page.goto('/dev/outbox');
  await page
    .getByTestId('mail-row')
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByTestId('mail-subject')).toHaveText(subject);
}

/** Follows the mail's link that leads to `pathPrefix`, as a click would. */
async function followMailLink(page: Page, pathPrefix: string): Promise<string> {
  const link = page.locator(`[data-testid="mail-link"][href*="${pathPrefix}"]`).first();
  const href = await link.getAttribute('href');
  expect(href, `a ${pathPrefix} link in the mail`).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(pathPrefix));
  return href!;
}

/**
 * A new, active teacher account of the demo kindergarten: the demo director invites it and the activation link
 * from the outbox is used through the API (set-up, not the flow under test).
 */
async function createTeacher(request: APIRequestContext, tag: string) {
  const email = newEmail(tag);
  const director = await apiToken(request, demoEmail('director'));
  const invited = await api(request, director, 'identity.inviteUser', {
    body: { email, firstName: 'Тестов', lastName: 'Учител', userType: Role.Teacher },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const link = await mailLink(email, /Покана/, '/account-activation/');
  const token = new URL(link).pathname.split('/').pop()!;
  const activated = await api(request, undefined, 'identity.activateAccount', {
    body: { token, password: newPassword },
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return { email, password: newPassword };
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByTestId('login-form')).toBeVisible();
}

test.describe('accounts', () => {
  test('password recovery through the mail, once per link', async ({ page, request }) => {
    const account = await createTeacher(request, 'recovery');

    await page.goto('/login');
    await page.getByTestId('login-identifier').fill(account.email);
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login/reset');
    // The address typed on the sign-in page comes along.
    await expect(page.getByTestId('reset-email')).toHaveValue(account.email);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-sent')).toHaveText(recoverySentText);

    // An address without an account gets the very same answer.
    await page.goto('/login/reset');
    await page.getByTestId('reset-email').fill(newEmail('nobody'));
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-sent')).toHaveText(recoverySentText);

    await openMail(page, account.email, /Възстановяване на парола/);
    const link = await followMailLink(page, '/password-recovery/');
    await expect(page.getByTestId('recovery-account')).toContainText(account.email);

    // The spec's password rule, checked before asking the server.
    await page.getByTestId('new-password').fill('samomalki1');
    await page.getByTestId('new-password-confirm').fill('druga');
    await page.getByTestId('new-password-submit').click();
    await expect(
      page.getByText(
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
      ),
    ).toBeVisible();
    await expect(page.getByText('Паролите не съвпадат')).toBeVisible();

    const chosen = 'Druga-Parola-77';
    await page.getByTestId('new-password').fill(chosen);
    await page.getByTestId('new-password-confirm').fill(chosen);
    await page.getByTestId('new-password-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('login-notice')).toHaveText(
      'Паролата е сменена. Влезте с новата си парола.',
    );
    await expect(page.getByTestId('login-identifier')).toHaveValue(account.email);

    // The old password no longer works, the new one does.
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.getByTestId('login-password').fill(chosen);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-greeting')).toContainText('Тестов Учител');

    // The link was used: opened again, it is refused with the server's words.
    await signOut(page);
    await page.goto(link);
    await expect(page.getByTestId('recovery-invalid')).toHaveText(invalidLinkText);
    await expect(page.getByTestId('new-password-form')).toHaveCount(0);
    await expect(page.getByTestId('link-new-recovery')).toHaveAttribute('href', '/login/reset');
  });

  test('an МОН account invited by the Master activates through the mail and signs in', async ({ page }) => {
    const email = newEmail('mon');
    await signInAs(page, 'master', '/admin/user/mon');
    await page.getByTestId('mon-invite').click();
    const form = page.getByTestId('mon-invite-form');
    await form.getByTestId('mon-invite-form-submit').click();
    await expect(form.getByText('Полето "Име" е задължително')).toBeVisible();
    await form.getByTestId('mon-invite-form-first-name').fill('Павлина');
    await form.getByTestId('mon-invite-form-last-name').fill('Методиева');
    await form.getByTestId('mon-invite-form-email').fill(email);
    await form.getByTestId('mon-invite-form-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText(`Поканата е изпратена на ${email}.`);
    const row = page.getByTestId('mon-accounts-row').filter({ hasText: email });
    await expect(row).toContainText('Павлина Методиева');
    await expect(row.getByTestId('account-status')).toHaveText('Чака активиране');

    await signOut(page);
    await openMail(page, email, /Покана/);
    await followMailLink(page, '/account-activation/');
    await expect(page.getByTestId('activation-account')).toContainText('Павлина Методиева');
    await expect(page.getByTestId('activation-account')).toContainText('служител на МОН');
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('new-password-confirm').fill(newPassword);
    await page.getByTestId('new-password-submit').click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('login-notice')).toContainText('Профилът ви е активиран');
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-greeting')).toContainText('Павлина Методиева');
  });

  test("a mail's unsubscribe link stops the notifications", async ({ page, request }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByTestId('unsubscribe-error')).toContainText('Връзката за отписване е непълна');
    await page.goto('/unsubscribe/not-a-signed-address');
    await expect(page.getByTestId('unsubscribe-error')).toHaveText('Връзката за отписване е невалидна.');

    const account = await createTeacher(request, 'unsubscribe');
    await openMail(page, account.email, /Покана/);
    const link = page.locator('[data-testid="mail-link"][href*="/unsubscribe/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    // A dot would make the static site (and CloudFront) look for a file: the token must carry none.
    expect(new URL(href).pathname).not.toContain('.');
    await link.click();
    await expect(page.getByTestId('unsubscribe-done')).toContainText('Отписахте се');
  });

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

  test('the Master invites a kindergarten director, who activates through the mail', async ({ page }) => {
    const email = newEmail('director');
    const sofia = buildDemoWorld().kindergartens.sofia;
    await signInAs(page, 'master', '/admin/user/activation');
    const form = page.getByTestId('invite-admin-form');
    await form.getByTestId('invite-admin-kindergarten').fill(sofia.id);
    await form.getByTestId('invite-admin-first-name').fill('Десислава');
    await form.getByTestId('invite-admin-last-name').fill('Директорова');
    await form.getByTestId('invite-admin-email').fill(email);
    await form.getByTestId('invite-admin-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText(`Поканата е изпратена на ${email}.`);
    await signOut(page);

    await openMail(page, email, /Покана/);
    await followMailLink(page, `/admin-account-activation/`);
    expect(new URL(page.url()).pathname.endsWith(`/${sofia.id}`)).toBe(true);
    await expect(page.getByTestId('activation-account')).toContainText(`директор в „${sofia.name}“`);
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('new-password-confirm').fill(newPassword);
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('login-notice')).toBeVisible();
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('home-greeting')).toContainText('Десислава Директорова');
    await expect(page.getByTestId('home-kindergarten-name')).toHaveText(sofia.name);
  });

  test('the Master finds an account, edits it, mails a new password and deactivates it', async ({
    page,
    request,
  }) => {
    const account = await createTeacher(request, 'master');
    const renamed = newEmail('renamed');
    await signInAs(page, 'master', '/admin/user/account');
    await page.getByTestId('account-search-identifier').fill(account.email);
    await page.getByTestId('account-search-submit').click();
    await expect(page.getByTestId('account-name')).toHaveText('Тестов Учител');
    await expect(page.getByTestId('account-status')).toHaveText('Активен');
    await expect(page.getByTestId('account-kindergarten-row')).toContainText('Учител');
    await expect(page.getByTestId('account-lock-none')).toBeVisible();

    await page.getByTestId('account-reset-password').click();
    await expect(page.getByTestId('admin-message')).toContainText(
      `Писмо с връзка за нова парола е изпратено на ${account.email}.`,
    );
    await mailOnDisk(account.email, /Възстановяване на парола/);

    // Names and e-mail on the info page; the search follows the new e-mail.
    await page.goto(`/admin/user/info?kind=0&identifier=${encodeURIComponent(account.email)}`);
    await page.getByTestId('info-first-name').fill('Преименуван');
    await page.getByTestId('info-email').fill(renamed);
    await page.getByTestId('info-save').click();
    await expect(page.getByTestId('admin-message')).toHaveText('Данните на профила са запазени.');
    await expect(page.getByTestId('account-name')).toHaveText('Преименуван Учител');
    await expect(page.getByTestId('account-email')).toHaveText(renamed);

    await page.goto(`/admin/user/activation?kind=0&identifier=${encodeURIComponent(renamed)}`);
    await page.getByTestId('activation-deactivate').click();
    await expect(page.getByTestId('account-status')).toHaveText('Деактивиран');
    expect(
      (
        await api(request, undefined, 'identity.login', {
          body: { identifier: renamed, password: account.password, identifierKind: 0 },
        })
      ).status,
    ).toBe(401);
    await page.getByTestId('activation-staff').click();
    await expect(page.getByTestId('account-status')).toHaveText('Активен');
    await apiToken(request, renamed, account.password);
  });

  test('the Master invites a municipality account with its municipality and edits it', async ({ page }) => {
    const email = newEmail('municipal');
    await signInAs(page, 'master', '/admin/user/municipal');
    await page.getByTestId('municipal-invite').click();
    const form = page.getByTestId('municipal-invite-form');
    await form.getByTestId('municipal-invite-form-first-name').fill('Огнян');
    await form.getByTestId('municipal-invite-form-last-name').fill('Общински');
    await form.getByTestId('municipal-invite-form-email').fill(email);
    await form.getByTestId('municipal-invite-form-submit').click();
    await expect(form.getByText('Полето "Община" е задължително')).toBeVisible();
    await form.getByTestId('municipal-invite-form-municipality').fill('Айтос');
    await page.getByRole('option', { name: /^Айтос/ }).click();
    await form.getByTestId('municipal-invite-form-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText(`Поканата е изпратена на ${email}.`);
    const row = page.getByTestId('municipal-accounts-row').filter({ hasText: email });
    await expect(row).toContainText('Айтос');

    await row.getByTestId('municipal-edit').click();
    const edit = page.getByTestId('municipal-edit-form');
    await expect(edit.getByTestId('municipal-edit-form-first-name')).toHaveValue('Огнян');
    await edit.getByTestId('municipal-edit-form-municipality').fill('Аксаково');
    await page.getByRole('option', { name: /^Аксаково/ }).click();
    await edit.getByTestId('municipal-edit-form-submit').click();
    await expect(page.getByTestId('admin-message')).toHaveText('Промените са запазени.');
    await expect(row).toContainText('Аксаково');
  });

  test('the account pages pass axe (WCAG 2.1 AA)', async ({ page, request }) => {
    // Shell pages: only the page's own content (the header belongs to the shell's tests).
    const expectAccessible = async (scope?: string) => {
      const builder = new AxeBuilder({ page });
      if (scope) builder.include(`[data-testid="${scope}"]`);
      const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        result.violations.map(
          (v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    };
    await page.goto('/login/reset');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Полето "Имейл" е задължително')).toBeVisible();
    await expectAccessible();
    await page.goto('/registration-parents');
    await page.getByTestId('registration-submit').click();
    await expect(page.getByText('Полето "Родство" е задължително')).toBeVisible();
    await expectAccessible();
    await page.goto(`/account-activation/2/${'x'.repeat(43)}`);
    await expect(page.getByTestId('activation-invalid')).toBeVisible();
    await expectAccessible();

    // A pending request, so the list has a row with its status.
    const demo = buildDemoWorld();
    const child = demo.children.find((c) => c.kindergartenId === demo.kindergartens.main.id)!;
    const registered = await api(request, undefined, 'identity.registerParent', {
      body: {
        firstName: 'Достъпна',
        lastName: 'Заявка',
        email: newEmail('axe'),
        phone: '0888111222',
        password: newPassword,
        childIdentifierType: child.identifierType,
        childIdentifier: child.identifier,
        kindergartenId: demo.kindergartens.main.id,
      },
    });
    expect(registered.status).toBe(200);
    await signInAs(page, 'director', '/parents/registration-parents');
    await expect(page.getByTestId('registration-link')).toBeVisible();
    await expect(page.getByTestId('registrations-row').filter({ hasText: 'Достъпна Заявка' })).toBeVisible();
    await expectAccessible('registrations-page');
    await signInAs(
      page,
      'master',
      `/admin/user/account?kind=0&identifier=${encodeURIComponent(demoEmail('parent'))}`,
    );
    await expect(page.getByTestId('account-children')).toBeVisible();
    await expectAccessible('admin-account-page');
    await page.goto('/admin/user/municipal');
    await expect(
      page.getByTestId('municipal-accounts').or(page.getByTestId('municipal-accounts-empty')),
    ).toBeVisible();
    await expectAccessible('admin-municipal-page');
  });
});
