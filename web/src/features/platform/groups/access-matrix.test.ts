import { grantableResources } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { accessList, matrixSections, rightsOf, toggleRight } from './access-matrix';

describe('the access matrix', () => {
  it('lists every grantable resource once, under a titled section', () => {
    const rows = matrixSections().flatMap((s) => s.resources.map((r) => r.resource));
    expect(rows.sort()).toEqual([...grantableResources].sort());
    for (const s of matrixSections()) expect(s.title).toMatch(/[А-Яа-я]/);
  });

  it('ticks read with any other right and clears the row without read', () => {
    let rights = toggleRight({}, 'Menus', 'update', true);
    expect(rights.Menus).toEqual({ update: true, read: true });
    rights = toggleRight(rights, 'Menus', 'delete', true);
    rights = toggleRight(rights, 'Menus', 'read', false);
    expect(rights.Menus).toEqual({ read: false, create: false, update: false, delete: false });
  });

  it('sends only resources with a right, and reads them back', () => {
    const rights = toggleRight(toggleRight({}, 'Classes', 'read', true), 'Menus', 'read', false);
    const list = accessList(rights);
    expect(list).toEqual([{ resource: 'Classes', read: true, create: false, update: false, delete: false }]);
    expect(rightsOf(list)).toEqual({ Classes: { read: true, create: false, update: false, delete: false } });
  });
});
