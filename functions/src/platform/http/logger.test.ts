import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, formatLine, isPersonalKey } from './logger';

const jwt =
  'eyJhbGciOiJFUzI1NiJ9.eyJzaWQiOiJhYmMiLCJzdWIiOiJ1c2VyIn0.MEUCIQDv3x9Hk2m7tRq0m1sQ9Zz4y8v7w6u5t4s3r2q1p0o';
const linkToken = 'Qm9vZ1l0a2VuX3ZhbHVlX2Zvcl9hX2xpbmtfdGVzdF9v'; // 43 base64url characters, as issued
const uuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the log redactor', () => {
  it('drops the values of keys that can hold personal data, keeps ids, kinds and counts', () => {
    const line = JSON.parse(
      formatLine('info', 'x', {
        email: 'a@b.bg',
        phone: '+359888123456',
        egn: '7501020018',
        firstName: 'Мария',
        lastName: 'Петрова',
        password: 'Gradina2026',
        token: 'anything',
        authorization: 'Bearer whatever',
        nested: { fullName: 'Мария Петрова', ok: 'стойност' },
        userId: uuid,
        identifierKind: 2,
        routeId: 'identity.login',
      }),
    );
    for (const key of [
      'email',
      'phone',
      'egn',
      'firstName',
      'lastName',
      'password',
      'token',
      'authorization',
    ])
      expect(line[key]).toBe('[скрито]');
    expect(line.nested).toEqual({ fullName: '[скрито]', ok: 'стойност' });
    expect(line.userId).toBe(uuid);
    expect(line.identifierKind).toBe(2);
    expect(line.routeId).toBe('identity.login');
    expect(isPersonalKey('tokenHash')).toBe(true);
  });

  it('masks JWTs, link tokens, e-mails, phones and ЕГН inside any string it writes', () => {
    const text = [
      `token ${jwt}`,
      `link ${linkToken}`,
      'mail maria.petrova@example.bg',
      'phones +359888123456, +359 88 812 3456, 00359888123456, 0888 123 456, 02 987 6543, 029876543',
      'egn 7501020018',
      `id ${uuid}`,
    ].join('; ');
    const line = formatLine('warn', text, { note: text, list: [text] });
    for (const secret of [
      jwt,
      linkToken,
      'maria.petrova@example.bg',
      '888123456',
      '88 812 3456',
      '0888 123 456',
      '987 6543',
      '029876543',
      '7501020018',
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain(uuid);
    expect(line).toContain('[телефон]');
    expect(line).toContain('[e-mail]');
    expect(line).toContain('[токен]');
  });

  it('describes an error by its name and redacted message', () => {
    const line = JSON.parse(formatLine('error', 'failed', { error: new Error('no user 7501020018') }));
    expect(line.error).toEqual({ error: 'Error', message: 'no user [число]' });
  });
});

describe('the log sink', () => {
  const saved = { file: process.env.GRADINA_LOG_FILE, level: process.env.LOG_LEVEL };
  let dir: string | undefined;
  afterEach(() => {
    process.env.GRADINA_LOG_FILE = saved.file;
    process.env.LOG_LEVEL = saved.level;
    if (saved.file === undefined) delete process.env.GRADINA_LOG_FILE;
    if (saved.level === undefined) delete process.env.LOG_LEVEL;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes one JSON line per call to GRADINA_LOG_FILE, honouring LOG_LEVEL', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gradina-log-'));
    process.env.GRADINA_LOG_FILE = path.join(dir, 'functions.log');
    process.env.LOG_LEVEL = 'warn';
    const log = createLogger({ area: 'identity' }).child({ requestId: 'r1' });
    log.info('not written');
    log.warn('written', { status: 429 });
    log.error('also written');
    const lines = readFileSync(process.env.GRADINA_LOG_FILE, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.level, l.msg, l.area, l.requestId])).toEqual([
      ['warn', 'written', 'identity', 'r1'],
      ['error', 'also written', 'identity', 'r1'],
    ]);
    expect(lines[0].status).toBe(429);
  });
});
