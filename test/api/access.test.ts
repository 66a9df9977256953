import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import { createWorld, saveAll, type UserSeed } from '../../infra/local/demo/builders';
import { Role } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';

/**
 * User groups (spec: UserRoles), effective rights carried by the session, module locks and jurisdiction,
 * on a kindergarten of their own with a director, an administrator, two teachers and a parent.
 */
const w = createWorld();
const kg = w.aKindergarten({ name: 'ДГ „Липа“' });
const other = w.aKindergarten({ name: 'ДГ „Дъб“', municipalityCode: 'SOF46', regionCode: 'SOF' });
w.aSchoolYear(kg);
w.aSchoolYear(other);
const staff = (role: Role, at = kg) => {
  const user = w.aUser({ baseRole: role });
  w.aStaffMember(at, { role, user });
  return user;
};
const director = staff(Role.Director);
const administrator = staff(Role.Administrator);
const teacher = staff(Role.Teacher);
const colleague = staff(Role.Teacher);
const parent = w.aParent(kg);
const outsider = staff(Role.Teacher, other);

type Access = { resource: string; read: boolean; create: boolean; update: boolean; delete: boolean }[];
const accessOf = async (token: string) =>
  ((await call('GET', '/api/identity/user-data', { token })).body as { access: Access }).access;
const right = (access: Access, resource: string) => access.find((a) => a.resource === resource);
const as = (user: UserSeed) => signIn(user.email!);

const groupBody = (o: Record<string, unknown> = {}) => ({
  name: `Група ${crypto.randomUUID().slice(0, 6)}`,
  isPedagogical: false,
  access: [{ resource: 'UserGroups', read: true }],
  memberIds: [teacher.id],
  ...o,
});

beforeAll(async () => {
  await saveAll(db(), tableName(), w.items);
});

describe('user groups and effective rights', () => {
  it('gives members the group’s rights in their open sessions at once, and takes them back', async () => {
    const teacherToken = await as(teacher);
    expect((await call('GET', '/api/UserRoles', { token: teacherToken })).status).toBe(403);
    expect(right(await accessOf(teacherToken), 'UserGroups')).toBeUndefined();

    const boss = await as(director);
    const created = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({
        access: [
          { resource: 'UserGroups', read: true },
          { resource: 'DaysOff', read: true, create: true, update: true },
        ],
      }),
    });
    expect(created.status).toBe(200);
    const { entityId: id, version } = created.body as { entityId: string; version: number };
    expect(version).toBe(1);

    const list = await call('GET', '/api/UserRoles', {
      token: teacherToken,
      query: { IncludeMembers: 'true' },
    });
    expect(list.status).toBe(200);
    const mine = (
      list.body as { result: { id: string; members: { id: string; userType: number }[] }[] }
    ).result.find((g) => g.id === id);
    expect(mine?.members).toEqual([expect.objectContaining({ id: teacher.id, userType: Role.Teacher })]);
    expect(right(await accessOf(teacherToken), 'DaysOff')).toMatchObject({
      read: true,
      create: true,
      update: true,
    });
    // A colleague outside the group keeps the role's defaults.
    expect((await call('GET', '/api/UserRoles', { token: await as(colleague) })).status).toBe(403);

    expect((await call('DELETE', `/api/UserRoles/${id}`, { token: boss })).status).toBe(200);
    expect((await call('GET', '/api/UserRoles', { token: teacherToken })).status).toBe(403);
    expect((await call('GET', `/api/UserRoles/${id}`, { token: boss })).status).toBe(404);
  });

  it('computes the rights at sign-in and stores them on the session, not per request', async () => {
    const boss = await as(director);
    const created = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({ memberIds: [colleague.id] }),
    });
    const token = await as(colleague);
    const reply = await call('GET', '/api/UserRoles', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-gradina-db')).toMatch(/^requests=1;/);
    await call('DELETE', `/api/UserRoles/${(created.body as { entityId: string }).entityId}`, {
      token: boss,
    });
  });

  it('edits with the version read; a stale version gets 409', async () => {
    const boss = await as(director);
    const created = (await call('POST', '/api/UserRoles', { token: boss, body: groupBody() })).body as {
      entityId: string;
    };
    const base = groupBody({
      id: created.entityId,
      name: 'Редактирана група',
      memberIds: [teacher.id, colleague.id],
    });
    const first = await call('POST', '/api/UserRoles', { token: boss, body: { ...base, version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2 });
    const stale = await call('POST', '/api/UserRoles', { token: boss, body: { ...base, version: 1 } });
    expect(stale.status).toBe(409);
    expect((stale.body as { errorMessage: string }).errorMessage).toMatch(/променена от друг потребител/);
    const one = await call('GET', `/api/UserRoles/${created.entityId}`, { token: boss });
    expect(one.body).toMatchObject({
      name: 'Редактирана група',
      version: 2,
      membersCount: 2,
      access: [{ resource: 'UserGroups', read: true, create: false }],
    });
    const extended = await call('GET', '/api/UserRoles/extended', { token: boss });
    expect((extended.body as { result: { id: string }[] }).result.map((g) => g.id)).toContain(
      created.entityId,
    );
    await call('DELETE', `/api/UserRoles/${created.entityId}`, { token: boss });
  });

  it('keeps names unique, filters pedagogical groups and validates members and rights', async () => {
    const boss = await as(director);
    const name = `Педагози ${crypto.randomUUID().slice(0, 6)}`;
    const created = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({ name, isPedagogical: true }),
    });
    expect(created.status).toBe(200);
    const twin = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({ name: ` ${name.toUpperCase()} ` }),
    });
    expect(twin.status).toBe(409);
    const pedagogical = await call('GET', '/api/UserRoles', {
      token: boss,
      query: { IsPedagogical: 'true' },
    });
    const names = (pedagogical.body as { result: { name: string; isPedagogical: boolean }[] }).result;
    expect(names.every((g) => g.isPedagogical)).toBe(true);
    expect(names.map((g) => g.name)).toContain(name);

    const withParent = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({ memberIds: [parent.id] }),
    });
    expect(withParent.status).toBe(400);
    expect(withParent.body).toMatchObject({ errors: [{ field: 'memberIds.0' }] });
    const foreign = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({ memberIds: [outsider.id] }),
    });
    expect(foreign.status).toBe(400);
    const platform = await call('POST', '/api/UserRoles', {
      token: boss,
      body: groupBody({ access: [{ resource: 'AccountManagement', read: true }] }),
    });
    expect(platform.status).toBe(400);
    expect(platform.body).toMatchObject({ errors: [{ field: 'access.0.resource' }] });
    await call('DELETE', `/api/UserRoles/${(created.body as { entityId: string }).entityId}`, {
      token: boss,
    });
  });

  it('lets the administrator read groups but not change them', async () => {
    const token = await as(administrator);
    expect((await call('GET', '/api/UserRoles/extended', { token })).status).toBe(200);
    expect((await call('POST', '/api/UserRoles', { token, body: groupBody() })).status).toBe(403);
  });

  it('rebuilds the rights of the kindergarten’s open sessions', async () => {
    const boss = await as(director);
    await as(teacher);
    const reply = await call('POST', '/api/UserRoles/rebuild-access', { token: boss, body: {} });
    expect(reply.status).toBe(200);
    expect((reply.body as { sessions: number }).sessions).toBeGreaterThanOrEqual(2);
    const stale = await call('POST', '/api/UserRoles/rebuild-access', {
      token: boss,
      body: { kindergartenId: other.id },
    });
    expect(stale.status).toBe(403);
  });
});

describe('module locks', () => {
  it('locks and unlocks modules with the version read, and shows them read-only to all but the director', async () => {
    const boss = await as(director);
    const read = await call('GET', '/api/ModuleSettings', { token: boss });
    expect(read.status).toBe(200);
    const [mine] = (
      read.body as {
        result: {
          kindergartenId: string;
          version: number;
          modules: { module: string; isLocked: boolean }[];
        }[];
      }
    ).result;
    expect(mine?.kindergartenId).toBe(kg.id);
    expect(mine?.modules.every((m) => !m.isLocked)).toBe(true);

    const locked = await call('POST', '/api/ModuleSettings', {
      token: boss,
      body: {
        kindergartenId: kg.id,
        version: mine!.version,
        modules: [{ module: 'Kitchen', isLocked: true }],
      },
    });
    expect(locked.status).toBe(200);
    const stale = await call('POST', '/api/ModuleSettings', {
      token: boss,
      body: { version: mine!.version, modules: [{ module: 'Kitchen', isLocked: false }] },
    });
    expect(stale.status).toBe(409);

    expect(right(await accessOf(await as(administrator)), 'Menus')).toMatchObject({
      read: true,
      create: false,
      update: false,
    });
    expect(right(await accessOf(boss), 'Menus')).toMatchObject({ read: true, create: true, update: true });
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.moduleSettings(kg.id) }),
    );
    expect(Item?.lockedModules).toEqual(['Kitchen']);

    const unlocked = await call('POST', '/api/ModuleSettings', {
      token: boss,
      body: { modules: [{ module: 'Kitchen', isLocked: false }] },
    });
    expect(unlocked.status).toBe(200);
    expect(right(await accessOf(await as(administrator)), 'Menus')).toMatchObject({ create: true });
  });

  it('shows a municipality the locks of the kindergartens in its municipality only', async () => {
    const token = await signIn('municipality@demo.gradina.bg');
    const all = await call('GET', '/api/ModuleSettings', { token });
    expect(all.status).toBe(200);
    const ids = (all.body as { result: { kindergartenId: string }[] }).result.map((r) => r.kindergartenId);
    expect(ids).toContain(kg.id);
    expect(ids).not.toContain(other.id);
    expect(
      (await call('GET', '/api/ModuleSettings', { token, query: { kindergartenId: kg.id } })).status,
    ).toBe(200);
    const foreign = await call('GET', '/api/ModuleSettings', { token, query: { kindergartenId: other.id } });
    expect(foreign.status).toBe(403);
    expect(
      (
        await call('POST', '/api/ModuleSettings', {
          token,
          body: { modules: [{ module: 'Kitchen', isLocked: true }] },
        })
      ).status,
    ).toBe(403);
  });

  it('is not for teachers, parents, MON or Master', async () => {
    for (const token of [
      await as(teacher),
      await as(parent),
      await signIn('mon@demo.gradina.bg'),
      await signIn('master@demo.gradina.bg'),
    ])
      expect((await call('GET', '/api/ModuleSettings', { token })).status).toBe(403);
  });
});
