import { type Action, type Resource, Role } from '@gradina/shared';
import type { MenuBadges } from './shell-parts';

/**
 * One entry of the side menu. An entry shows only when all of these hold (spec "Side menu" and section 6,
 * ../shared/spec/menu-visibility.md):
 * - the user has `action` (default read) on `resource` in the user data's `access[]` (no resource: everyone);
 * - the role rule allows it: `only` lists the roles that may see it, `hiddenFor` the roles that never do;
 * - its page exists in the app (`page`, default `to`, is one of `pagePaths`): a menu item never leads to a page
 *   that is not built yet, so entries appear by themselves as their areas arrive.
 * An entry with `children` has no page of its own: it shows when at least one child shows, opens when the
 * path starts with `to`, and toggles on click.
 */
export interface MenuItemDef {
  label: string;
  /** The label for a role the page serves differently (a parent reads what staff mark: issue #26). */
  labelFor?: Partial<Record<Role, string>>;
  /** Where the entry leads; for a parent, the prefix its children share. */
  to: string;
  /** The page of the spec's route table the entry needs, when it differs from `to` (e.g. `/days-off`). */
  page?: string;
  resource?: Resource;
  /** Another resource whose right also shows the entry (teachers read the council's book under „Книги“). */
  orResource?: Resource;
  action?: Action;
  only?: readonly Role[];
  hiddenFor?: readonly Role[];
  badge?: keyof MenuBadges;
  children?: readonly MenuItemDef[];
}

export interface MenuSectionDef {
  id: 'main' | 'kindergarten' | 'platform' | 'admin';
  /** Heading shown above the section; the main section has none. */
  title?: string;
  items: readonly MenuItemDef[];
}

const { Director, Teacher, Administrator, ResourceSpecialist, Manciple, MON, Municipality, Master } = Role;
/** MON and Municipality work across kindergartens: they see reports, not a kindergarten's operations. */
export const oversight = [MON, Municipality] as const;
export const kindergartenStaff = [Director, Teacher, Administrator, ResourceSpecialist, Manciple] as const;
/** Users without a kindergarten have no inbox, board or polls of their own (Master writes from /admin/messages). */
export const withoutKindergarten = [MON, Municipality, Master] as const;

/** The partners' section (spec: needs read on KindergartenResources; not for MON or Municipality). */
export const resourcesMenu = {
  title: 'Ресурси',
  resource: 'KindergartenResources' as Resource,
  hiddenFor: oversight as readonly Role[],
  /** The page each partner's entry leads to, `/resources/{id}`. */
  page: '/resources/{product}',
  to: (partnerId: string | number) => `/resources/${encodeURIComponent(String(partnerId))}`,
};

/** An entry's rules besides its label, address, resource and children. */
type MenuRules = Omit<MenuItemDef, 'label' | 'to' | 'resource' | 'children'>;

/** An entry on one line: its label, where it leads, the resource it needs and any further rules. */
export function entry(label: string, to: string, resource?: Resource, rules?: MenuRules): MenuItemDef {
  return { label, to, ...(resource ? { resource } : {}), ...rules };
}

/** An entry that opens its children (`to` is the prefix they share); `rules` hold for the whole branch. */
export function branch(
  label: string,
  to: string,
  rules: MenuRules,
  children: readonly MenuItemDef[],
): MenuItemDef {
  return { label, to, ...rules, children };
}

/** Entries that share rules (e.g. every activity page of the kindergarten's staff). */
export function sharing(rules: MenuRules, items: readonly MenuItemDef[]): MenuItemDef[] {
  return items.map((item) => ({ ...rules, ...item }));
}
