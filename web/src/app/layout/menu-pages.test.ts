import { Role } from '@gradina/shared';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessRight } from '../../test-support/user-data';
import { pagePaths } from '../page-paths';
import { routerPath } from '../pages';
import type { MenuItemDef } from './menu-items';
import { menuSections } from './menu-sections';
import { type VisibleMenuItem, visibleMenu } from './menu-visibility';

/**
 * Every entry of every role's menu opens a page, never the 404 page (issue #26: Персонал › Справки led to
 * /staff/references, which no page answers, while its `page` named another address). An entry's address is
 * checked against the router's patterns, so an entry offered for one page and leading to another fails here;
 * the e2e walk (a11y.spec.ts) then opens each of them as each demo role.
 */
function leaves(items: readonly MenuItemDef[]): MenuItemDef[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
}

const opens = (to: string) => {
  const path = to.split('?')[0]!;
  return pagePaths.some((p) => matchPath(`/${routerPath(p)}`.replace(/^\/\//, '/'), path) !== null);
};

describe('the menu leads to pages', () => {
  const entries = menuSections.flatMap((s) => leaves(s.items));

  it('has entries to check', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it('every entry that shows (its page exists) opens a page of the router', () => {
    const shown = entries.filter((e) => pagePaths.includes(e.page ?? e.to.split('?')[0]!));
    expect(shown.filter((e) => !opens(e.to)).map((e) => `${e.label} ${e.to}`)).toEqual([]);
  });
});

describe('a parent’s entries say what they do', () => {
  it('names the attendance page for reading the child’s month, not for marking', () => {
    const labels = (role: Role) => {
      const menu = visibleMenu(menuSections, {
        role,
        access: [accessRight('StudentAttendances')],
        pages: new Set(pagePaths),
      });
      const all = (items: VisibleMenuItem[]): VisibleMenuItem[] =>
        items.flatMap((i) => (i.children ? all(i.children) : [i]));
      return all(menu.flatMap((s) => s.items))
        .filter((i) => i.to === '/attendances/management')
        .map((i) => i.label);
    };
    expect(labels(Role.Parent)).toEqual(['Присъствия на детето']);
    expect(labels(Role.Teacher)).toEqual(['Отбелязване']);
  });
});
