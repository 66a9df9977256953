import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { branch, entry, sharing } from './menu-items';

describe('menu builders', () => {
  it('write an entry, a branch and shared rules as the plain definitions', () => {
    expect(entry('Помощ', '/platform/help')).toEqual({ label: 'Помощ', to: '/platform/help' });
    expect(entry('Складове', '/storage/warehouses', 'Warehouses', { action: 'update' })).toEqual({
      label: 'Складове',
      to: '/storage/warehouses',
      resource: 'Warehouses',
      action: 'update',
    });
    const kitchen = branch('Кухня', '/kitchen', { hiddenFor: [Role.Parent] }, [
      entry('Рецепти', '/kitchen/recipes'),
    ]);
    expect(kitchen).toEqual({
      label: 'Кухня',
      to: '/kitchen',
      hiddenFor: [Role.Parent],
      children: [{ label: 'Рецепти', to: '/kitchen/recipes' }],
    });
  });

  it("shares rules with every entry, an entry's own rule winning", () => {
    const items = sharing({ only: [Role.Master] }, [
      entry('Почивни дни', '/admin/days-off'),
      entry('Справки', '/references', undefined, { only: [Role.MON] }),
    ]);
    expect(items.map((i) => i.only)).toEqual([[Role.Master], [Role.MON]]);
  });
});
