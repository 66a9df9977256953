import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Every item of a Query, following LastEvaluatedKey (for bounded partitions such as a lookup list). */
export async function queryAll<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The spec's paged reply over an already-read list. */
export function pageOf<T>(
  items: T[],
  pageNumber = 1,
  pageSize = items.length || 1,
): { result: T[]; rowsCount: number } {
  const start = (pageNumber - 1) * pageSize;
  return { result: items.slice(start, start + pageSize), rowsCount: items.length };
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
/** Bulgarian collation, as every list the users read is sorted. */
export const byBulgarianName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
