import AxeBuilder from '@axe-core/playwright';
import { routeById } from '@gradina/shared';
import { expect, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../web/src/api/session-key';

/** The demo director of the seeded data (infra/local/demo): every role has `<role>@demo.gradina.bg`. */
export const director = { email: 'director@demo.gradina.bg', password: 'Gradina2026' };

/** An API path from the route manifest, so the tests never spell one by hand. */
export function apiPath(id: string): string {
  const route = routeById.get(id);
  if (!route) throw new Error(`no route ${id} in the manifest`);
  return route.path;
}

/** The access token the SPA keeps in localStorage. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
}

export interface UserData {
  firstName: string;
  lastName: string;
  email: string | null;
  kindergartens: { name: string; isSelected: boolean }[];
}

/** The signed-in user as the API describes it, read with the page's own token. */
export async function userDataOf(page: Page): Promise<UserData> {
  const token = await storedToken(page);
  expect(token, 'the SPA keeps a token after sign-in').toBeTruthy();
  const reply = await page.request.get(apiPath('identity.userData'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as UserData;
}

/** Fills and sends the sign-in form with an e-mail identifier. */
export async function signInWithEmail(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByTestId('login-kind').getByText('Имейл', { exact: true }).click();
  await page.getByTestId('login-identifier').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The demo roles: every one signs in as `<role>@demo.gradina.bg` with the demo password. */
export const demoRoles = [
  'director',
  'teacher',
  'parent',
  'mon',
  'municipality',
  'administrator',
  'master',
  'resource-specialist',
  'manciple',
] as const;
export type DemoRole = (typeof demoRoles)[number];
export const demoPassword = 'Gradina2026';
export const demoEmail = (role: DemoRole) => `${role}@demo.gradina.bg`;

/**
 * Signs in through the API and hands the token to the SPA, then opens `path`: for tests about what comes
 * after the sign-in page (the sign-in form itself is covered by auth.spec.ts). Each call is a new session.
 */
export async function signInAs(page: Page, role: DemoRole, path = '/'): Promise<string> {
  const reply = await page.request.post(apiPath('identity.login'), {
    data: { identifier: demoEmail(role), password: demoPassword, identifierKind: 0 },
  });
  expect(reply.status(), `sign-in of ${role}`).toBe(200);
  const { token } = (await reply.json()) as { token: string };
  await page.goto('/under-maintenance');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  await page.goto(path);
  return token;
}

/** A signed-in API call with the page's token, for setting up and restoring state. */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const token = await storedToken(page);
  const reply = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const text = await reply.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: reply.status(), body };
}

/** WCAG 2.1 A and AA, colour contrast included (as a11y.spec.ts checks the sign-in and home pages). */
export async function expectAccessible(page: Page): Promise<void> {
  await transitionsSettled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const problems = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
  );
  expect(problems).toEqual([]);
}

/**
 * Waits for CSS transitions to end (a button fading in, a modal sliding), since axe measures an element's
 * colours as they are at that instant and a half-faded one fails the contrast check it passes at rest.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 20; round++) {
      await frames();
      const running = document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition && a.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}
