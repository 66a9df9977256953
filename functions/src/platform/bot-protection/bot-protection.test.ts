import { describe, expect, it } from 'vitest';
import { botVerifier } from './index';
import { recaptchaVerifier } from './recaptcha';

const replying =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('bot protection', () => {
  it('uses the always-human verifier without a reCAPTCHA secret in Secrets Manager or when forced local', async () => {
    const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:gradina-recaptcha';
    expect(botVerifier({}).kind).toBe('local');
    expect(botVerifier({ RECAPTCHA_SECRET_ARN: arn, BOT_PROTECTION: 'local' }).kind).toBe('local');
    expect(botVerifier({ RECAPTCHA_SECRET_ARN: arn }).kind).toBe('recaptcha');
    // A secret in the plain environment is no longer read.
    expect(botVerifier({ RECAPTCHA_SECRET: 's' }).kind).toBe('local');
    expect(await botVerifier({}).verify(undefined, 'register')).toEqual({ human: true });
  });

  it('accepts a successful check of the expected action at or above the threshold', async () => {
    const v = recaptchaVerifier({
      secret: async () => 's',
      minScore: 0.5,
      fetchImpl: replying({ success: true, score: 0.9, action: 'register' }),
    });
    expect(await v.verify('t', 'register')).toEqual({ human: true, score: 0.9 });
  });

  it('refuses a low score, another action, a failed check, a missing token and an unreachable service', async () => {
    const check = (body: unknown, status?: number) =>
      recaptchaVerifier({ secret: async () => 's', minScore: 0.5, fetchImpl: replying(body, status) }).verify(
        't',
        'register',
      );
    expect((await check({ success: true, score: 0.3, action: 'register' })).human).toBe(false);
    expect((await check({ success: true, score: 0.9, action: 'login' })).human).toBe(false);
    expect((await check({ success: false, 'error-codes': ['invalid-input-response'] })).human).toBe(false);
    expect((await check({}, 500)).human).toBe(false);
    const offline = recaptchaVerifier({
      secret: async () => 's',
      minScore: 0.5,
      fetchImpl: async () => {
        throw new Error('offline');
      },
    });
    expect(await offline.verify('t', 'register')).toEqual({ human: false, reason: 'unreachable' });
    expect((await offline.verify(undefined, 'register')).reason).toBe('missing-token');
  });

  it('sends the secret, the token and the client address as a form', async () => {
    let sent = '';
    const v = recaptchaVerifier({
      secret: async () => 'top',
      minScore: 0.5,
      fetchImpl: async (_url, init) => {
        sent = String(init?.body);
        return new Response(JSON.stringify({ success: true, score: 1 }));
      },
    });
    await v.verify('tok', 'register', '10.0.0.1');
    expect(new URLSearchParams(sent).get('secret')).toBe('top');
    expect(new URLSearchParams(sent).get('response')).toBe('tok');
    expect(new URLSearchParams(sent).get('remoteip')).toBe('10.0.0.1');
  });
});
