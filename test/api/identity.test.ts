import { beforeAll, describe, expect, it } from 'vitest';
import { LoginIdentifierKind, Role } from '../../shared/src/enums';
import { api, type Principal, signInAs } from '../support/api';
import { call, demoPassword, signIn } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';

/** Sign-in, sessions, tokens and routing, on a kindergarten of its own; then what the demo data carries. */
let kg: GivenKindergarten;

beforeAll(async () => {
  kg = await given.kindergarten().teacher();
});

const login = (identifier: string, password: string, identifierKind: number = LoginIdentifierKind.Email) =>
  api(null, 'identity.login', { body: { identifier, password, identifierKind } });
const asToken = (user: Principal, token: string): Principal => ({ ...user, token });

describe('sign-in', () => {
  it('answers a token and the token reads the user data', async () => {
    const reply = await login(kg.director.email, demoPassword);
    expect(reply.status).toBe(200);
    const token = reply.body.token;
    expect(token.split('.')).toHaveLength(3);
    const me = await api(asToken(kg.director, token), 'identity.userData');
    expect(me.status).toBe(200);
    expect(me.body.userType).toBe(Role.Director);
    expect(me.body.kindergartens.filter((k) => k.isSelected)).toHaveLength(1);
    expect(me.body.access.length).toBeGreaterThan(10);
  });

  it('matches the e-mail whatever its case and spacing', async () => {
    const [name, domain] = kg.director.email.split('@') as [string, string];
    const mixed = `  ${name[0]!.toUpperCase()}${name.slice(1)}@${domain.toUpperCase()} `;
    expect((await login(mixed, demoPassword)).status).toBe(200);
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    const unknown = await login(`nobody-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`, demoPassword);
    const wrong = await login(kg.director.email, 'Wrong-password1');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.error?.errorMessage).toBe(
      'Грешно потребителско име или парола. След 5 неуспешни опита входът спира за 15 минути; ако сте забравили паролата си, възстановете я.',
    );
  });

  it('ends the session at logout: the same token gets 401 at once', async () => {
    // A session of its own, so the world's teacher stays signed in.
    const session = await signInAs(kg.teacher);
    expect((await api(session, 'lookups.regions')).status).toBe(200);
    expect((await api(session, 'identity.logout')).status).toBe(200);
    const after = await api(session, 'lookups.regions');
    expect(after.status).toBe(401);
    expect(after.error).toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a forged or malformed token', async () => {
    const [h, p] = kg.teacher.token.split('.');
    expect((await api(asToken(kg.teacher, `${h}.${p}.AAAA`), 'lookups.regions')).status).toBe(401);
    expect((await api(asToken(kg.teacher, 'not-a-token'), 'lookups.regions')).status).toBe(401);
  });

  it('names the missing field in Bulgarian', async () => {
    // Deliberately not what the schema allows: the raw client sends the body as it is.
    const reply = await call('POST', '/api/identity/login', { body: { password: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'validation',
      errorMessage: 'Полето "Потребителско име" е задължително',
    });
  });
});

describe('routing', () => {
  // Spellings of a path no manifest route names: the raw client calls them as a browser would.
  it('matches static segments case-insensitively', async () => {
    // The /api/ prefix itself is a CloudFront behaviour path (case-sensitive); the segments after it are not.
    for (const path of ['/api/REGIONS', '/api/Regions', '/api/rEgIoNs']) {
      const reply = await call('GET', path, { token: kg.teacher.token });
      expect(reply.status, path).toBe(200);
      expect((reply.body as { rowsCount: number }).rowsCount, path).toBe(28);
    }
  });
  it('answers 404 route_not_found for a path no route matches', async () => {
    const token = kg.teacher.token;
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

  it('signs the demo accounts in, and the demo parent by phone as well', async () => {
    const reply = await login('director@demo.gradina.bg', demoPassword);
    expect(reply.status).toBe(200);
    const token = await signIn('parent@demo.gradina.bg');
    const me = await call('GET', '/api/identity/user-data', { token });
    const phone = String((me.body as { phone: string | null }).phone);
    expect(phone).toMatch(/^\+359\d{9}$/);
    const local = `0${phone.slice(4)}`;
    expect((await login(local, demoPassword, LoginIdentifierKind.PhoneNumber)).status).toBe(200);
  });
});
