import type { Resource, Role } from '@gradina/shared';
import { type AccessEntry, hasRight } from '../auth/permissions';
import type { MenuItemDef, MenuSectionDef } from './menu-items';

export interface MenuContext {
  role: Role;
  access: readonly AccessEntry[];
  /** The pages the app has (`pagePaths`), spelled as in the spec's route table. */
  pages: ReadonlySet<string>;
}

export interface VisibleMenuItem {
  label: string;
  to: string;
  badge?: MenuItemDef['badge'];
  children?: VisibleMenuItem[];
}

export interface VisibleMenuSection {
  id: MenuSectionDef['id'];
  title?: string;
  items: VisibleMenuItem[];
}

/** The role rule and the right of one entry, without looking at its page or its children. */
export function allowedFor(
  item: Pick<MenuItemDef, 'only' | 'hiddenFor' | 'resource' | 'orResource' | 'action'>,
  ctx: MenuContext,
): boolean {
  if (item.only && !item.only.includes(ctx.role)) return false;
  if (item.hiddenFor?.includes(ctx.role)) return false;
  const may = (resource: Resource) => hasRight(ctx.access, resource, item.action ?? 'read');
  if (item.resource && !may(item.resource) && !(item.orResource && may(item.orResource))) return false;
  return true;
}

function visibleItem(item: MenuItemDef, ctx: MenuContext): VisibleMenuItem | undefined {
  if (!allowedFor(item, ctx)) return undefined;
  if (item.children) {
    const children = item.children
      .map((c) => visibleItem(c, ctx))
      .filter((c): c is VisibleMenuItem => c !== undefined);
    if (children.length === 0) return undefined;
    return { label: item.label, to: item.to, badge: item.badge, children };
  }
  if (!ctx.pages.has(item.page ?? item.to)) return undefined;
  return { label: item.labelFor?.[ctx.role] ?? item.label, to: item.to, badge: item.badge };
}

/** The side menu as this user sees it: sections without a visible entry are left out. */
export function visibleMenu(sections: readonly MenuSectionDef[], ctx: MenuContext): VisibleMenuSection[] {
  return sections
    .map((s) => ({
      id: s.id,
      title: s.title,
      items: s.items.map((i) => visibleItem(i, ctx)).filter((i): i is VisibleMenuItem => i !== undefined),
    }))
    .filter((s) => s.items.length > 0);
}

/** Every entry's `to`, parents and children alike, in menu order (what the e2e menu table lists). */
export function menuPaths(sections: readonly VisibleMenuSection[]): string[] {
  const out: string[] = [];
  const walk = (items: readonly VisibleMenuItem[]) => {
    for (const i of items) {
      out.push(i.to);
      if (i.children) walk(i.children);
    }
  };
  for (const s of sections) walk(s.items);
  return out;
}

/** A path is inside an entry: the entry itself or below it ('/' only for itself). */
export function isWithin(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  const p = pathname.toLowerCase();
  const t = to.toLowerCase();
  return p === t || p.startsWith(`${t}/`);
}
