import type { Role } from '@gradina/shared';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { decoyHash, verifyPassword } from '../../../platform/auth/passwords';
import { schoolYearForSession } from '../../../platform/auth/session-context';
import { openSession } from '../../../platform/auth/sessions';
import { unauthorized } from '../../../platform/http/errors';
import type { Logger } from '../../../platform/http/logger';
import { userIdOfIdentifier } from '../accounts/items';
import type { ThrottleSubject } from '../users/login-throttle';
import {
  activeLock,
  clearThrottle,
  loginPolicy,
  readThrottle,
  recordFailure,
  slowDownMs,
  throttleIdentifier,
} from '../users/login-throttle';
import { loadUserWithMemberships, mayWorkSomewhere, selectedMembership } from './user-records';

/**
 * The one answer for an unknown account, a wrong password, a deactivated account and a locked one: it
 * reveals nothing, and still tells a person who typed the right password while locked what to do.
 */
export const wrongCredentialsMessage = `Грешно потребителско име или парола. След ${loginPolicy.maxFailures} неуспешни опита входът спира за ${loginPolicy.lockSeconds / 60} минути; ако сте забравили паролата си, възстановете я.`;

export interface Credentials {
  identifier: string;
  password: string;
  identifierKind: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs in. Failures are counted per account across its identifiers, and per identifier when no account has
 * it (login-throttle.ts): slower answers from the third failure, a 15-minute lock at the fifth; a success
 * clears the count. Unknown, wrong, deactivated and locked all get the same 401 with the same message after
 * the same password check, so neither the answer nor its timing tells whether an account exists or is locked.
 */
export async function login(credentials: Credentials, log?: Logger): Promise<{ token: string }> {
  const kind = credentials.identifierKind;
  const normalized = normalizeIdentifier(kind, credentials.identifier);
  const identifier = throttleIdentifier(normalized, credentials.identifier);
  const userId = normalized ? await userIdOfIdentifier(kind, normalized) : undefined;
  const [record, throttle] = await Promise.all([
    userId ? loadUserWithMemberships(userId) : undefined,
    readThrottle({ userId, identifierKind: kind, identifier }),
  ]);
  const subject: ThrottleSubject = userId
    ? {
        userId,
        kindergartenIds: record?.memberships.map((m) => m.kindergartenId) ?? [],
        identifierKind: kind,
        identifier,
      }
    : { identifierKind: kind, identifier };

  const passwordOk = await verifyPassword(credentials.password, record?.user.passwordHash ?? decoyHash);
  const locked = activeLock(throttle) !== undefined;
  if (locked || !record || !passwordOk || record.user.active !== true || !mayWorkSomewhere(record)) {
    // A locked subject is not counted further: the lock ends when it was set to, whatever is tried meanwhile.
    const outcome = locked ? { failures: Number(throttle!.failures) } : await recordFailure(subject);
    const locksNow = !locked && 'lockedUntil' in outcome && outcome.failures === loginPolicy.maxFailures;
    // Security lines name the account by its id only, never by the identifier that was typed.
    log?.warn('security', {
      event: locksNow ? 'login.locked' : 'login.failed',
      reason: locked ? 'locked' : !record ? 'unknown-account' : passwordOk ? 'inactive' : 'password',
      identifierKind: kind,
      userId: userId ?? null,
      failures: outcome.failures,
    });
    await sleep(slowDownMs(outcome.failures));
    throw unauthorized(wrongCredentialsMessage);
  }
  if (throttle) await clearThrottle(subject);

  const membership = selectedMembership(record);
  const kindergartenId = membership?.kindergartenId ?? null;
  const periodId = kindergartenId
    ? (await schoolYearForSession(kindergartenId, record.user.periodId)).periodId
    : null;
  const { token } = await openSession({
    userId: record.user.id,
    role: (membership?.role ?? record.user.baseRole) as Role,
    kindergartenId,
    periodId,
  });
  return { token };
}
