import { secretString } from '../auth/secrets';
import { localVerifier } from './local';
import { recaptchaVerifier } from './recaptcha';

/** The answer of a bot check: whether the request looks human, and the provider's score when it has one. */
export interface BotCheck {
  human: boolean;
  score?: number;
  reason?: string;
}

/**
 * Verifies the token a public form (parent self-registration) got from the bot-protection service on the
 * page. The cloud verifies with reCAPTCHA v3; the local cloud and tests accept everyone.
 */
export interface BotVerifier {
  readonly kind: 'recaptcha' | 'local';
  verify(token: string | undefined, expectedAction: string, remoteIp?: string): Promise<BotCheck>;
}

/**
 * reCAPTCHA when RECAPTCHA_SECRET_ARN names the Secrets Manager secret holding the reCAPTCHA secret key
 * (read once per cold start; score threshold RECAPTCHA_MIN_SCORE, default 0.5), unless BOT_PROTECTION=local
 * forces the always-human verifier; without it the local verifier is the default, so the local cloud needs no
 * configuration. The secret never sits in a Lambda's plain environment.
 */
export function botVerifier(env: NodeJS.ProcessEnv = process.env): BotVerifier {
  const secretArn = env.RECAPTCHA_SECRET_ARN;
  if (!secretArn || env.BOT_PROTECTION === 'local') return localVerifier;
  const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? '0.5');
  return recaptchaVerifier({
    secret: () => secretString(secretArn),
    minScore: Number.isFinite(minScore) ? minScore : 0.5,
  });
}
