import { describe, expect, it } from 'vitest';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { anAccount, testPassword } from '../support/accounts';
import { call, signIn } from '../support/api-client';
import { sessionsOfUser } from '../support/stored';
import { loadWorld, otherKindergartenDirector } from '../support/world';

/**
 * The kindergarten's users: activation and deactivation, and the users list (registration and unsubscribe:
 * identity-registration.test.ts; the Master's management: identity-accounts-master.test.ts).
 */

const login = (identifier: string, password: string) =>
  call('POST', '/api/identity/login', {
    body: { identifier, password, identifierKind: LoginIdentifierKind.Email },
  });
const director = () => signIn('director@demo.gradina.bg');
const master = () => signIn('master@demo.gradina.bg');

describe('activation and deactivation', () => {
  it('deactivating a member ends their sessions at once; they cannot sign in until reactivated', async () => {
    const w = await loadWorld();
    const account = await anAccount({ kindergartenId: w.kindergartenId, active: true });
    const session = await signIn(account.email, testPassword);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(200);

    const token = await director();
    const off = await call('POST', '/api/Users/change-user-activation', {
      token,
      query: { userId: account.userId, isActive: 'false' },
    });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(401);
    const refused = await login(account.email, testPassword);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      errorMessage:
        'Грешно потребителско име или парола. След 5 неуспешни опита входът спира за 15 минути; ако сте забравили паролата си, възстановете я.',
    });
    expect(await sessionsOfUser(account.userId)).toEqual([]);

    const on = await call('POST', '/api/Users/change-user-activation', {
      token,
      query: { userId: account.userId, isActive: 'true' },
    });
    expect(on.status).toBe(200);
    expect((await login(account.email, testPassword)).status).toBe(200);
  });

  it('reaches only members of the session kindergarten, and never oneself', async () => {
    const w = await loadWorld();
    const account = await anAccount({ kindergartenId: w.kindergartenId, active: true });
    const other = await signIn((await otherKindergartenDirector()).email);
    const foreign = await call('POST', '/api/Users/change-user-activation', {
      token: other,
      query: { userId: account.userId, isActive: 'false' },
    });
    expect(foreign.status).toBe(404);
    expect((await login(account.email, testPassword)).status).toBe(200);
    const self = await call('POST', '/api/Users/change-user-activation', {
      token: await director(),
      query: { userId: w.userIds.director!, isActive: 'false' },
    });
    expect(self.status).toBe(400);
    const teacher = await signIn('teacher@demo.gradina.bg');
    expect(
      (
        await call('POST', '/api/Users/change-user-activation', {
          token: teacher,
          query: { userId: account.userId, isActive: 'false' },
        })
      ).status,
    ).toBe(403);
  });

  it('the Master deactivates any account with /api/Identity/change-activation', async () => {
    const account = await anAccount({ active: true, role: Role.MON });
    const session = await signIn(account.email, testPassword);
    const reply = await call('POST', '/api/Identity/change-activation', {
      token: await master(),
      body: { userId: account.userId, isActive: false },
    });
    expect(reply.status).toBe(200);
    expect((await call('GET', '/api/identity/user-data', { token: session })).status).toBe(401);
    expect((await login(account.email, testPassword)).status).toBe(401);
  });
});

describe('GET /api/Users', () => {
  it("lists the session kindergarten's users with role, activity and e-mail, filtered and sorted in Bulgarian", async () => {
    const w = await loadWorld();
    const token = await director();
    const all = await call('GET', '/api/Users', { token, query: { PageSize: '500' } });
    expect(all.status).toBe(200);
    const body = all.body as {
      result: { id: string; fullName: string; userType: number; email: string | null; isActive: boolean }[];
      rowsCount: number;
    };
    expect(body.rowsCount).toBeGreaterThan(20);
    const ids = body.result.map((u) => u.id);
    expect(ids).toContain(w.userIds.teacher);
    expect(ids).toContain(w.userIds.parent);
    expect(ids).not.toContain(w.userIds.master);
    const names = body.result.map((u) => u.fullName);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('bg', { sensitivity: 'base', numeric: true }).compare),
    );
    expect(body.result.find((u) => u.id === w.userIds.teacher)).toMatchObject({
      userType: Role.Teacher,
      email: 'teacher@demo.gradina.bg',
      isActive: true,
    });

    const teachers = await call('GET', '/api/Users', { token, query: { userType: String(Role.Teacher) } });
    const teacherRows = (teachers.body as typeof body).result;
    expect(teacherRows.length).toBeGreaterThan(0);
    expect(teacherRows.every((u) => u.userType === Role.Teacher)).toBe(true);

    const byName = await call('GET', '/api/Users', { token, query: { name: 'стоянова' } });
    expect((byName.body as typeof body).result.map((u) => u.id)).toContain(w.userIds.teacher);

    const page = await call('GET', '/api/Users', { token, query: { PageNumber: '2', PageSize: '5' } });
    expect((page.body as typeof body).result).toEqual(body.result.slice(5, 10));
    expect((page.body as typeof body).rowsCount).toBe(body.rowsCount);
  });

  it("never shows another kindergarten's users", async () => {
    const w = await loadWorld();
    const other = await signIn((await otherKindergartenDirector()).email);
    const own = await call('GET', '/api/Users', { token: other });
    expect((own.body as { result: { id: string }[] }).result.map((u) => u.id)).not.toContain(
      w.userIds.teacher,
    );
    const named = await call('GET', '/api/Users', {
      token: other,
      query: { kindergartenId: w.kindergartenId },
    });
    expect(named.status).toBe(403);
  });
});
