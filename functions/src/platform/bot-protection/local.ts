import type { BotVerifier } from './index';

/** The local cloud's verifier: every request is human (there is no captcha service to ask). */
export const localVerifier: BotVerifier = {
  kind: 'local',
  verify: async () => ({ human: true }),
};
