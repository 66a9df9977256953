/**
 * The one DynamoDB table, described once: CDK builds it in the cloud and the local cloud creates it in
 * DynamoDB Local from this same description. docs/data-model.md lists the access patterns behind it.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Generic overloaded indexes; GSI1 and GSI2 carry alternate lookups, GSI3 is the sharded sparse report index. */
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
  ttlAttribute: 'ttl',
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

export type GlobalIndexName = (typeof tableDefinition.globalIndexes)[number]['name'];

/** Buckets the platform uses; names get a stage suffix in the cloud. */
export const bucketNames = {
  files: 'gradina-files',
  exports: 'gradina-exports',
  web: 'gradina-web',
} as const;
