import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { keys } from '../../../platform/db/keys';

/**
 * Unsubscribe links: `<base64url(address)>~<HMAC-SHA256 of it, 128 bits>` (no dot: a dot in the last path
 * segment would make the site look for a file). Signed, not stored, so every
 * e-mail can carry one without a write, and an old e-mail's link keeps working. The key is generated on
 * first use and kept in the table (conditional put), like the token signing key.
 */
let cached: Promise<Buffer> | undefined;

export function mailLinkKey(): Promise<Buffer> {
  cached ??= loadOrCreate().catch((e) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

async function loadOrCreate(): Promise<Buffer> {
  const read = async () =>
    (
      await db().send(
        new GetCommand({ TableName: tableName(), Key: keys.mailLinkKey(), ConsistentRead: true }),
      )
    ).Item;
  const existing = await read();
  if (existing) return Buffer.from(String(existing.key), 'base64');
  const key = randomBytes(32);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.mailLinkKey(), type: 'MailLinkKey', key: key.toString('base64') },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return key;
  } catch (e) {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    return Buffer.from(String((await read())!.key), 'base64');
  }
}

const mac = (key: Buffer, address: string) =>
  createHmac('sha256', key).update(`unsubscribe\n${address}`, 'utf8').digest().subarray(0, 16);

export function signUnsubscribe(key: Buffer, address: string): string {
  const normalized = address.trim().toLowerCase();
  return `${Buffer.from(normalized, 'utf8').toString('base64url')}~${mac(key, normalized).toString('base64url')}`;
}

/** The address a token was signed for, or undefined when it was not signed with this key. */
export function verifyUnsubscribe(key: Buffer, token: string): string | undefined {
  const [payload, signature, ...rest] = token.trim().split('~');
  if (!payload || !signature || rest.length > 0) return undefined;
  const address = Buffer.from(payload, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, address);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return address;
}

export async function unsubscribeToken(address: string): Promise<string> {
  return signUnsubscribe(await mailLinkKey(), address);
}

export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? 'https://gradina.bg').replace(/\/+$/, '');
}

export async function unsubscribeLink(address: string): Promise<string> {
  return `${publicUrl()}/unsubscribe/${await unsubscribeToken(address)}`;
}
