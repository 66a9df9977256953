import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { bgMessages, LoginIdentifierKind, Role } from '@gradina/shared';
import { normalizeIdentifier } from '../../../platform/auth/identifiers';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';
import { type ApiError, badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import type { SessionContext } from '../../../platform/http/session';
import type { UserRecord } from '../user-records';

/** The user profile item as the accounts backend reads and writes it. */
export interface Profile extends Omit<UserRecord, 'passwordHash'> {
  /** Null until an invited or registered user sets a password. */
  passwordHash: string | null;
  /** Invited, not yet activated: the activation link sets the password and the flag goes. */
  pendingActivation?: boolean;
  /** False after the user unsubscribed: only essential e-mails reach them. Absent means true. */
  emailNotifications?: boolean;
  jurisdiction?: { municipalityCode?: string } | null;
  /** The newest activation / recovery link: an older link stops working when a new one is sent. */
  activationTokenHash?: string | null;
  recoveryTokenHash?: string | null;
  createdAt?: string;
  GSI2PK?: string;
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const userNotFound = () => notFound('Потребителят не е намерен.');
export const emailTaken = () => conflict('Този e-mail адрес вече се използва от друг потребител.');
export const phoneTaken = () => conflict('Този телефонен номер вече се използва от друг потребител.');
export const invalidLink = () =>
  badRequest('Връзката е невалидна, изтекла или вече е използвана.', [
    { field: 'token', message: 'Връзката е невалидна, изтекла или вече е използвана.' },
  ]);

export const nowIso = () => new Date().toISOString();
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
export const sortName = (u: { firstName: string; lastName: string }) => fullName(u).toLocaleLowerCase('bg');

/** Roles whose members are staff of a kindergarten (a staff item beside the membership). */
export const staffRoleSet = new Set<number>([
  Role.Director,
  Role.Teacher,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
]);
export const positionOfRole: Partial<Record<number, string>> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.ResourceSpecialist]: 'Ресурсен учител',
  [Role.Manciple]: 'Домакин',
  [Role.Administrator]: 'Администратор',
};
/** Accounts with a national or municipal scope get a GSI2 entry for the Master's lists. */
export const listedRoles = new Set<number>([Role.MON, Role.Municipality]);

export async function getProfile(userId: string, consistent = false): Promise<Profile | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: consistent }),
  );
  return Item as Profile | undefined;
}

export async function requireProfile(userId: string): Promise<Profile> {
  const profile = await getProfile(userId, true);
  if (!profile) throw userNotFound();
  return profile;
}

export async function membershipOf(
  userId: string,
  kindergartenId: string,
): Promise<{ role: number; kindergartenId: string } | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.membership(userId, kindergartenId),
      ConsistentRead: true,
    }),
  );
  return Item ? { role: Number(Item.role), kindergartenId } : undefined;
}

/** The session's kindergarten; tenant routes are only reached with one selected. */
export function sessionKindergarten(session: SessionContext): string {
  if (!session.kindergartenId) throw forbidden('Не е избрана детска градина.');
  return session.kindergartenId;
}

/**
 * A tenant request may name the kindergarten its page shows (`kindergartenId`); it must be the session's.
 * Keys are still built from the session: this only refuses a page of one kindergarten acting in another.
 */
export function checkKindergartenGuard(session: SessionContext, kindergartenId: string | undefined): string {
  const own = sessionKindergarten(session);
  if (kindergartenId !== undefined && kindergartenId !== own)
    throw forbidden('Нямате достъп до тази детска градина.');
  return own;
}

/** A user who is a member of the session's kindergarten (else 404: other tenants' users do not exist here). */
export async function requireMember(
  session: SessionContext,
  userId: string,
): Promise<{ profile: Profile; role: number; kindergartenId: string }> {
  const kindergartenId = sessionKindergarten(session);
  const [membership, profile] = await Promise.all([
    membershipOf(userId, kindergartenId),
    getProfile(userId, true),
  ]);
  if (!membership || !profile) throw userNotFound();
  return { profile, role: membership.role, kindergartenId };
}

export async function kindergartenProfile(
  kindergartenId: string,
): Promise<{ id: string; name: string; municipalityCode?: string } | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.kindergarten(kindergartenId) }),
  );
  return Item
    ? { id: kindergartenId, name: String(Item.name), municipalityCode: Item.municipalityCode }
    : undefined;
}

export async function requireKindergarten(kindergartenId: string) {
  const kg = await kindergartenProfile(kindergartenId);
  if (!kg) throw notFound('Детската градина не е намерена.');
  return kg;
}

export async function userIdOfIdentifier(kind: number, normalized: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.loginIdentifier(kind, normalized),
      ConsistentRead: true,
    }),
  );
  return Item?.userId as string | undefined;
}

/** An e-mail or phone in its stored form, or a 400 naming the field. */
export function normalizedOrBadRequest(kind: number, raw: string, field: string, title: string): string {
  const value = normalizeIdentifier(kind, raw);
  if (!value) throw badRequest(bgMessages.invalid(title), [{ field, message: bgMessages.invalid(title) }]);
  return value;
}

export const normalizeEmail = (raw: string, field = 'email') =>
  normalizedOrBadRequest(LoginIdentifierKind.Email, raw, field, 'E-mail');
export const normalizePhone = (raw: string, field = 'phone') =>
  normalizedOrBadRequest(LoginIdentifierKind.PhoneNumber, raw, field, 'Телефон');

export async function batchGet<T = Record<string, unknown>>(
  keyList: { PK: string; SK: string }[],
  projection?: string,
): Promise<T[]> {
  const out: T[] = [];
  const unique = [...new Map(keyList.map((k) => [`${k.PK}|${k.SK}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request:
      | Record<string, { Keys: Record<string, unknown>[]; ProjectionExpression?: string }>
      | undefined = {
      [tableName()]: {
        Keys: unique.slice(i, i + 100),
        ...(projection ? { ProjectionExpression: projection } : {}),
      },
    };
    while (request && Object.keys(request).length > 0) {
      const res: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request }));
      out.push(...((res.Responses?.[tableName()] ?? []) as T[]));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
}

/**
 * Runs a transaction of labelled items; when DynamoDB cancels it, `onConflict` turns the label of the first
 * item whose condition failed into the error to answer (a taken e-mail, a used token...).
 */
export async function transact(
  items: { label: string; item: TransactItem }[],
  onConflict: (label: string) => ApiError | undefined,
): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items.map((i) => i.item) }));
  } catch (e) {
    if ((e as Error).name !== 'TransactionCanceledException') throw e;
    const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    const label = failed >= 0 ? items[failed]?.label : undefined;
    const mapped = label ? onConflict(label) : undefined;
    if (mapped) throw mapped;
    if (reasons.some((r) => r.Code === 'TransactionConflict'))
      throw conflict('Записът беше променен междувременно. Опитайте отново.');
    if (failed >= 0) throw conflict('Записът беше променен междувременно. Опитайте отново.');
    throw e;
  }
}

/** The standard reply of a create/update route. */
export { saved } from '../../../platform/http/replies';
