import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LoginIdentifierKind, Role, routeById } from '@gradina/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoEmail, demoPassword } from './support';

/**
 * What the account spec files share: unique addresses per run, typed calls of manifest routes through
 * Playwright's request context, the local outbox (/dev/outbox) and its links followed in the browser.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
export const newEmail = (tag: string) => `e2e-${tag}-${run}-${++counter}@test.gradina.bg`;
export const newPassword = 'Nova-Parola-2026';

interface CallArgs {
  path?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** A call by route id (the manifest gives method and path), with or without a token. */
export async function api(
  request: APIRequestContext,
  token: string | undefined,
  id: string,
  args: CallArgs = {},
) {
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

export async function apiToken(request: APIRequestContext, identifier: string, password = demoPassword) {
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

export async function mailOnDisk(to: string, subject: RegExp): Promise<OutboxMail> {
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
export async function openMail(page: Page, to: string, subject: RegExp) {
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
export async function followMailLink(page: Page, pathPrefix: string): Promise<string> {
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
export async function createTeacher(request: APIRequestContext, tag: string) {
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

export async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByTestId('login-form')).toBeVisible();
}
