import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The local cloud's outbox of this e2e run: every mail the platform sent, one JSON file each. */
const outboxDir = path.resolve(
  import.meta.dirname,
  `../../.test-data/e2e-${process.env.E2E_PORT ?? 3100}/outbox`,
);

/** The token of the newest invitation link mailed to an address (read from the local outbox). */
export async function invitationToken(to: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith('.json')) : [];
        for (const f of files.sort().reverse()) {
          try {
            const mail = JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as {
              to: string;
              text: string;
            };
            if (mail.to !== to) continue;
            token = /\/account-activation\/\d+\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
            if (token) return token;
          } catch {
            // a mail still being written
          }
        }
        return undefined;
      },
      { message: `an invitation to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return token!;
}
