import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { routeById } from '../../shared/src/manifest/index';

/** The demo roles of the seeded data (infra/local/demo): each signs in as `<role>@demo.gradina.bg`. */
const roles = [
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

/** Every role's home page: the shell call and the home call (issue #27). */
export const homeRequestBudget = 2;

export interface HomeRequests {
  role: string;
  requests: string[];
}

/** Paths of the routes that are not the home page's reads: the sign-in itself and the WebSocket ticket. */
const notCounted = ['identity.login', 'identity.realtimeTicket'].map((id) =>
  routeById.get(id)!.path.toLowerCase(),
);

/**
 * The API requests the built SPA makes after a sign-in through its form, per demo role: Debian's Chromium
 * (as test/e2e uses it) opens the local cloud's site, signs in, and every `/api/` request from then until
 * the network is idle and the greeting shows is counted (the sign-in and the WebSocket ticket are not).
 */
export async function homeRequests(baseUrl: string, password: string): Promise<HomeRequests[]> {
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install chromium');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const out: HomeRequests[] = [];
  try {
    for (const role of roles) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'bg-BG',
        timezoneId: 'Europe/Sofia',
      });
      const page = await context.newPage();
      await page.goto('/login');
      const requests: string[] = [];
      let signedIn = false;
      let inFlight = 0;
      let lastActivity = Date.now();
      const settle = () => {
        inFlight--;
        lastActivity = Date.now();
      };
      page.on('request', (r) => {
        inFlight++;
        lastActivity = Date.now();
        const url = new URL(r.url());
        if (!url.pathname.toLowerCase().startsWith('/api/')) return;
        const counted = !notCounted.includes(url.pathname.toLowerCase());
        if (signedIn && counted) requests.push(`${r.method()} ${url.pathname}${url.search}`);
      });
      page.on('requestfinished', (r) => {
        if (new URL(r.url()).pathname.toLowerCase() === notCounted[0]) signedIn = true;
        settle();
      });
      page.on('requestfailed', settle);
      await page.getByTestId('login-kind').getByText('Имейл', { exact: true }).click();
      await page.getByTestId('login-identifier').fill(`${role}@demo.gradina.bg`);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('home-greeting').waitFor({ timeout: 60_000 });
      // Idle: nothing in flight for a second (the WebSocket is no request and stays open).
      while (inFlight > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
      out.push({ role, requests });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const over = out.filter((r) => r.requests.length > homeRequestBudget);
  if (over.length > 0)
    throw new Error(
      `More than ${homeRequestBudget} API requests after sign-in: ${over.map((r) => `${r.role} ${r.requests.length}`).join(', ')}`,
    );
  return out;
}
