import { beforeAll, describe, expect, it } from 'vitest';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { anAccount, testPassword } from '../support/accounts';
import { api, type Principal, signInAs } from '../support/api';
import { demoPassword } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';
import { sessionsOfUser } from '../support/stored';

/**
 * The kindergarten's users: activation and deactivation, and the users list (registration and unsubscribe:
 * identity-registration.test.ts; the Master's management: identity-accounts-master.test.ts). A kindergarten
 * of its own with four teachers and six parents, and a second kindergarten.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;

beforeAll(async () => {
  kg = await given.kindergarten().teacher().teacher().teacher().teacher().group().parents(6);
  other = await given.kindergarten();
  master = await given.nationalUser(Role.Master);
});

const login = (identifier: string, password = demoPassword) =>
  api(null, 'identity.login', { body: { identifier, password, identifierKind: LoginIdentifierKind.Email } });
const setActive = (by: Principal, userId: string, isActive: boolean) =>
  api(by, 'identity.changeUserActivation', { query: { userId, isActive: isActive ? 'true' : 'false' } });
const userData = (user: Principal) => api(user, 'identity.userData');

describe('activation and deactivation', () => {
  it('deactivating a member ends their sessions at once; they cannot sign in until reactivated', async () => {
    const member = kg.teachers[3]!;
    expect((await userData(member)).status).toBe(200);

    expect((await setActive(kg.director, member.id, false)).status).toBe(200);
    expect((await userData(member)).status).toBe(401);
    const refused = await login(member.email);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({
      errorMessage:
        'Грешно потребителско име или парола. След 5 неуспешни опита входът спира за 15 минути; ако сте забравили паролата си, възстановете я.',
    });
    // No session item is left behind (what no route lists).
    expect(await sessionsOfUser(member.id)).toEqual([]);

    expect((await setActive(kg.director, member.id, true)).status).toBe(200);
    expect((await login(member.email)).status).toBe(200);
  });

  it('reaches only members of the session kindergarten, and never oneself', async () => {
    const member = kg.teachers[2]!;
    expect((await setActive(other.director, member.id, false)).status).toBe(404);
    expect((await login(member.email)).status).toBe(200);
    expect((await setActive(kg.director, kg.director.id, false)).status).toBe(400);
    expect((await setActive(kg.teachers[0]!, member.id, false)).status).toBe(403);
  });

  it('the Master deactivates any account with /api/Identity/change-activation', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await signInAs(
      { id: account.userId, email: account.email, role: Role.MON, kindergartenId: null },
      testPassword,
    );
    const reply = await api(master, 'identity.changeActivation', {
      body: { userId: account.userId, isActive: false },
    });
    expect(reply.status).toBe(200);
    expect((await userData(session)).status).toBe(401);
    expect((await login(account.email, testPassword)).status).toBe(401);
  });
});

describe('GET /api/Users', () => {
  it("lists the session kindergarten's users with role, activity and e-mail, filtered and sorted in Bulgarian", async () => {
    const teacher = kg.teachers[0]!;
    const all = await api(kg.director, 'identity.users', { query: { PageSize: '500' } });
    expect(all.status).toBe(200);
    // The director, four teachers and six parents.
    expect(all.body.rowsCount).toBe(11);
    const ids = all.body.result.map((u) => u.id);
    expect(ids).toContain(teacher.id);
    expect(ids).toContain(kg.parent.id);
    expect(ids).not.toContain(master.id);
    const names = all.body.result.map((u) => u.fullName);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('bg', { sensitivity: 'base', numeric: true }).compare),
    );
    expect(all.body.result.find((u) => u.id === teacher.id)).toMatchObject({
      userType: Role.Teacher,
      email: teacher.email,
      isActive: true,
    });

    const teachers = await api(kg.director, 'identity.users', { query: { userType: String(Role.Teacher) } });
    expect(teachers.body.result).toHaveLength(4);
    expect(teachers.body.result.every((u) => u.userType === Role.Teacher)).toBe(true);

    const { lastName } = (await userData(teacher)).body;
    const byName = await api(kg.director, 'identity.users', { query: { name: lastName.toLowerCase() } });
    expect(byName.body.result.map((u) => u.id)).toContain(teacher.id);

    const page = await api(kg.director, 'identity.users', { query: { PageNumber: '2', PageSize: '5' } });
    expect(page.body.result).toEqual(all.body.result.slice(5, 10));
    expect(page.body.rowsCount).toBe(all.body.rowsCount);
  });

  it("never shows another kindergarten's users", async () => {
    const own = await api(other.director, 'identity.users');
    expect(own.body.result.map((u) => u.id)).not.toContain(kg.teachers[0]!.id);
    const named = await api(other.director, 'identity.users', { query: { kindergartenId: kg.id } });
    expect(named.status).toBe(403);
  });
});
