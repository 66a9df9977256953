/**
 * Loads the national reference data into a table: `TABLE_NAME=<table> npx tsx infra/reference-data/cli.ts`.
 * Uses the default AWS credentials and region, or DynamoDB Local when DYNAMODB_ENDPOINT is set. Safe to run
 * again after a deployment: every item is a put that overwrites the previous version.
 */
import { db, tableName } from '../../functions/src/platform/db/client';
import { loadReferenceData } from './load';

const table = tableName();
const started = performance.now();
const { items } = await loadReferenceData(db(), table);
console.log(
  `reference data: ${items} items written to ${table} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
