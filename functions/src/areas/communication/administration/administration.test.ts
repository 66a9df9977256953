import { describe, expect, it } from 'vitest';
import { maintenanceView } from './administration';
import type { MaintenanceItem } from './items';

describe('a maintenance notice as the reply shows it', () => {
  it('encodes its content as the spec does and shows an uncleared one without a cleared time', () => {
    const item = {
      PK: 'PLATFORM',
      SK: 'MAINT#m1',
      id: 'm1',
      title: 'Профилактика',
      content: '<p>В събота & неделя</p>',
      creationTime: '2026-11-01T10:00:00Z',
      createdBy: { id: 'u1', name: 'Админ', userType: 1 },
      isActive: true,
    } as unknown as MaintenanceItem;
    const view = maintenanceView(item);
    expect(view.content).toBe(encodeURIComponent('<p>В събота & неделя</p>'));
    expect(view).not.toHaveProperty('PK');
    expect(view).toMatchObject({ id: 'm1', isActive: true, clearedTime: null });
  });
});
