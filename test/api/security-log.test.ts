import { randomInt } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from '../../functions/src/platform/http/area-handler';
import { Role } from '../../shared/src/enums';
import { anAccount } from '../support/accounts';
import { type ApiInput, api, type Principal } from '../support/api';
import { type ApiReply, demoPassword, testUrl } from '../support/api-client';
import { type GivenKindergarten, given } from '../support/given';
import { collectSecrets, findLeaks, tokensOfMail } from '../support/log-scan';

/**
 * The security log (docs/security.md): one request line per answer, refusals included, with the manifest
 * route and outcome; lockouts kept as audit items their kindergarten's director and the Master can list.
 */
const logFile = () => {
  const file = process.env.GRADINA_LOG_FILE;
  if (!file) throw new Error('GRADINA_LOG_FILE is not set: the integration global setup writes the log');
  return file;
};

type Line = Record<string, unknown>;

let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;

beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Дневник“' }).teacher();
  other = await given.kindergarten();
  master = await given.nationalUser(Role.Master);
});

/** The lines written while `action` ran (the suite's files run one at a time). */
async function linesDuring<T>(action: () => Promise<T>): Promise<{ result: T; lines: Line[] }> {
  const start = statSync(logFile()).size;
  const result = await action();
  const text = readFileSync(logFile()).subarray(start).toString('utf8');
  return {
    result,
    lines: text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line),
  };
}

const requestLinesOf = (lines: Line[], requestId: string | null) =>
  lines.filter((l) => l.msg === 'request' && l.requestId === requestId);

/** A sign-in from a loopback address of its own (127.x.y.z), which the per-address limit counts. */
function signInFrom(address: string): Promise<ApiReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: new URL(testUrl()).port,
        path: '/api/identity/login',
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            headers,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ identifier: '' }));
  });
}

describe('one request line per answer', () => {
  it('a 403 names the route, the user and the kindergarten', async () => {
    const { result, lines } = await linesDuring(() => api(kg.teacher, 'identity.loginLocks'));
    expect(result.status).toBe(403);
    const mine = requestLinesOf(lines, result.headers.get('x-request-id'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ routeId: 'identity.loginLocks', status: 403, outcome: 'refused' });
    expect(mine[0]).toMatchObject({ code: 'forbidden', method: 'GET' });
    for (const key of ['userId', 'kindergartenId', 'sourceIp'])
      expect(mine[0]![key]).toEqual(expect.any(String));
  });

  it('a 401 of the authorizer is logged once, with the route it was meant for', async () => {
    const { result, lines } = await linesDuring(() => api(null, 'identity.loginLocks'));
    expect(result.status).toBe(401);
    const refused = lines.filter((l) => l.msg === 'request' && l.status === 401);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ routeId: 'identity.loginLocks', outcome: 'refused', userId: null });
    expect(refused[0]!.requestId).toEqual(expect.any(String));
  });

  it('a 409 is logged once as a conflict', async () => {
    const body: ApiInput<'identity.saveUserRole'>['body'] = {
      name: `Старши учители ${crypto.randomUUID().slice(0, 8)}`,
      isPedagogical: true,
      access: [{ resource: 'DaysOff', read: true, create: true, update: true, delete: false }],
      memberIds: [kg.teacher.id],
    };
    expect((await api(kg.director, 'identity.saveUserRole', { body })).status).toBe(200);
    const { result, lines } = await linesDuring(() => api(kg.director, 'identity.saveUserRole', { body }));
    expect(result.status).toBe(409);
    const mine = requestLinesOf(lines, result.headers.get('x-request-id'));
    expect(mine).toEqual([
      expect.objectContaining({ routeId: 'identity.saveUserRole', outcome: 'conflict', code: 'conflict' }),
    ]);
  });

  it('a 429 of the per-address limit is logged once as throttled, with the address', async () => {
    const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const { result: refused, lines } = await linesDuring(async () => {
      // The limit is 20 a minute; a burst across a window edge may need a few more.
      for (let i = 0; i < 40; i++) {
        const reply = await signInFrom(address);
        if (reply.status === 429) return reply;
      }
      throw new Error('40 sign-ins from one address were never limited');
    });
    const mine = requestLinesOf(lines, refused.headers.get('x-request-id'));
    expect(mine).toEqual([
      expect.objectContaining({
        routeId: 'identity.login',
        status: 429,
        outcome: 'throttled',
        code: 'too_many_requests',
        sourceIp: expect.stringContaining(address),
      }),
    ]);
  });

  it('a lockout: each failed sign-in logged once, a security line, an audit item for the right readers', async () => {
    const account = await anAccount({ kindergartenId: kg.id, active: true });
    const { result: replies, lines } = await linesDuring(async () => {
      const out = [];
      for (let i = 0; i < 5; i++)
        out.push(
          await api(null, 'identity.login', {
            body: { identifier: account.email, password: 'Wrong-Parola1', identifierKind: 0 },
          }),
        );
      return out;
    });
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      const mine = requestLinesOf(lines, reply.headers.get('x-request-id'));
      expect(mine).toEqual([
        expect.objectContaining({ routeId: 'identity.login', outcome: outcomeOf(reply.status) }),
      ]);
    }
    const security = lines.filter((l) => l.msg === 'security');
    expect(security.filter((l) => l.event === 'login.failed')).toHaveLength(4);
    expect(security.filter((l) => l.event === 'login.locked')).toEqual([
      expect.objectContaining({ userId: account.userId, identifierKind: 0 }),
    ]);

    const lockOf = (reply: { body: unknown }) =>
      (reply.body as { result: { event: string; subjectUserId: string | null }[] }).result.filter(
        (i) => i.event === 'login.locked' && i.subjectUserId === account.userId,
      );
    const own = await api(kg.director, 'identity.kindergartenAudit', {
      query: { kindergartenId: kg.id, event: 'login.locked' },
    });
    expect(own.status).toBe(200);
    expect(lockOf(own)).toEqual([
      expect.objectContaining({
        kindergartenId: kg.id,
        actorUserId: null,
        details: expect.any(Object),
      }),
    ]);
    expect(JSON.stringify(own.body)).not.toContain(account.email);

    const platform = await api(master, 'identity.platformAudit', {
      query: { event: 'login.locked', kindergartenId: kg.id },
    });
    expect(platform.status).toBe(200);
    expect(lockOf(platform)).toHaveLength(1);

    const theirs = await api(other.director, 'identity.kindergartenAudit');
    expect(theirs.status).toBe(200);
    expect(lockOf(theirs)).toEqual([]);
    const guarded = await api(other.director, 'identity.kindergartenAudit', {
      query: { kindergartenId: kg.id },
    });
    expect(guarded.status).toBe(403);
    expect((await api(kg.teacher, 'identity.kindergartenAudit')).status).toBe(403);
  });

  it('a member deactivated by the director is an audit item naming both by id only', async () => {
    const member = await anAccount({ kindergartenId: kg.id, active: true });
    const off = await api(kg.director, 'identity.changeUserActivation', {
      query: { userId: member.userId, isActive: 'false' },
    });
    expect(off.status).toBe(200);
    const audit = await api(kg.director, 'identity.kindergartenAudit', {
      query: { event: 'membership.deactivated' },
    });
    const mine = audit.body.result.filter((i) => i.subjectUserId === member.userId);
    expect(mine).toEqual([expect.objectContaining({ actorUserId: kg.director.id })]);
    expect(JSON.stringify(audit.body)).not.toMatch(/@/);
  });

  it('the audit list refuses a reversed date range in Bulgarian, naming the field', async () => {
    const reply = await api(kg.director, 'identity.kindergartenAudit', {
      query: { from: '2026-05-02', to: '2026-05-01' },
    });
    expect(reply.status).toBe(400);
    expect(reply.error?.errorMessage).toMatch(/До дата/);
  });
});

describe('the whole-run log scan', () => {
  it('finds a planted secret of each kind and passes a clean log', async () => {
    const secrets = await collectSecrets({
      dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName: process.env.TABLE_NAME!,
      outboxDir: process.env.MAIL_OUTBOX_DIR!,
    });
    const demoEmail = secrets.find((s) => s.kind === 'email' && s.value === 'director@demo.gradina.bg');
    expect(demoEmail).toBeDefined();
    const name = secrets.find((s) => s.kind === 'name')!;
    const clean = '{"level":"info","msg":"request","routeId":"identity.login","status":200}';
    expect(findLeaks(clean, secrets)).toEqual([]);
    const planted = [
      clean,
      `{"msg":"oops","who":"${demoEmail!.value.toUpperCase()}"}`,
      `{"msg":"oops","who":"${name.value}"}`,
      `{"msg":"oops","password":"${demoPassword}"}`,
      '{"msg":"oops","auth":"Bearer eyJhbGciOiJFUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl"}',
    ].join('\n');
    expect(findLeaks(planted, secrets)).toEqual([
      { kind: 'email', line: 2 },
      { kind: 'name', line: 3 },
      { kind: 'password', line: 4 },
      { kind: 'jwt', line: 5 },
    ]);
    const token = 'Qm9vZ1l0a2VuX3ZhbHVlX2Zvcl9hX2xpbmtfdGVzdF9v';
    expect(tokensOfMail(`Активирайте: http://localhost:3000/account-activation/3/${token}`)).toEqual([token]);
  });

  it('the run so far left no personal data in the log', async () => {
    const secrets = await collectSecrets({
      dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName: process.env.TABLE_NAME!,
      outboxDir: process.env.MAIL_OUTBOX_DIR!,
    });
    const text = readFileSync(logFile(), 'utf8');
    expect(text).toContain('"msg":"request"');
    expect(findLeaks(text, secrets)).toEqual([]);
  });
});
