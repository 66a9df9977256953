import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { type ApiInput, api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * User groups (spec: UserRoles), effective rights carried by the session, module locks and jurisdiction,
 * on a kindergarten of its own with a director, an administrator, two teachers and a parent, and a
 * kindergarten of another municipality with a teacher.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let director: Principal;
let administrator: Principal;
let teacher: Principal;
let colleague: Principal;
let parent: Principal;
let outsider: Principal;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Липа“' }).staff(Role.Administrator).teacher().teacher().parent();
  other = await given
    .kindergarten({ name: 'ДГ „Дъб“', municipalityCode: 'SOF46', regionCode: 'SOF' })
    .teacher();
  ({ director, parent } = kg);
  administrator = kg.staff[0]!;
  [teacher, colleague] = kg.teachers as [Principal, Principal];
  outsider = other.teacher;
});

const accessOf = async (user: Principal) => (await api(user, 'identity.userData')).body.access;
type Access = Awaited<ReturnType<typeof accessOf>>;
const right = (access: Access, resource: string) => access.find((a) => a.resource === resource);

type GroupBody = ApiInput<'identity.saveUserRole'>['body'];
const groupBody = (o: Partial<GroupBody> = {}): GroupBody => ({
  name: `Група ${crypto.randomUUID().slice(0, 6)}`,
  isPedagogical: false,
  access: [{ resource: 'UserGroups', read: true }],
  memberIds: [teacher.id],
  ...o,
});
const saveGroup = (user: Principal, body: GroupBody) => api(user, 'identity.saveUserRole', { body });
const deleteGroup = (id: string) => api(director, 'identity.deleteUserRole', { path: { id } });
const groupsOf = (user: Principal, query: ApiInput<'identity.userRoles'>['query'] = {}) =>
  api(user, 'identity.userRoles', { query });
const moduleSettingsOf = (user: Principal, query: ApiInput<'identity.moduleSettings'>['query'] = {}) =>
  api(user, 'identity.moduleSettings', { query });
type ModulesBody = ApiInput<'identity.saveModuleSettings'>['body'];
const saveModules = (user: Principal, body: ModulesBody) =>
  api(user, 'identity.saveModuleSettings', { body });

describe('user groups and effective rights', () => {
  it('gives members the group’s rights in their open sessions at once, and takes them back', async () => {
    // The teacher's session is open from before the group exists.
    expect((await groupsOf(teacher)).status).toBe(403);
    expect(right(await accessOf(teacher), 'UserGroups')).toBeUndefined();

    const created = await saveGroup(
      director,
      groupBody({
        access: [
          { resource: 'UserGroups', read: true },
          { resource: 'DaysOff', read: true, create: true, update: true },
        ],
      }),
    );
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);
    expect(created.body.version).toBe(1);

    const list = await groupsOf(teacher, { IncludeMembers: 'true' });
    expect(list.status).toBe(200);
    const mine = list.body.result.find((g) => g.id === id);
    expect(mine?.members).toEqual([expect.objectContaining({ id: teacher.id, userType: Role.Teacher })]);
    expect(right(await accessOf(teacher), 'DaysOff')).toMatchObject({
      read: true,
      create: true,
      update: true,
    });
    // A colleague outside the group keeps the role's defaults.
    expect((await groupsOf(colleague)).status).toBe(403);

    expect((await deleteGroup(id)).status).toBe(200);
    expect((await groupsOf(teacher)).status).toBe(403);
    expect((await api(director, 'identity.userRole', { path: { id } })).status).toBe(404);
  });

  it('computes the rights at sign-in and stores them on the session, not per request', async () => {
    const created = await saveGroup(director, groupBody({ memberIds: [colleague.id] }));
    // A new session: its rights are computed when it signs in.
    const session = await signInAs(colleague);
    const reply = await groupsOf(session);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-gradina-db')).toMatch(/^requests=1;/);
    await deleteGroup(String(created.body.entityId));
  });

  it('edits with the version read; a stale version gets 409', async () => {
    const createdId = String((await saveGroup(director, groupBody())).body.entityId);
    const base = groupBody({
      id: createdId,
      name: 'Редактирана група',
      memberIds: [teacher.id, colleague.id],
    });
    const first = await saveGroup(director, { ...base, version: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2 });
    const stale = await saveGroup(director, { ...base, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error?.errorMessage).toMatch(/променена от друг потребител/);
    const one = await api(director, 'identity.userRole', { path: { id: createdId } });
    expect(one.body).toMatchObject({
      name: 'Редактирана група',
      version: 2,
      membersCount: 2,
      access: [{ resource: 'UserGroups', read: true, create: false }],
    });
    const extended = await api(director, 'identity.userRolesExtended');
    expect(extended.body.result.map((g) => g.id)).toContain(createdId);
    await deleteGroup(createdId);
  });

  it('keeps names unique, filters pedagogical groups and validates members and rights', async () => {
    const name = `Педагози ${crypto.randomUUID().slice(0, 6)}`;
    const created = await saveGroup(director, groupBody({ name, isPedagogical: true }));
    expect(created.status).toBe(200);
    const twin = await saveGroup(director, groupBody({ name: ` ${name.toUpperCase()} ` }));
    expect(twin.status).toBe(409);
    const names = (await groupsOf(director, { IsPedagogical: 'true' })).body.result;
    expect(names.every((g) => g.isPedagogical)).toBe(true);
    expect(names.map((g) => g.name)).toContain(name);

    const withParent = await saveGroup(director, groupBody({ memberIds: [parent.id] }));
    expect(withParent.status).toBe(400);
    expect(withParent.error).toMatchObject({ errors: [{ field: 'memberIds.0' }] });
    const foreign = await saveGroup(director, groupBody({ memberIds: [outsider.id] }));
    expect(foreign.status).toBe(400);
    const platform = await saveGroup(
      director,
      groupBody({ access: [{ resource: 'AccountManagement', read: true }] }),
    );
    expect(platform.status).toBe(400);
    expect(platform.error).toMatchObject({ errors: [{ field: 'access.0.resource' }] });
    await deleteGroup(String(created.body.entityId));
  });

  it('lets the administrator read groups but not change them', async () => {
    expect((await api(administrator, 'identity.userRolesExtended')).status).toBe(200);
    expect((await saveGroup(administrator, groupBody())).status).toBe(403);
  });

  it('rebuilds the rights of the kindergarten’s open sessions', async () => {
    // The world's users are signed in: the director's and the teachers' sessions are open.
    const reply = await api(director, 'identity.rebuildAccess', { body: {} });
    expect(reply.status).toBe(200);
    expect(reply.body.sessions).toBeGreaterThanOrEqual(2);
    const stale = await api(director, 'identity.rebuildAccess', { body: { kindergartenId: other.id } });
    expect(stale.status).toBe(403);
  });
});

describe('module locks', () => {
  it('locks and unlocks modules with the version read, and shows them read-only to all but the director', async () => {
    const read = await moduleSettingsOf(director);
    expect(read.status).toBe(200);
    const [mine] = read.body.result;
    expect(mine?.kindergartenId).toBe(kg.id);
    expect(mine?.modules.every((m) => !m.isLocked)).toBe(true);

    const locked = await saveModules(director, {
      kindergartenId: kg.id,
      version: mine!.version,
      modules: [{ module: 'Kitchen', isLocked: true }],
    });
    expect(locked.status).toBe(200);
    const stale = await saveModules(director, {
      version: mine!.version,
      modules: [{ module: 'Kitchen', isLocked: false }],
    });
    expect(stale.status).toBe(409);

    expect(right(await accessOf(administrator), 'Menus')).toMatchObject({
      read: true,
      create: false,
      update: false,
    });
    expect(right(await accessOf(director), 'Menus')).toMatchObject({
      read: true,
      create: true,
      update: true,
    });
    const lockedNow = (await moduleSettingsOf(director)).body.result[0]!.modules;
    expect(lockedNow.filter((m) => m.isLocked).map((m) => m.module)).toEqual(['Kitchen']);

    const unlocked = await saveModules(director, { modules: [{ module: 'Kitchen', isLocked: false }] });
    expect(unlocked.status).toBe(200);
    expect(right(await accessOf(administrator), 'Menus')).toMatchObject({ create: true });
  });

  it('shows a municipality the locks of the kindergartens in its municipality only', async () => {
    const municipality = await given.nationalUser(Role.Municipality);
    const all = await moduleSettingsOf(municipality);
    expect(all.status).toBe(200);
    const ids = all.body.result.map((r) => r.kindergartenId);
    expect(ids).toContain(kg.id);
    expect(ids).not.toContain(other.id);
    expect((await moduleSettingsOf(municipality, { kindergartenId: kg.id })).status).toBe(200);
    expect((await moduleSettingsOf(municipality, { kindergartenId: other.id })).status).toBe(403);
    expect(
      (await saveModules(municipality, { modules: [{ module: 'Kitchen', isLocked: true }] })).status,
    ).toBe(403);
  });

  it('is not for teachers, parents, MON or Master', async () => {
    for (const user of [
      teacher,
      parent,
      await given.nationalUser(Role.MON),
      await given.nationalUser(Role.Master),
    ])
      expect((await moduleSettingsOf(user)).status).toBe(403);
  });
});
