import { moduleNames } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { settingsView } from './module-settings';

const kg = { PK: 'KG#kg1', id: 'kg1', name: 'ДГ „Слънце“' };

describe('the module settings view', () => {
  it('lists every module and marks the locked ones', () => {
    const [first, second] = moduleNames;
    const view = settingsView(kg, {
      PK: 'KG#kg1',
      lockedModules: [second!],
      version: 3,
      updatedAt: '2026-11-01T10:00:00Z',
    });
    expect(view.modules.map((m) => m.module)).toEqual([...moduleNames]);
    expect(view.modules.find((m) => m.module === first)?.isLocked).toBe(false);
    expect(view.modules.find((m) => m.module === second)?.isLocked).toBe(true);
    expect(view).toMatchObject({ kindergartenId: 'kg1', version: 3, updatedAt: '2026-11-01T10:00:00Z' });
  });

  it('shows a kindergarten never set as all open, version 0', () => {
    const view = settingsView(kg, undefined);
    expect(view.modules.every((m) => !m.isLocked)).toBe(true);
    expect(view).toMatchObject({ version: 0, updatedAt: null });
  });
});
