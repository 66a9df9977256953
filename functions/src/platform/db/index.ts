/**
 * The data kit: the only place (with the areas' `items.ts` files) that builds DynamoDB requests. Every
 * request goes through `db()` and is metered (client.ts); failed conditions become the API's 404 and 409.
 */
export { batchGet, batchWrite } from './batch';
export { currentMeter, db, metered, tableName } from './client';
export { decodeCursor, encodeCursor } from './cursor';
export type { Changes, Condition } from './expressions';
export {
  deleteIfExists,
  deleteItem,
  getItem,
  getOrNotFound,
  isConditionFailure,
  type Key,
  putIfAbsent,
  putItem,
  updateItem,
} from './item';
export { keys, type RecordKey, recordKey, tenantPrefix, withoutKeys } from './keys';
export { byBulgarianName, type KeyQuery, type Page, pageOf, queryAll, queryPage } from './query';
export { type TransactOp, transact, tryTransact } from './transact';
export {
  checkVersion,
  requireVersion,
  staleWrite,
  staleWriteMessage,
  type Versioned,
  versionedOp,
  versionedPut,
  versionedUpdate,
  versionOf,
} from './versioned';
