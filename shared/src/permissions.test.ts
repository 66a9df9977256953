import { describe, expect, it } from 'vitest';
import { Role } from './enums';
import {
  decodeRights,
  defaultRights,
  encodeRights,
  grantableResources,
  grantsAllow,
  moduleNames,
  moduleOf,
  modules,
  resources,
  roleCan,
  unionRights,
} from './permissions';

describe('permission model', () => {
  it('has the spec-sized resource list, each resource once', () => {
    expect(resources.length).toBeGreaterThanOrEqual(73);
    expect(new Set(resources).size).toBe(resources.length);
  });

  it('encodes rights as one hex digit per resource and decodes them back', () => {
    for (const role of Object.values(Role)) {
      const encoded = encodeRights(defaultRights[role]);
      expect(encoded).toHaveLength(resources.length);
      expect(encoded).toMatch(/^[0-9a-f]+$/);
      expect(decodeRights(encoded)).toEqual(
        Object.fromEntries(Object.entries(defaultRights[role]).filter(([, l]) => l !== '')),
      );
      for (const resource of resources)
        for (const action of ['read', 'create', 'update', 'delete'] as const)
          expect(grantsAllow(encoded, resource, action), `${role} ${resource} ${action}`).toBe(
            roleCan(role, resource, action),
          );
    }
  });

  it('reads an older, shorter grants string as lacking the newest resources', () => {
    const newest = resources[resources.length - 1]!;
    const encoded = encodeRights({ Messages: 'r', [newest]: 'rcud' }).slice(0, -1);
    expect(grantsAllow(encoded, 'Messages', 'read')).toBe(true);
    expect(grantsAllow(encoded, newest, 'read')).toBe(false);
    expect(grantsAllow('', 'Messages', 'read')).toBe(false);
    expect(grantsAllow(null, 'Messages', 'read')).toBe(false);
  });

  it('unites rights letter by letter in r, c, u, d order', () => {
    expect(unionRights({ DaysOff: 'r', Menus: 'ud' }, { DaysOff: 'cr', Polls: 'r' })).toEqual({
      DaysOff: 'rc',
      Menus: 'ud',
      Polls: 'r',
    });
  });

  it('lets groups grant only kindergarten resources', () => {
    expect(grantableResources).toContain('DaysOff');
    expect(grantableResources).toContain('UserGroups');
    for (const platformOnly of ['AccountManagement', 'MaintenanceMessages', 'AdministrativeReferences'])
      expect(grantableResources).not.toContain(platformOnly);
  });

  it('puts each lockable resource in one module and leaves settings and access unlockable', () => {
    const all = moduleNames.flatMap((m) => [...modules[m].resources]);
    expect(new Set(all).size).toBe(all.length);
    expect(moduleOf('StudentAttendances')).toBe('Attendance');
    expect(moduleOf('Menus')).toBe('Kitchen');
    for (const r of ['ModuleSettings', 'UserGroups', 'KindergartenPeriods', 'AccountManagement'] as const)
      expect(moduleOf(r)).toBeUndefined();
  });
});
