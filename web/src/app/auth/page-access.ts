import type { MenuItemDef } from '../layout/menu-items';
import { menuSections } from '../layout/menu-sections';
import { allowedFor, isWithin, type MenuContext } from '../layout/menu-visibility';

/**
 * Who may open a page: the same rules that decide whether the side menu shows its entry (menu-items.ts),
 * so a page the menu hides for a role is refused to that role when typed or bookmarked. The most specific
 * entries whose path is the page's or contains it decide, each with the branches it sits in: the lock page
 * by the `/platform/settings/lock` entry, `/admin/kindergartens/{id}` by `/admin/kindergartens`, and
 * `/references/lecture-lessons` by its own entry, not by the managers' `/references` index. A page under no
 * entry (profile, `/messages/create` under "Съобщения" aside) is open to every signed-in user. The API
 * still checks every call: this spares the user a page that cannot load.
 */
export function mayOpenPage(pathname: string, user: Pick<MenuContext, 'role' | 'access'>): boolean {
  const ctx: MenuContext = { ...user, pages: new Set() };
  const matches: { to: string; allowed: boolean }[] = [];
  const walk = (items: readonly MenuItemDef[], branchAllowed: boolean) => {
    for (const item of items) {
      const allowed = branchAllowed && allowedFor(item, ctx);
      if (isWithin(pathname, item.to)) matches.push({ to: item.to, allowed });
      walk(item.children ?? [], allowed);
    }
  };
  for (const section of menuSections) walk(section.items, true);
  const longest = Math.max(0, ...matches.map((m) => m.to.length));
  return matches.filter((m) => m.to.length === longest).every((m) => m.allowed);
}
