import { describe, expect, it } from 'vitest';
import { menuIcons } from './menu-icons';
import type { MenuItemDef } from './menu-items';
import { menuSections } from './menu-sections';

const entries = (items: readonly MenuItemDef[]): MenuItemDef[] =>
  items.flatMap((i) => [i, ...entries(i.children ?? [])]);

describe('side-menu icons', () => {
  const all = menuSections.flatMap((s) => entries(s.items));

  it('give every entry and sub-entry a Tabler icon', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((i) => !menuIcons[i.to]).map((i) => `${i.to} (${i.label})`)).toEqual([]);
  });

  it('name no entry the menu does not have', () => {
    const paths = new Set(all.map((i) => i.to));
    expect(Object.keys(menuIcons).filter((to) => !paths.has(to))).toEqual([]);
  });
});
