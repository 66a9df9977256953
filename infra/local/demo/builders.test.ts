import { describe, expect, it } from 'vitest';
import { egnBirthDate, egnGender, isValidEgn } from '../../../shared/src/egn';
import { GroupAgeKinds, Role } from '../../../shared/src/enums';
import {
  ageOn,
  agesOfGroupKind,
  type Child,
  createWorld,
  demoToday,
  isDbItem,
  isUserSeed,
  type UserSeed,
} from './builders';
import { buildDemoWorld, demoAccountRoles, demoAccounts } from './seed';

const demo = buildDemoWorld();
const items = demo.world.items;
const users = items.filter(isUserSeed);
const ofType = (type: string) => items.filter(isDbItem).filter((i) => i.type === type);

describe('demo world', () => {
  it("gives the demo director's kindergarten six groups of every age group and ~150 children, each with its first stay", () => {
    const { main } = demo.kindergartens;
    const groups = demo.groups.filter((g) => g.kindergartenId === main.id);
    expect(groups).toHaveLength(6);
    expect(new Set(groups.map((g) => g.ageKind)).size).toBe(4);
    const kids = demo.children.filter((c) => c.kindergartenId === main.id);
    expect(kids).toHaveLength(142);
    expect(ofType('Placement').filter((p) => kids.some((k) => k.id === p.childId))).toHaveLength(142);
    for (const g of groups)
      expect(kids.filter((c) => c.groupId === g.id).length).toBeLessThanOrEqual(g.capacity);
  });

  it('has about 200 children in 10 groups of at least two kindergartens in different towns', () => {
    expect(demo.children).toHaveLength(202);
    expect(ofType('Child')).toHaveLength(202);
    expect(demo.groups).toHaveLength(10);
    const { main, branch, sofia } = demo.kindergartens;
    expect(new Set([main.city, sofia.city]).size).toBe(2);
    for (const kg of [main, branch, sofia]) {
      const groups = demo.groups.filter((g) => g.kindergartenId === kg.id);
      expect(groups.map((g) => g.ageKind)).toContain(GroupAgeKinds.Nursery);
      expect(groups.some((g) => g.ageKind !== GroupAgeKinds.Nursery)).toBe(true);
    }
  });

  it("gives every child a valid, unique ЕГН matching the birth date and gender, and the group's age", () => {
    const byId = new Map(demo.groups.map((g) => [g.id, g]));
    for (const c of demo.children) {
      expect(isValidEgn(c.identifier), c.identifier).toBe(true);
      const b = egnBirthDate(c.identifier)!;
      expect(`${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}`).toBe(
        c.birthDate,
      );
      expect(egnGender(c.identifier)).toBe(c.gender);
      const [min, max] = agesOfGroupKind[byId.get(c.groupId)!.ageKind];
      const age = ageOn(c.birthDate, demoToday);
      expect(age).toBeGreaterThanOrEqual(min);
      expect(age).toBeLessThan(max);
    }
    expect(new Set(demo.children.map((c) => c.identifier)).size).toBe(202);
    expect(ofType('ChildIdentifier')).toHaveLength(202);
  });

  it('links every child to one or two guardians who are parent users of its kindergarten', () => {
    const userById = new Map(users.map((u) => [u.id, u]));
    const links = ofType('Guardian');
    for (const c of demo.children) {
      const mine = links.filter((l) => l.childId === c.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(2);
      for (const l of mine) {
        const parent = userById.get(String(l.parentUserId))!;
        expect(parent.memberships).toContainEqual({ kindergartenId: c.kindergartenId, role: Role.Parent });
        expect(l.groupId).toBe(c.groupId);
      }
    }
  });

  it('gives the demo parent two children in two groups of the first kindergarten', () => {
    const parent = demo.accounts.parent;
    const links = ofType('Guardian').filter((l) => l.parentUserId === parent.id);
    expect(links).toHaveLength(2);
    expect(new Set(links.map((l) => l.groupId)).size).toBe(2);
    expect(links.every((l) => l.kindergartenId === demo.kindergartens.main.id)).toBe(true);
    expect(parent.memberships).toEqual([{ kindergartenId: demo.kindergartens.main.id, role: Role.Parent }]);
  });

  it('has exactly one account per role with e-mail, unique phone and a valid adult ЕГН', () => {
    expect(demoAccounts().map((a) => a.role)).toEqual([
      'director',
      'teacher',
      'parent',
      'mon',
      'municipality',
      'administrator',
      'master',
      'resource-specialist',
      'manciple',
    ]);
    const accounts = Object.values(demo.accounts) as UserSeed[];
    expect(new Set(accounts.map((a) => a.baseRole)).size).toBe(9);
    for (const spec of demoAccountRoles) {
      const u = demo.accounts[spec.role];
      expect(u.email).toBe(`${spec.role}@demo.gradina.bg`);
      expect(u.password).toBe('Gradina2026');
      expect(u.phone).toMatch(/^\+3598\d{8}$/);
      expect(isValidEgn(u.identificationNumber!)).toBe(true);
      expect(egnGender(u.identificationNumber!)).toBe(u.gender);
      const year = egnBirthDate(u.identificationNumber!)!.year;
      expect(year).toBeGreaterThanOrEqual(1970);
      expect(year).toBeLessThanOrEqual(1995);
    }
    const { main, branch } = demo.kindergartens;
    const a = demo.accounts;
    expect(a.director.memberships).toEqual([
      { kindergartenId: main.id, role: Role.Director },
      { kindergartenId: branch.id, role: Role.Director },
    ]);
    for (const [role, r] of [
      ['teacher', Role.Teacher],
      ['administrator', Role.Administrator],
      ['resource-specialist', Role.ResourceSpecialist],
      ['manciple', Role.Manciple],
    ] as const) {
      expect(a[role].memberships).toEqual([{ kindergartenId: main.id, role: r }]);
    }
    expect(a.mon.memberships).toEqual([]);
    expect(a.mon.jurisdiction).toBeNull();
    expect(a.municipality.memberships).toEqual([]);
    expect(a.municipality.jurisdiction).toEqual({ municipalityCode: main.municipalityCode });
    expect(a.master.memberships).toEqual([]);
  });

  it('has no two users sharing an e-mail or phone', () => {
    const emails = users.map((u) => u.email).filter(Boolean);
    const phones = users.map((u) => u.phone).filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(phones).size).toBe(phones.length);
    expect(demo.parents.every((p) => p.email && p.phone)).toBe(true);
  });

  it('has staff in every role in every kindergarten', () => {
    const staff = ofType('StaffMember');
    for (const kg of Object.values(demo.kindergartens)) {
      const roles = new Set(staff.filter((s) => s.kindergartenId === kg.id).map((s) => s.role));
      for (const r of [
        Role.Director,
        Role.Teacher,
        Role.ResourceSpecialist,
        Role.Manciple,
        Role.Administrator,
      ]) {
        expect(roles.has(r), `${kg.name} role ${r}`).toBe(true);
      }
    }
  });

  it('points the branch to its mother kindergarten in the same municipality', () => {
    const { main, branch, sofia } = demo.kindergartens;
    expect(branch.motherKindergartenId).toBe(main.id);
    expect(branch.municipalityCode).toBe(main.municipalityCode);
    expect(main.motherKindergartenId).toBeNull();
    expect(sofia.motherKindergartenId).toBeNull();
  });

  it('gives each kindergarten an inactive 2025/2026 and the active 2026/2027 school year', () => {
    const years = ofType('SchoolYear');
    for (const kg of Object.values(demo.kindergartens)) {
      const mine = years.filter((y) => y.kindergartenId === kg.id);
      expect(mine.map((y) => [y.name, y.active])).toEqual([
        ['2025/2026', false],
        ['2026/2027', true],
      ]);
      expect(kg.activePeriodId).toBe(mine[1]!.id);
    }
    expect(
      demo.groups.every(
        (g) =>
          g.periodId ===
          Object.values(demo.kindergartens).find((k) => k.id === g.kindergartenId)!.activePeriodId,
      ),
    ).toBe(true);
  });

  it('builds the same world every time', () => {
    const again = buildDemoWorld();
    expect(JSON.stringify(again.world.items)).toBe(JSON.stringify(items));
  });

  it('has unique item keys', () => {
    const keys = items.filter(isDbItem).map((i) => `${i.PK}|${i.SK}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('builders', () => {
  it('give worlds with the default namespace ids and e-mails of their own', () => {
    const build = () => {
      const w = createWorld();
      const kg = w.aKindergarten();
      const child = w.aChild(kg, w.aGroup(kg));
      const parent = w.aParent(kg);
      w.aGuardian(child, parent);
      return { kg, child, parent };
    };
    const a = build();
    const b = build();
    expect(a.kg.id).not.toBe(b.kg.id);
    expect(a.child.id).not.toBe(b.child.id);
    expect(a.parent.id).not.toBe(b.parent.id);
    expect(a.parent.email).not.toBe(b.parent.email);
    expect(a.parent.phone).toBeUndefined();
  });

  it('take overrides and build sensible defaults', () => {
    const w = createWorld({ namespace: 'unit' });
    const kg = w.aKindergarten({ name: 'ДГ „Тест“' });
    expect(kg.GSI2SK).toBe(`ДГ „Тест“#${kg.id}`);
    const nursery = w.aGroup(kg, { ageKind: GroupAgeKinds.Nursery });
    expect(nursery.name).toMatch(/^Яслена група/);
    expect(nursery.periodId).toBe(kg.activePeriodId);
    const child: Child = w.aChild(kg, nursery, { firstName: 'Рая', gender: 2 });
    expect(child.firstName).toBe('Рая');
    expect(child.lastName.endsWith('а')).toBe(true);
    expect(child.GSI1SK).toBe(`рая ${child.lastName.toLocaleLowerCase('bg')}#${child.id}`);
    const age = ageOn(child.birthDate, demoToday);
    expect(age).toBeGreaterThanOrEqual(1);
    expect(age).toBeLessThan(3);
    const other = w.aKindergarten();
    expect(() => w.aChild(other, nursery)).toThrow();
  });
});
