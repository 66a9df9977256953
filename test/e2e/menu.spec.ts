import { expect, test } from '@playwright/test';
import { pagePaths } from '../../web/src/app/page-paths';
import { type DemoRole, demoRoles, signInAs } from './support';

/**
 * The side menu by role: every entry each demo role sees when every page of the spec exists (spec "Side menu",
 * section 6 and ../shared/spec/menu-visibility.md, with the demo roles' default rights). An entry with
 * sub-entries is listed with them. The test expects exactly the entries whose pages exist now, so this table
 * stays the same while areas add their pages.
 */
const menuByRole: Record<DemoRole, string[]> = {
  director: [
    '/',
    '/notes',
    '/messages',
    '/calendar',
    '/polls',
    '/schedule',
    '/menu',
    '/attendances',
    '/attendances/management',
    '/attendances/applications',
    '/attendances/medical-notices',
    '/attendances/references',
    '/education-plan-topic',
    '/education-plan-topic/custom-themes',
    '/education-plan-topic/general-themes',
    // The year's plan (issue #30) and the lessons held, under the spec's /references.
    '/education-plan-topic/publishers/-/-/-',
    '/references/lecture-lessons',
    // The references' index (issue #32): `References` is the managers' right.
    '/references',
    '/kids',
    '/kids/records',
    '/kids/measurements',
    '/kids/portfolio',
    '/kids/export-certificate',
    '/educational-results',
    '/educational-results/records',
    '/educational-results/references',
    '/educational-results/templates',
    '/activities',
    '/activities/management',
    '/activities/groups',
    '/activities/applications',
    '/activities/attendances',
    '/activities/fees',
    '/activities/accounting',
    // „Надплатени суми“ (issue #25 point 1: a staff screen; a view of the accounting page, Payments update).
    '/activities/accounting?view=overpayments',
    '/activities/notifications',
    '/activities/preferences',
    '/activities/references',
    '/days-off',
    '/groups/management',
    '/staff',
    '/staff/pedagogical',
    '/staff/attendances',
    '/staff/meals',
    '/staff/members-substitution',
    '/staff/references/attendances',
    '/parents/management',
    '/kitchen',
    '/kitchen/menu',
    '/kitchen/recipes',
    '/storage',
    '/storage/products',
    '/storage/warehouses',
    '/storage/stock',
    '/storage/stock-availability',
    '/storage/requests',
    '/storage/suppliers-requests',
    '/storage/suppliers',
    '/storage/manufacturers',
    '/storage/scrappings',
    '/storage/calculations',
    '/storage/references',
    '/administration',
    '/administration/books',
    '/administration/documents',
    '/administration/inventory',
    '/administration/qualification-activities',
    '/administration/weekly-schedule',
    '/administration/export-classbook',
    '/platform/groups',
    '/platform/settings',
    '/platform/settings/school-years',
    '/platform/settings/lock',
    '/platform/settings/configuration',
    '/platform/settings/subjects',
    '/platform/settings/invoices',
    '/platform/settings/neispuo',
    // Where the kindergarten fees are turned on (issue #33); the module's own entries hide while it is off.
    '/platform/settings/fees-types_depricated',
    '/platform/settings/database',
    '/platform/help',
    '/platform/about',
  ],
  teacher: [
    '/',
    '/notes',
    '/messages',
    '/calendar',
    '/polls',
    '/schedule',
    '/menu',
    '/attendances',
    '/attendances/management',
    '/attendances/applications',
    '/attendances/medical-notices',
    '/attendances/references',
    '/education-plan-topic',
    '/education-plan-topic/custom-themes',
    '/education-plan-topic/general-themes',
    // The year's plan (issue #30) and the lessons held, under the spec's /references.
    '/education-plan-topic/publishers/-/-/-',
    '/references/lecture-lessons',
    '/kids',
    '/kids/records',
    '/kids/measurements',
    '/kids/portfolio',
    '/kids/export-certificate',
    '/educational-results',
    '/educational-results/records',
    '/educational-results/references',
    '/educational-results/templates',
    '/activities',
    '/activities/management',
    '/activities/groups',
    '/activities/attendances',
    '/days-off',
    '/groups/management',
    '/staff',
    '/staff/pedagogical',
    '/parents/management',
    // The days their groups eat (issue #35) and the council's book they read (issue #29).
    '/storage',
    '/storage/calculations',
    '/administration',
    '/administration/books',
    '/administration/export-classbook',
    '/platform/help',
    '/platform/about',
  ],
  parent: [
    '/',
    '/notes',
    '/messages',
    '/calendar',
    '/polls',
    '/schedule',
    '/menu',
    '/attendances',
    '/attendances/management',
    '/attendances/applications',
    '/attendances/medical-notices',
    '/kids',
    '/kids/portfolio',
    '/educational-results',
    '/educational-results/records',
    '/activities',
    // Their enrolment and removal requests (the staff's approval list is the same page).
    '/activities/applications',
    '/activities/parents/attendances',
    '/activities/parents/fees',
    '/activities/parents/providers',
    '/parents-fees',
    '/parent-child-application',
    '/platform/help',
    '/platform/about',
  ],
  mon: ['/', '/administrative-references', '/platform/help', '/platform/about'],
  municipality: [
    '/',
    '/administrative-references',
    '/platform/settings',
    '/platform/settings/lock',
    '/platform/help',
    '/platform/about',
  ],
  administrator: [] /* as the director: filled below */,
  master: [
    '/',
    '/platform/help',
    '/platform/about',
    '/admin/kindergartens',
    '/admin/user',
    '/admin/user/account',
    '/admin/user/activation',
    '/admin/user/info',
    '/admin/user/mon',
    '/admin/user/municipal',
    '/admin/messages',
    '/admin/messages/dashboard',
    '/admin/messages/real-time',
    '/admin/days-off',
    '/admin/activities',
    '/admin/activities/activities',
    '/admin/activities/providers',
    '/admin/education-plan-topic',
    '/admin/education-plan-topic/publishers',
    '/admin/education-plan-topic/subject-topics',
    '/admin/products',
    '/admin/products/list',
    '/admin/products/categories',
    '/admin/products/allergens',
    '/admin/products/substitutions',
    '/admin/recipes',
    '/admin/recipes/list',
    '/admin/recipes/recipe-books',
    '/admin/templates',
    '/admin/templates/books',
    '/admin/templates/educational-results',
    '/admin/books/prefixes',
    '/admin/portfolios',
    '/admin/portfolios/background',
    '/admin/portfolios/templates',
    '/admin/neispuo/attendances',
  ],
  'resource-specialist': [
    '/references/lecture-lessons',
    '/',
    '/notes',
    '/messages',
    '/calendar',
    '/polls',
    '/schedule',
    '/menu',
    '/attendances',
    '/attendances/management',
    '/kids',
    '/kids/records',
    '/kids/portfolio',
    '/educational-results',
    '/educational-results/records',
    '/educational-results/references',
    '/educational-results/templates',
    '/days-off',
    '/groups/management',
    '/staff',
    '/staff/pedagogical',
    '/platform/help',
    '/platform/about',
  ],
  manciple: [
    '/',
    '/notes',
    '/messages',
    '/calendar',
    '/polls',
    '/menu',
    '/attendances',
    '/attendances/management',
    '/days-off',
    '/groups/management',
    '/staff',
    '/staff/meals',
    '/kitchen',
    '/kitchen/menu',
    '/kitchen/recipes',
    '/storage',
    '/storage/products',
    '/storage/warehouses',
    '/storage/stock',
    '/storage/stock-availability',
    '/storage/requests',
    '/storage/suppliers-requests',
    '/storage/suppliers',
    '/storage/manufacturers',
    '/storage/scrappings',
    '/storage/calculations',
    '/storage/references',
    '/platform/help',
    '/platform/about',
  ],
};
// Director and Administrator have the same default rights (docs/permissions.md).
menuByRole.administrator = [...menuByRole.director];

/** Entries whose page is spelled differently in the spec's route table. */
const pageOf: Record<string, string> = {
  '/education-plan-topic/general-themes': '/education-plan-topic/general-themes/{id?}',
  '/activities/accounting?view=overpayments': '/activities/accounting',
  '/education-plan-topic/publishers/-/-/-':
    '/education-plan-topic/publishers/{publisherId?}/{classId?}/{classSubjectId}',
};
const pages = new Set(pagePaths);
const hasPage = (to: string) => pages.has(pageOf[to] ?? to);

/** What the menu shows today: leaves whose page exists, and parents with at least one such leaf. */
function expectedNow(entries: string[]): string[] {
  const isParent = (to: string) => to !== '/' && entries.some((e) => e.startsWith(`${to}/`));
  return entries.filter((to) =>
    isParent(to) ? entries.some((e) => e.startsWith(`${to}/`) && !isParent(e) && hasPage(e)) : hasPage(to),
  );
}

test.describe('the side menu by role', () => {
  for (const role of demoRoles) {
    test(`${role} sees exactly its entries`, async ({ page }) => {
      await signInAs(page, role);
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expect(page.getByTestId('menu-item-/')).toBeVisible();
      // A closed group's entries are rendered by React in a hidden Activity at idle priority: poll for them.
      const shown = () =>
        page
          .getByTestId('side-menu')
          .locator('[data-testid^="menu-item-"]')
          .evaluateAll((els) =>
            els
              .map((e) => e.getAttribute('data-testid')!.slice('menu-item-'.length))
              // The partners' entries of the resources menu come from the data (resources-help.spec.ts).
              .filter((to) => !to.startsWith('/resources/'))
              .sort(),
          );
      await expect.poll(shown).toEqual(expectedNow(menuByRole[role]).sort());
    });
  }

  test('an entry with sub-entries opens on its pages and toggles on click; the header collapses the menu', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/platform/help');
    const help = page.getByTestId('menu-item-/platform/help');
    await expect(help).toHaveAttribute('aria-current', 'page');
    const settings = page.getByTestId('menu-item-/platform/settings');
    if ((await settings.count()) > 0) {
      const schoolYears = page.getByTestId('menu-item-/platform/settings/school-years');
      await expect(schoolYears).toBeHidden();
      await settings.click();
      await expect(schoolYears).toBeVisible();
      await settings.click();
      await expect(schoolYears).toBeHidden();
      await settings.click();
      await schoolYears.click();
      await expect(page).toHaveURL((url) => url.pathname === '/platform/settings/school-years');
      await expect(schoolYears).toHaveAttribute('aria-current', 'page');
    }
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('side-menu')).not.toBeInViewport();
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('side-menu')).toBeInViewport();
  });
});
