import type { BotCheck, BotVerifier } from './index';

export interface RecaptchaOptions {
  /** The reCAPTCHA secret key (from Secrets Manager in the cloud). */
  secret: () => Promise<string>;
  /** Scores run from 0.0 (a bot) to 1.0 (a human); below this the request is refused. */
  minScore: number;
  /** For tests: the HTTP client. */
  fetchImpl?: typeof fetch;
  endpoint?: string;
  timeoutMs?: number;
}

interface SiteVerifyReply {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3 server-side verification (POST siteverify with the secret and the page's token). A missing
 * token, a failed check, another action, a low score or an unreachable service all answer "not human":
 * the form can be sent again, while a bot gets nothing through.
 */
export function recaptchaVerifier(options: RecaptchaOptions): BotVerifier {
  const endpoint = options.endpoint ?? 'https://www.google.com/recaptcha/api/siteverify';
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    kind: 'recaptcha',
    async verify(token, expectedAction, remoteIp): Promise<BotCheck> {
      if (!token) return { human: false, reason: 'missing-token' };
      const form = new URLSearchParams({ secret: await options.secret(), response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let reply: SiteVerifyReply;
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!res.ok) return { human: false, reason: `http-${res.status}` };
        reply = (await res.json()) as SiteVerifyReply;
      } catch {
        return { human: false, reason: 'unreachable' };
      }
      if (!reply.success) return { human: false, reason: (reply['error-codes'] ?? ['failed']).join(',') };
      if (reply.action && reply.action !== expectedAction)
        return { human: false, score: reply.score, reason: 'action' };
      const score = reply.score ?? 0;
      return score >= options.minScore ? { human: true, score } : { human: false, score, reason: 'score' };
    },
  };
}
