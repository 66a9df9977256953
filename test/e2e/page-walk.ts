import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Role } from '@gradina/shared';
import { expect, type Page } from '@playwright/test';
import type { AccessEntry } from '../../web/src/app/auth/permissions';
import { menuSections } from '../../web/src/app/layout/menu-sections';
import { type VisibleMenuItem, visibleMenu } from '../../web/src/app/layout/menu-visibility';
import { pagePaths } from '../../web/src/app/page-paths';
import { apiPath, storedToken } from './support';

/** The header's user menu leads every role to its profile: a main page that is not in the side menu. */
const headerPages = ['/profile'];

/**
 * The main pages a signed-in role reaches from its menus: the side menu's leaves as the SPA computes them from
 * the menu definition (menu-sections.ts), the role's rights from the user data and the pages the app has
 * (page-paths.ts). New pages and menu entries are walked as soon as they exist, with no list to keep here.
 */
export async function menuPagesOf(page: Page): Promise<string[]> {
  const token = await storedToken(page);
  const reply = await page.request.get(apiPath('identity.userData'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  const user = (await reply.json()) as { userType: Role; access: AccessEntry[] };
  const sections = visibleMenu(menuSections, {
    role: user.userType,
    access: user.access,
    pages: new Set(pagePaths),
  });
  const leaves: string[] = [];
  const walk = (items: readonly VisibleMenuItem[]) => {
    for (const i of items) {
      if (i.children) walk(i.children);
      else leaves.push(i.to);
    }
  };
  for (const s of sections) walk(s.items);
  return [...leaves, ...headerPages];
}

/**
 * Waits until the page shows its content: the shell's main area is there and nothing in it says it is still
 * loading (the lazy page's loader, a list's "Зареждане…", the route change's overlay).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('#main-content [role="status"]:has(.mantine-Loader-root)')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/** How far the document is wider than the window (0 when nothing scrolls sideways), and what sticks out. */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const by = document.documentElement.scrollWidth - width;
    if (by <= 0) return { by, culprits: [] };
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 1 || r.width === 0) continue;
      // Only the outermost element that sticks out: its children say nothing new.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue;
      const id = el.getAttribute('data-testid') ?? el.className.toString().split(' ')[0] ?? '';
      culprits.push(`${el.tagName.toLowerCase()}${id ? `.${id}` : ''} (right ${Math.round(r.right)})`);
      if (culprits.length >= 5) break;
    }
    return { by, culprits };
  });
}

/**
 * The sideways overflow once the layout has followed the window: after a resize (the walk widens the page for
 * axe, then narrows it for the next address) Mantine's media queries answer a few frames later, and until
 * then the page still has its desktop layout at 390 px. Polled for up to 5 s, so only an overflow that lasts
 * is reported.
 */
export async function lastingOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  let overflow = await sidewaysOverflow(page);
  for (let tries = 0; overflow.by > 0 && tries < 20; tries++) {
    await page.waitForTimeout(250);
    overflow = await sidewaysOverflow(page);
  }
  return overflow;
}

/**
 * Opens a page the way the menu's links do, inside the running app (the router follows the history), which
 * costs a fraction of a full load; the shell and the session stay as they are.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A menu entry may name a view of a page by its query (`/activities/accounting?view=overpayments`).
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe findings (WCAG 2.1 A and AA, colour contrast included) on what the page shows
 * now, one line each; `within` limits the check to a part of the page. axe is loaded once per document and run
 * in the page itself: AxeBuilder loads it again and finishes every run in a blank page of its own, several
 * times slower over a hundred pages. label-content-name-mismatch is experimental in axe, so off by default;
 * the first walk through the screens found it on every page.
 */
export async function seriousAxeProblems(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`,
      );
  }, within);
}
