import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

let cached: Promise<SigningKeys> | undefined;

/**
 * The ES256 key pair that signs access tokens. The first process to need it creates it with a conditional
 * put; every other process (identity Lambda, authorizer, local cloud) reads the same item.
 */
export function signingKeys(): Promise<SigningKeys> {
  cached ??= loadOrCreate().catch((e) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

async function loadOrCreate(): Promise<SigningKeys> {
  const existing = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.signingKey(), ConsistentRead: true }),
  );
  if (existing.Item) return fromItem(existing.Item);
  const pair = await generateKeyPair('ES256', { extractable: true });
  const kid = crypto.randomUUID();
  const item = {
    ...keys.signingKey(),
    kid,
    privateJwk: await exportJWK(pair.privateKey),
    publicJwk: await exportJWK(pair.publicKey),
    createdAt: new Date().toISOString(),
  };
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return fromItem(item);
  } catch (e) {
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    const again = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.signingKey(), ConsistentRead: true }),
    );
    return fromItem(again.Item!);
  }
}

async function fromItem(item: Record<string, unknown>): Promise<SigningKeys> {
  return {
    kid: String(item.kid),
    privateKey: (await importJWK(item.privateJwk as JWK, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(item.publicJwk as JWK, 'ES256')) as CryptoKey,
  };
}

export function forgetSigningKeys(): void {
  cached = undefined;
}
