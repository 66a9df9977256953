import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { accessRight } from '../../test-support/user-data';
import type { MenuSectionDef } from './menu-items';
import { menuSections } from './menu-sections';
import { isWithin, menuPaths, type VisibleMenuItem, visibleMenu } from './menu-visibility';

const sections: MenuSectionDef[] = [
  {
    id: 'main',
    items: [
      { label: 'Начало', to: '/' },
      { label: 'Календар', to: '/calendar', resource: 'Events', hiddenFor: [Role.MON] },
      { label: 'Справки', to: '/administrative-references', only: [Role.MON] },
    ],
  },
  {
    id: 'kindergarten',
    title: 'Детска градина',
    items: [
      {
        label: 'Кухня',
        to: '/kitchen',
        children: [
          { label: 'Менюта', to: '/kitchen/menu', resource: 'Menus', action: 'create' },
          { label: 'Рецепти', to: '/kitchen/recipes', resource: 'Recipes' },
        ],
      },
      { label: 'Общи теми', to: '/themes', page: '/themes/{id?}' },
    ],
  },
];
const allPages = new Set([
  '/',
  '/calendar',
  '/administrative-references',
  '/kitchen/menu',
  '/kitchen/recipes',
  '/themes/{id?}',
]);

describe('visibleMenu', () => {
  it('needs the right on the resource, with the action the entry asks', () => {
    const ctx = { role: Role.Teacher, pages: allPages };
    expect(
      menuPaths(visibleMenu(sections, { ...ctx, access: [accessRight('Menus'), accessRight('Recipes')] })),
    ).toEqual(['/', '/kitchen', '/kitchen/recipes', '/themes']);
    expect(
      menuPaths(
        visibleMenu(sections, { ...ctx, access: [accessRight('Events'), accessRight('Menus', 'rc')] }),
      ),
    ).toEqual(['/', '/calendar', '/kitchen', '/kitchen/menu', '/themes']);
  });

  it('applies only and hiddenFor', () => {
    const access = [accessRight('Events')];
    expect(menuPaths(visibleMenu(sections, { role: Role.MON, access, pages: allPages }))).toEqual([
      '/',
      '/administrative-references',
      '/themes',
    ]);
  });

  it('hides entries whose page does not exist, parents without a visible child and empty sections', () => {
    const access = [accessRight('Events'), accessRight('Menus', 'rcud'), accessRight('Recipes')];
    const menu = visibleMenu(sections, {
      role: Role.Director,
      access,
      pages: new Set(['/', '/kitchen/recipes']),
    });
    expect(menuPaths(menu)).toEqual(['/', '/kitchen', '/kitchen/recipes']);
    const none = visibleMenu(sections, { role: Role.Director, access, pages: new Set(['/']) });
    expect(none.map((s) => s.id)).toEqual(['main']);
  });

  it('accepts either flag family of an access entry', () => {
    const entry = { ...accessRight('Events', ''), canView: true };
    expect(
      menuPaths(visibleMenu(sections, { role: Role.Teacher, access: [entry], pages: allPages })),
    ).toContain('/calendar');
  });
});

describe('the real menu table', () => {
  const everything = new Set(
    menuPaths([{ id: 'main', items: menuSections.flatMap((s) => s.items) as VisibleMenuItem[] }]),
  );

  it('has unique destinations, each under its parent', () => {
    const all: string[] = [];
    const walk = (items: MenuSectionDef['items'], parent?: string) => {
      for (const i of items) {
        all.push(i.to);
        if (parent) expect(isWithin(i.to, parent), `${i.to} under ${parent}`).toBe(true);
        if (i.children) walk(i.children, i.to);
      }
    };
    for (const s of menuSections) walk(s.items);
    expect(new Set(all).size).toBe(all.length);
    expect(everything.size).toBe(all.length);
  });

  it('gives the admin menu to Master only and Справки to MON and Municipality only', () => {
    const pages = new Set([
      ...everything,
      '/education-plan-topic/general-themes/{id?}',
      '/staff/references/attendances',
    ]);
    const access = ['AdministrativeReferences', 'Kindergartens', 'AccountManagement'].map((r) =>
      accessRight(r),
    );
    for (const role of Object.values(Role)) {
      const menu = visibleMenu(menuSections, { role, access, pages });
      expect(
        menu.some((s) => s.id === 'admin'),
        `admin for ${role}`,
      ).toBe(role === Role.Master);
      expect(menuPaths(menu).includes('/administrative-references'), `Справки for ${role}`).toBe(
        role === Role.MON || role === Role.Municipality,
      );
    }
  });
});

describe('isWithin', () => {
  it('matches the entry and what is below it', () => {
    expect(isWithin('/kitchen/menu/5', '/kitchen')).toBe(true);
    expect(isWithin('/kitchen', '/kitchen')).toBe(true);
    expect(isWithin('/kitchenware', '/kitchen')).toBe(false);
    expect(isWithin('/kitchen', '/')).toBe(false);
    expect(isWithin('/', '/')).toBe(true);
  });
});
