import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@gradina/shared';
import { normalizeIdentifier } from '../../platform/auth/identifiers';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import { openSession } from '../../platform/auth/sessions';
import { db, tableName } from '../../platform/db/client';
import { keys } from '../../platform/db/keys';
import { unauthorized } from '../../platform/http/errors';
import { loadUserWithMemberships, selectedMembership } from './user-records';

/** One answer for an unknown account, a wrong password and a deactivated account: it reveals nothing. */
export const wrongCredentialsMessage = 'Грешно потребителско име или парола.';

export interface Credentials {
  identifier: string;
  password: string;
  identifierKind: number;
}

export async function login(credentials: Credentials): Promise<{ token: string }> {
  const normalized = normalizeIdentifier(credentials.identifierKind, credentials.identifier);
  const marker = normalized
    ? await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.loginIdentifier(credentials.identifierKind, normalized),
        }),
      )
    : undefined;
  const userId = marker?.Item?.userId as string | undefined;
  const record = userId ? await loadUserWithMemberships(userId) : undefined;
  const passwordOk = await verifyPassword(credentials.password, record?.user.passwordHash ?? decoyHash);
  if (!record || !passwordOk || record.user.active !== true) throw unauthorized(wrongCredentialsMessage);

  const membership = selectedMembership(record);
  const kindergartenId = membership?.kindergartenId ?? null;
  const periodId = record.user.periodId ?? (kindergartenId ? await activePeriodOf(kindergartenId) : null);
  const { token } = await openSession({
    userId: record.user.id,
    role: (membership?.role ?? record.user.baseRole) as Role,
    kindergartenId,
    periodId,
  });
  return { token };
}

async function activePeriodOf(kindergartenId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.kindergarten(kindergartenId) }),
  );
  return (Item?.activePeriodId as string | undefined) ?? null;
}
