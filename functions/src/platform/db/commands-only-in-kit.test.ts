import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DynamoDB requests are built only in the data kit (`platform/db/`) and in the areas' `items.ts` files, so
 * metering, retries and the 404/409 mapping are the same everywhere and an area's keys live in one place.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Files that still build requests themselves; the integrator moves them onto the kit and empties this. */
const stillToMove = new Set([
  'areas/communication/administration.ts',
  'areas/communication/board.ts',
  'areas/communication/events.ts',
  'areas/communication/fanout.ts',
  'areas/communication/inbox.ts',
  'areas/communication/messages.ts',
  'areas/communication/polls.ts',
  'areas/communication/recipients.ts',
  'areas/communication/store.ts',
  'areas/files/avatars.ts',
  'areas/identity/access/batch-get.ts',
  'areas/identity/access/module-settings.ts',
  'areas/identity/access/user-groups.ts',
  'areas/identity/accounts/account-management.ts',
  'areas/identity/accounts/activation.ts',
  'areas/identity/accounts/invitations.ts',
  'areas/identity/accounts/links.ts',
  'areas/identity/accounts/login-throttle.ts',
  'areas/identity/accounts/profile.ts',
  'areas/identity/accounts/records.ts',
  'areas/identity/accounts/registration.ts',
  'areas/identity/accounts/unsubscribe.ts',
  'areas/identity/login.ts',
  'areas/identity/mails/unsubscribe-links.ts',
  'areas/identity/user-records.ts',
  'platform/auth/effective-rights.ts',
  'platform/auth/one-time-tokens.ts',
  'platform/auth/session-context.ts',
  'platform/auth/session-revocation.ts',
  'platform/auth/sessions.ts',
  'platform/auth/signing-keys.ts',
  'platform/auth/users.ts',
  'platform/mail/delivery.ts',
  'platform/queue/idempotency.ts',
]);

const command =
  /\bnew\s+(Get|Put|Query|Update|Delete|BatchGet|BatchWrite|TransactWrite|TransactGet|Scan)(Item|Items)?Command\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

const inKit = (file: string) => file.startsWith('platform/db/') || path.basename(file) === 'items.ts';

describe('the data kit', () => {
  const building = sourceFiles(root)
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((f) => command.test(readFileSync(path.join(root, f), 'utf8')));

  it('is the only place (with the areas’ items.ts) that builds DynamoDB commands', () => {
    const offenders = building.filter((f) => !inKit(f) && !stillToMove.has(f));
    expect(
      offenders,
      'build these requests with functions/src/platform/db (or in the area’s items.ts)',
    ).toEqual([]);
  });

  it('lists only files that still build commands (remove a file once it is moved)', () => {
    const moved = [...stillToMove].filter((f) => !building.includes(f));
    expect(moved, 'these no longer build commands: take them off the list').toEqual([]);
    console.info(`files still to move onto the data kit: ${stillToMove.size}`);
  });
});
