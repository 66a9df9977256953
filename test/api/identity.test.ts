import { describe, expect, it } from 'vitest';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { call, demoPassword, signIn } from '../support/api-client';
import { storedUser } from '../support/stored';

const login = (identifier: string, password: string, identifierKind: number = LoginIdentifierKind.Email) =>
  call('POST', '/api/identity/login', { body: { identifier, password, identifierKind } });

describe('sign-in', () => {
  it('answers a token for a demo account and the token reads the user data', async () => {
    const reply = await login('director@demo.gradina.bg', demoPassword);
    expect(reply.status).toBe(200);
    const token = (reply.body as { token: string }).token;
    expect(token.split('.')).toHaveLength(3);
    const me = await call('GET', '/api/identity/user-data', { token });
    expect(me.status).toBe(200);
    const user = me.body as {
      userType: number;
      kindergartens: { isSelected: boolean; name: string }[];
      access: unknown[];
    };
    expect(user.userType).toBe(Role.Director);
    expect(user.kindergartens.filter((k) => k.isSelected)).toHaveLength(1);
    expect(user.access.length).toBeGreaterThan(10);
  });

  it('matches the e-mail whatever its case and spacing', async () => {
    expect((await login('  Director@Demo.Gradina.BG ', demoPassword)).status).toBe(200);
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    const unknown = await login('nobody@demo.gradina.bg', demoPassword);
    const wrong = await login('director@demo.gradina.bg', 'Wrong-password1');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect((wrong.body as { errorMessage: string }).errorMessage).toBe(
      'Грешно потребителско име или парола. След 5 неуспешни опита входът спира за 15 минути; ако сте забравили паролата си, възстановете я.',
    );
  });

  it('signs in by phone and by ЕГН, the identifiers the demo accounts carry', async () => {
    const token = await signIn('parent@demo.gradina.bg');
    const me = (await call('GET', '/api/identity/user-data', { token })).body as { id: string };
    const profile = await storedUser(me.id);
    expect(profile.phone).toMatch(/^\+359\d{9}$/);
    const local = `0${String(profile.phone).slice(4)}`;
    expect((await login(local, demoPassword, LoginIdentifierKind.PhoneNumber)).status).toBe(200);
  });

  it('ends the session at logout: the same token gets 401 at once', async () => {
    const token = await signIn('teacher@demo.gradina.bg');
    expect((await call('GET', '/api/regions', { token })).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await call('GET', '/api/regions', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a forged or malformed token', async () => {
    const token = await signIn('teacher@demo.gradina.bg');
    const [h, p] = token.split('.');
    expect((await call('GET', '/api/regions', { token: `${h}.${p}.AAAA` })).status).toBe(401);
    expect((await call('GET', '/api/regions', { token: 'not-a-token' })).status).toBe(401);
  });

  it('names the missing field in Bulgarian', async () => {
    const reply = await call('POST', '/api/identity/login', { body: { password: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'validation',
      errorMessage: 'Полето "Потребителско име" е задължително',
    });
  });
});

describe('routing', () => {
  it('matches static segments case-insensitively', async () => {
    const token = await signIn('teacher@demo.gradina.bg');
    // The /api/ prefix itself is a CloudFront behaviour path (case-sensitive); the segments after it are not.
    for (const path of ['/api/REGIONS', '/api/Regions', '/api/rEgIoNs']) {
      const reply = await call('GET', path, { token });
      expect(reply.status, path).toBe(200);
      expect((reply.body as { rowsCount: number }).rowsCount, path).toBe(28);
    }
  });
  it('answers 404 route_not_found for a path no route matches', async () => {
    const token = await signIn('teacher@demo.gradina.bg');
    const reply = await call('GET', '/api/regions/nothing/here', { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'route_not_found' });
    expect((await call('GET', '/api/no-such-controller', { token })).body).toMatchObject({
      code: 'route_not_found',
    });
  });
});

describe('demo data', () => {
  it('prints one account per role', () => {
    const accounts = JSON.parse(process.env.GRADINA_DEMO_ACCOUNTS ?? '[]') as { email: string }[];
    expect(accounts.map((a) => a.email).sort()).toEqual(
      [
        'administrator',
        'director',
        'manciple',
        'master',
        'mon',
        'municipality',
        'parent',
        'resource-specialist',
        'teacher',
      ]
        .map((r) => `${r}@demo.gradina.bg`)
        .sort(),
    );
  });
});
