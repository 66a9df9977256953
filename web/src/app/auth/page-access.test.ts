import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { mayOpenPage } from './page-access';
import type { AccessEntry } from './permissions';

const right = (resource: string): AccessEntry => ({
  resource,
  canView: true,
  canCreate: false,
  canEdit: false,
  read: true,
  create: false,
  update: false,
  delete: false,
});

const user = (role: Role, ...resources: string[]) => ({ role, access: resources.map(right) });

describe('mayOpenPage', () => {
  it("refuses the Master's admin pages to every other role, also below a menu entry", () => {
    for (const role of [Role.Director, Role.Teacher, Role.Parent, Role.MON, Role.Municipality]) {
      expect(mayOpenPage('/admin/kindergartens', user(role, 'Kindergartens'))).toBe(false);
      expect(mayOpenPage('/admin/user/account', user(role, 'AccountManagement'))).toBe(false);
    }
    expect(mayOpenPage('/admin/kindergartens/k1', user(Role.Master, 'Kindergartens'))).toBe(true);
  });

  it("refuses the kindergarten's settings to a parent, and a setting without its right", () => {
    expect(mayOpenPage('/platform/settings/lock', user(Role.Parent, 'ModuleSettings'))).toBe(false);
    expect(mayOpenPage('/platform/settings/lock', user(Role.Municipality, 'ModuleSettings'))).toBe(true);
    expect(mayOpenPage('/platform/settings/school-years', user(Role.Teacher, 'KindergartenPeriods'))).toBe(
      false,
    );
  });

  it('refuses the messages to a role without an inbox, and a page under an entry without its resource', () => {
    expect(mayOpenPage('/messages/create', user(Role.MON, 'Messages'))).toBe(false);
    expect(mayOpenPage('/messages/create', user(Role.Teacher, 'Messages'))).toBe(true);
    expect(mayOpenPage('/messages', user(Role.Teacher))).toBe(false);
  });

  it("lets the most specific entry decide: a teacher reads the lessons held under the managers' references", () => {
    expect(mayOpenPage('/references/lecture-lessons', user(Role.Teacher, 'Lessons'))).toBe(true);
    expect(mayOpenPage('/references/lecture-lessons/d1', user(Role.Teacher, 'Lessons'))).toBe(true);
    expect(mayOpenPage('/references', user(Role.Teacher, 'Lessons'))).toBe(false);
    expect(mayOpenPage('/references/absences', user(Role.Teacher, 'Lessons'))).toBe(false);
    expect(mayOpenPage('/references/absences', user(Role.Director, 'References'))).toBe(true);
  });

  it('opens the home page and pages under no entry to everyone', () => {
    expect(mayOpenPage('/', user(Role.MON))).toBe(true);
    expect(mayOpenPage('/profile', user(Role.Parent))).toBe(true);
  });
});
