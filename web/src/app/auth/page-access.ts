import type { MenuItemDef } from '../layout/menu-items';
import { menuSections } from '../layout/menu-sections';
import { allowedFor, isWithin, type MenuContext } from '../layout/menu-visibility';

/**
 * Who may open a page: the same rules that decide whether the side menu shows its entry (menu-items.ts),
 * so a page the menu hides for a role is refused to that role when typed or bookmarked. Every menu entry
 * whose path is the page's or contains it applies (`/platform/settings` and `/platform/settings/lock` for the
 * lock page; `/admin/kindergartens` for `/admin/kindergartens/{id}`); a page under no entry (profile,
 * `/messages/create` under "Съобщения" aside) is open to every signed-in user. The API still checks every
 * call: this spares the user a page that cannot load.
 */
export function mayOpenPage(pathname: string, user: Pick<MenuContext, 'role' | 'access'>): boolean {
  const ctx: MenuContext = { ...user, pages: new Set() };
  const allowed = (items: readonly MenuItemDef[]): boolean =>
    items.every((item) => {
      if (!isWithin(pathname, item.to)) return true;
      return allowedFor(item, ctx) && allowed(item.children ?? []);
    });
  return menuSections.every((section) => allowed(section.items));
}
