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
