import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../../functions/src/platform/auth/passwords';
import { AccountTaken, createUser } from '../../../functions/src/platform/auth/users';
import { keys } from '../../../functions/src/platform/db/keys';
import { batchWriteAll } from '../../reference-data/batch-write';
import { isDbItem, isUserSeed, type SeedItem } from './world-context';

/**
 * createUser writes through the process-wide client (`db()`, configured by DYNAMODB_ENDPOINT) into
 * TABLE_NAME; make sure that is the table the other items go to.
 */
function useTableForUsers(tableName: string) {
  if (!process.env.TABLE_NAME) process.env.TABLE_NAME = tableName;
  else if (process.env.TABLE_NAME !== tableName) {
    throw new Error(
      `saveAll: users are created in TABLE_NAME=${process.env.TABLE_NAME}, not in ${tableName}`,
    );
  }
}

/**
 * Writes a world: plain items with BatchWrite, users with `createUser` (each password hashed once, since
 * scrypt is slow). Saving the same deterministic world again is harmless: puts overwrite and a user whose
 * profile already exists is skipped.
 */
export async function saveAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly SeedItem[],
  { concurrency = 8 }: { concurrency?: number } = {},
): Promise<{ items: number; users: number }> {
  const dbItems = items.filter(isDbItem);
  const users = items.filter(isUserSeed);
  await batchWriteAll(client, tableName, dbItems, { concurrency });
  if (users.length > 0) {
    useTableForUsers(tableName);
    const hashes = new Map<string, Promise<string>>();
    const hashOf = (password: string) => {
      let hash = hashes.get(password);
      if (!hash) {
        hash = hashPassword(password);
        hashes.set(password, hash);
      }
      return hash;
    };
    let next = 0;
    const worker = async () => {
      while (next < users.length) {
        const { gender: _gender, ...user } = users[next++]!;
        try {
          await createUser(user, await hashOf(user.password));
        } catch (error) {
          if (!(error instanceof AccountTaken)) throw error;
          const existing = await client.send(
            new GetCommand({ TableName: tableName, Key: keys.user(user.id) }),
          );
          if (!existing.Item) throw error; // an identifier taken by another user
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, worker));
  }
  return { items: dbItems.length, users: users.length };
}
