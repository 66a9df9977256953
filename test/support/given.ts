import { type GroupAgeKinds, Role } from '@gradina/shared';
import { db, tableName } from '../../functions/src/platform/db/client';
import {
  type Child,
  createWorld,
  type Group,
  type Kindergarten,
  type Partner,
  type SchoolYear,
  saveAll,
  type UserSeed,
  type World,
} from '../../infra/local/demo/builders';
import { fixedToday, type Principal, signInAs } from './api';

/**
 * Builders of a fresh, isolated world for one test file, through the same builders the demo seed uses
 * (kindergartens, school years, groups, children and partners as the seed writes them; users with the
 * platform's own `createUser`). Ids and e-mails are unique to the world, so files never see each other's
 * data, and "today" is the kits' fixed clock.
 *
 *   const kg = await given.kindergarten().teacher().group().child().parent();
 *   await api(kg.teacher, 'kindergartens.schoolYears');
 */
export interface GivenKindergarten {
  kindergarten: Kindergarten;
  id: string;
  director: Principal;
  teacher: Principal;
  teachers: Principal[];
  parent: Principal;
  parents: Principal[];
  /** Other staff by role (manciple, administrator...). */
  staff: Principal[];
  schoolYear: SchoolYear;
  schoolYears: SchoolYear[];
  group: Group;
  groups: Group[];
  child: Child;
  children: Child[];
  branch: Kindergarten;
  branches: Kindergarten[];
  partners: Partner[];
}

export interface KindergartenBuilder extends PromiseLike<GivenKindergarten> {
  /** Another school year (by default the one today falls in is there and active). */
  schoolYear(o?: { yearFrom?: number; active?: boolean }): KindergartenBuilder;
  /** A group, in the school year starting in `yearFrom` (default: the active one), of an age group (default II). */
  group(o?: { yearFrom?: number; name?: string; ageKind?: GroupAgeKinds }): KindergartenBuilder;
  /** A child of the last group (one is made when there is none). */
  child(o?: { firstName?: string }): KindergartenBuilder;
  /** A parent: the guardian of the last child, or a member without children when there is none yet. */
  parent(): KindergartenBuilder;
  /**
   * `count` children in the last group (one is made when there is none), each with a parent of their own:
   * `.child().parent()` `count` times (a group's few families, or a large audience for a fan-out test).
   */
  parents(count: number): KindergartenBuilder;
  /** A teacher; `ofLastGroup`: named in the last group's `teacherIds` (they teach it). */
  teacher(o?: { ofLastGroup?: boolean }): KindergartenBuilder;
  /** A member of another staff role. */
  staff(role: Role): KindergartenBuilder;
  /** A branch (филиал) where the director is director too. */
  branch(o?: { name?: string }): KindergartenBuilder;
  partner(name: string): KindergartenBuilder;
}

const only = <T>(list: T[], what: string): T => {
  const last = list.at(-1);
  if (last === undefined) throw new Error(`this world has no ${what}: add one with .${what}()`);
  return last;
};

/** A record whose singular fields throw, with a hint, when the builder made none of them. */
function withSingulars(
  w: Omit<GivenKindergarten, 'teacher' | 'parent' | 'schoolYear' | 'group' | 'child' | 'branch'>,
) {
  return Object.defineProperties(w, {
    teacher: { get: () => only(w.teachers, 'teacher') },
    parent: { get: () => only(w.parents, 'parent') },
    schoolYear: { get: () => w.schoolYears.find((y) => y.active) ?? only(w.schoolYears, 'schoolYear') },
    group: { get: () => only(w.groups, 'group') },
    child: { get: () => only(w.children, 'child') },
    branch: { get: () => only(w.branches, 'branch') },
  }) as GivenKindergarten;
}

async function save(world: World, users: UserSeed[]): Promise<Map<UserSeed, Principal>> {
  await saveAll(db(), tableName(), world.items, { concurrency: 16 });
  const principals = new Map<UserSeed, Principal>();
  // Several sign-ins at once: each spends most of its time in scrypt, which runs off the event loop, and a
  // world of hundreds of parents (`parents(n)`) would otherwise take minutes.
  let next = 0;
  const signInNext = async () => {
    while (next < users.length) {
      const u = users[next++]!;
      const role = u.memberships[0]?.role ?? u.baseRole;
      principals.set(
        u,
        await signInAs({
          id: u.id,
          email: u.email!,
          role,
          kindergartenId: u.memberships[0]?.kindergartenId ?? null,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: 6 }, signInNext));
  return principals;
}

/** What a kindergarten may be given: its name and where it is (by default Plovdiv, PDV22). */
export interface KindergartenOptions {
  name?: string;
  municipalityCode?: string;
  regionCode?: string;
  /** The kindergarten's setting (on unless given): an approved medical notice excuses its days at once. */
  automaticExcuseWithMedicalNote?: boolean;
}

function kindergarten(o: KindergartenOptions = {}): KindergartenBuilder {
  const world = createWorld({ today: fixedToday });
  // Only what was given: an undefined field would overwrite the builder's default.
  const kg = world.aKindergarten(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  const schoolYears = [world.aSchoolYear(kg)];
  const staffUser = (role: Role, at: Kindergarten = kg) => {
    const user = world.aUser({ baseRole: role });
    world.aStaffMember(at, { role, user });
    return user;
  };
  const directorUser = staffUser(Role.Director);
  const built = { teachers: [] as UserSeed[], parents: [] as UserSeed[], staff: [] as UserSeed[] };
  const groups: Group[] = [];
  const children: Child[] = [];
  const branches: Kindergarten[] = [];
  const partners: Partner[] = [];
  let saved: Promise<GivenKindergarten> | undefined;

  const builder: KindergartenBuilder = {
    schoolYear(y = {}) {
      schoolYears.push(world.aSchoolYear(kg, y));
      return builder;
    },
    group(g = {}) {
      const year = g.yearFrom === undefined ? undefined : schoolYears.find((y) => y.yearFrom === g.yearFrom);
      if (g.yearFrom !== undefined && !year) throw new Error(`no school year ${g.yearFrom}: add it first`);
      groups.push(
        world.aGroup(kg, {
          ...(year ? { periodId: year.id } : {}),
          ...(g.name ? { name: g.name } : {}),
          ...(g.ageKind ? { ageKind: g.ageKind } : {}),
        }),
      );
      return builder;
    },
    child(c = {}) {
      if (groups.length === 0) builder.group();
      children.push(world.aChild(kg, groups.at(-1)!, c));
      return builder;
    },
    parent() {
      const child = children.at(-1);
      const parent = world.aParent(kg);
      if (child) world.aGuardian(child, parent);
      built.parents.push(parent);
      return builder;
    },
    parents(count) {
      for (let i = 0; i < count; i++) builder.child().parent();
      return builder;
    },
    teacher(t = {}) {
      const user = staffUser(Role.Teacher);
      built.teachers.push(user);
      const group = groups.at(-1);
      if (t.ofLastGroup && group)
        Object.assign(group, {
          teacherIds: [...((group as { teacherIds?: string[] }).teacherIds ?? []), user.id],
        });
      return builder;
    },
    staff(role) {
      built.staff.push(staffUser(role));
      return builder;
    },
    branch(b = {}) {
      const branch = world.aBranch(kg, b.name ? { name: b.name } : {});
      world.aSchoolYear(branch);
      world.aStaffMember(branch, { role: Role.Director, user: directorUser });
      branches.push(branch);
      return builder;
    },
    partner(name) {
      partners.push(world.aPartner(kg, { name }));
      return builder;
    },
    // biome-ignore lint/suspicious/noThenProperty: awaiting the builder is what saves the world and signs users in
    then(onFulfilled, onRejected) {
      saved ??= (async () => {
        const users = [directorUser, ...built.teachers, ...built.parents, ...built.staff];
        const principals = await save(world, users);
        const of = (list: UserSeed[]) => list.map((u) => principals.get(u)!);
        return withSingulars({
          kindergarten: kg,
          id: kg.id,
          director: principals.get(directorUser)!,
          teachers: of(built.teachers),
          parents: of(built.parents),
          staff: of(built.staff),
          schoolYears,
          groups,
          children,
          branches,
          partners,
        });
      })();
      return saved.then(onFulfilled, onRejected);
    },
  };
  return builder;
}

/** A user of a national role (МОН, municipality, Master), signed in, in a world of its own. */
async function nationalUser(role: typeof Role.MON | typeof Role.Municipality | typeof Role.Master) {
  const world = createWorld({ today: fixedToday });
  const user = world.aUser({
    baseRole: role,
    jurisdiction: role === Role.Municipality ? { municipalityCode: 'PDV22' } : null,
  });
  return (await save(world, [user])).get(user)!;
}

export const given = { kindergarten, nationalUser };
