import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor } from './cursor';
import type { Condition } from './expressions';
import { conditionExpression } from './expressions';

export type IndexName = 'GSI1' | 'GSI2' | 'GSI3';

/** One partition of the table or of an index, optionally narrowed by its sort key. */
export interface KeyQuery {
  index?: IndexName;
  /** The partition key's value: `PK`, or `GSI1PK`/`GSI2PK` on an index. */
  partition: string;
  /** Sort keys starting with this. */
  beginsWith?: string;
  /** Sort keys between these, both included. */
  between?: readonly [string, string];
  /** Only these attributes are read (reserved words are fine). */
  attributes?: readonly string[];
  /** Items left out after reading (they still cost capacity). */
  filter?: Condition;
  descending?: boolean;
  consistent?: boolean;
}

/** A Query written by hand, for what a KeyQuery cannot say. */
export type RawQuery = Omit<QueryCommandInput, 'TableName'>;

const partitionAttribute = (index?: IndexName) => (index ? `${index}PK` : 'PK');
const sortAttribute = (index?: IndexName) => (index ? `${index}SK` : 'SK');

/** The Query request of a KeyQuery. */
export function queryInput(q: KeyQuery): QueryCommandInput {
  const names: Record<string, string> = { '#pk': partitionAttribute(q.index) };
  const values: Record<string, unknown> = { ':pk': q.partition };
  let keyCondition = '#pk = :pk';
  if (q.beginsWith !== undefined) {
    names['#sk'] = sortAttribute(q.index);
    values[':sk'] = q.beginsWith;
    keyCondition += ' AND begins_with(#sk, :sk)';
  } else if (q.between) {
    names['#sk'] = sortAttribute(q.index);
    values[':from'] = q.between[0];
    values[':to'] = q.between[1];
    keyCondition += ' AND #sk BETWEEN :from AND :to';
  }
  let projection: string | undefined;
  if (q.attributes?.length) {
    projection = q.attributes
      .map((a, i) => {
        names[`#p${i}`] = a;
        return `#p${i}`;
      })
      .join(', ');
  }
  const filter = q.filter && conditionExpression(q.filter);
  if (filter) {
    Object.assign(names, filter.names);
    Object.assign(values, filter.values);
  }
  return {
    TableName: tableName(),
    ...(q.index ? { IndexName: q.index } : {}),
    KeyConditionExpression: keyCondition,
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(projection ? { ProjectionExpression: projection } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(q.descending ? { ScanIndexForward: false } : {}),
    ...(q.consistent ? { ConsistentRead: true } : {}),
  };
}

const isKeyQuery = (q: KeyQuery | RawQuery): q is KeyQuery => 'partition' in q;

/**
 * Every item of a Query, following LastEvaluatedKey: for bounded partitions (a lookup list, a kindergarten's
 * school years), never for lists that grow without limit (page those with `queryPage`).
 */
export async function queryAll<T = Record<string, unknown>>(q: KeyQuery | RawQuery): Promise<T[]> {
  const input = isKeyQuery(q) ? queryInput(q) : { ...q, TableName: tableName() };
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

export interface Page<T> {
  items: T[];
  /** Opaque; pass it back for the next page. Null on the last page. */
  cursor: string | null;
}

/**
 * One page of a Query: at most `limit` items read from where `cursor` left off. The cursor is checked to
 * stay in the query's partition (400 otherwise, naming `cursorField`). With a filter a page may hold fewer
 * items than `limit` and still have a next one.
 */
export async function queryPage<T = Record<string, unknown>>(
  q: KeyQuery,
  { limit, cursor, cursorField }: { limit: number; cursor?: string | null; cursorField?: string },
): Promise<Page<T>> {
  const start = cursor
    ? decodeCursor(cursor, partitionAttribute(q.index), q.partition, cursorField)
    : undefined;
  const page = await db().send(
    new QueryCommand({ ...queryInput(q), Limit: limit, ...(start ? { ExclusiveStartKey: start } : {}) }),
  );
  return { items: (page.Items ?? []) as T[], cursor: encodeCursor(page.LastEvaluatedKey) };
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
