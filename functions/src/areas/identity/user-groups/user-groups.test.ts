import { defaultRights, encodeRights, grantsAllow, Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { effectiveRights, type UserGroupItem } from '../../../platform/auth/effective-rights';
import { accessOf, normalizeGroupName, rightsFromAccess } from './user-groups';

const entry = (resource: string, letters: string) => ({
  resource: resource as never,
  read: letters.includes('r'),
  create: letters.includes('c'),
  update: letters.includes('u'),
  delete: letters.includes('d'),
});

const group = (memberIds: string[], rights: UserGroupItem['rights']): UserGroupItem => ({
  id: crypto.randomUUID(),
  kindergartenId: 'kg',
  name: 'g',
  isPedagogical: false,
  rights,
  memberIds,
  version: 1,
});

describe('user group rights', () => {
  it('turns access entries into letters and back, merging repeats', () => {
    const rights = rightsFromAccess([entry('DaysOff', 'r'), entry('DaysOff', 'cu'), entry('Menus', '')]);
    expect(rights).toEqual({ DaysOff: 'rcu' });
    expect(accessOf(rights)).toEqual([entry('DaysOff', 'rcu')]);
  });

  it('refuses rights a group cannot give, naming the entry', () => {
    expect(() => rightsFromAccess([entry('Menus', 'r'), entry('AccountManagement', 'r')])).toThrowError(
      /не се дават/,
    );
    try {
      rightsFromAccess([entry('AccountManagement', 'r')]);
    } catch (e) {
      expect((e as { errors: { field: string }[] }).errors[0]!.field).toBe('access.0.resource');
    }
  });

  it('gives a member the role defaults and the grants of every group the user is in', () => {
    const rights = effectiveRights(Role.Teacher, 'u1', [
      group(['u1'], { DaysOff: 'rc' }),
      group(['u1', 'u2'], { UserGroups: 'r', AccountManagement: 'rcud' }),
      group(['u2'], { Menus: 'rcud' }),
    ]);
    const encoded = encodeRights(rights);
    expect(grantsAllow(encoded, 'DaysOff', 'create')).toBe(true);
    expect(grantsAllow(encoded, 'UserGroups', 'read')).toBe(true);
    expect(grantsAllow(encoded, 'AccountManagement', 'read')).toBe(false);
    expect(grantsAllow(encoded, 'Menus', 'create')).toBe(false);
    expect(grantsAllow(encoded, 'Messages', 'delete')).toBe(true);
    expect(effectiveRights(Role.Teacher, 'u3', [])).toEqual(defaultRights[Role.Teacher]);
  });

  it('treats names that differ in case or spacing as one', () => {
    expect(normalizeGroupName('  Старши   Учители ')).toBe(normalizeGroupName('старши учители'));
  });
});
