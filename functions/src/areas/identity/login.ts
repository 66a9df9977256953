import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@gradina/shared';
import { normalizeIdentifier } from '../../platform/auth/identifiers';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import { periodForSession } from '../../platform/auth/session-context';
import { openSession } from '../../platform/auth/sessions';
import { db, tableName } from '../../platform/db/client';
import { keys } from '../../platform/db/keys';
import { unauthorized } from '../../platform/http/errors';
import {
  activeLock,
  clearThrottle,
  lockedError,
  readThrottle,
  recordFailure,
  slowDownMs,
  throttleIdentifier,
} from './accounts/login-throttle';
import { loadUserWithMemberships, selectedMembership } from './user-records';

/** One answer for an unknown account, a wrong password and a deactivated account: it reveals nothing. */
export const wrongCredentialsMessage = 'Грешно потребителско име или парола.';

export interface Credentials {
  identifier: string;
  password: string;
  identifierKind: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs in. Failures are counted per identifier whether or not an account has it (login-throttle.ts): slower
 * answers from the third failure, a 15-minute lock (429 with Retry-After) at the fifth; a success clears the
 * count. A locked identifier is refused before the password is checked, with the same answer for every
 * identifier, so the lock tells nothing about the account either.
 */
export async function login(credentials: Credentials): Promise<{ token: string }> {
  const kind = credentials.identifierKind;
  const normalized = normalizeIdentifier(kind, credentials.identifier);
  const counted = throttleIdentifier(normalized, credentials.identifier);
  const [throttle, marker] = await Promise.all([
    readThrottle(kind, counted),
    normalized
      ? db().send(new GetCommand({ TableName: tableName(), Key: keys.loginIdentifier(kind, normalized) }))
      : undefined,
  ]);
  const lockedUntil = activeLock(throttle);
  if (lockedUntil) throw lockedError(lockedUntil);

  const userId = marker?.Item?.userId as string | undefined;
  const record = userId ? await loadUserWithMemberships(userId) : undefined;
  const passwordOk = await verifyPassword(credentials.password, record?.user.passwordHash ?? decoyHash);
  if (!record || !passwordOk || record.user.active !== true) {
    const outcome = await recordFailure(
      kind,
      counted,
      record
        ? { userId: record.user.id, kindergartenIds: record.memberships.map((m) => m.kindergartenId) }
        : undefined,
    );
    if (outcome.lockedUntil) throw lockedError(outcome.lockedUntil);
    await sleep(slowDownMs(outcome.failures));
    throw unauthorized(wrongCredentialsMessage);
  }
  if (throttle) await clearThrottle(kind, counted);

  const membership = selectedMembership(record);
  const kindergartenId = membership?.kindergartenId ?? null;
  const periodId = kindergartenId
    ? (await periodForSession(kindergartenId, record.user.periodId)).periodId
    : null;
  const { token } = await openSession({
    userId: record.user.id,
    role: (membership?.role ?? record.user.baseRole) as Role,
    kindergartenId,
    periodId,
  });
  return { token };
}
