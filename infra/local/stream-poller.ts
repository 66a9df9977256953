import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials, localRegion } from './table';
import { usage } from './usage';

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined | undefined>;

/**
 * Reads the table's stream the way Lambda's event source mapping does and hands batches of records, in
 * the DynamoDB stream event shape, to the stream handler. Failed records are retried a few times.
 */
export async function startStreamPoller(options: {
  endpoint: string;
  dynamo: DynamoDBClient;
  tableName: string;
  handler: () => Promise<StreamHandler>;
  intervalMs?: number;
}) {
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: localRegion,
    credentials: localCredentials,
  });
  const table = await options.dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error('the table has no stream');
  const iterators = new Map<string, string | undefined>();
  const known = new Set<string>();
  let stopped = false;
  let firstDiscovery = true;
  let pass: Promise<unknown> = Promise.resolve();

  async function discover() {
    let ExclusiveStartShardId: string | undefined;
    do {
      const d = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }),
      );
      for (const shard of d.StreamDescription?.Shards ?? []) {
        const id = shard.ShardId!;
        if (known.has(id)) continue;
        known.add(id);
        // Records written before this start were handled by the previous run (or never needed).
        const type = firstDiscovery ? 'LATEST' : 'TRIM_HORIZON';
        const it = await streams.send(
          new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: type }),
        );
        iterators.set(id, it.ShardIterator);
      }
      ExclusiveStartShardId = d.StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
    firstDiscovery = false;
  }

  async function deliver(records: DynamoDBStreamEvent['Records']) {
    let pending = records;
    for (let attempt = 1; attempt <= 3 && pending.length > 0; attempt++) {
      const handler = await options.handler();
      const reply = await handler({ Records: pending }).catch((e: Error) => {
        console.error('stream handler failed', e.name, e.message);
        return {
          batchItemFailures: pending.map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })),
        };
      });
      const failed = new Set((reply?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      pending = pending.filter((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
    }
    if (pending.length > 0) console.error(`stream: ${pending.length} records failed after retries`);
  }

  /** One pass over the shards (at most 100 records each); answers how many records it delivered. */
  async function poll(): Promise<number> {
    await discover();
    let delivered = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      iterators.set(shardId, page.NextShardIterator);
      const records = (page.Records ?? []).map((r) => ({
        ...r,
        eventSourceARN: streamArn,
      })) as DynamoDBStreamEvent['Records'];
      usage.streamRecords += records.length;
      if (records.length > 0) await deliver(records);
      delivered += records.length;
    }
    return delivered;
  }

  await discover();
  const interval = options.intervalMs ?? 250;
  const loop = async () => {
    while (!stopped) {
      pass = poll().catch((e: Error) => console.error('stream poll failed', e.name, e.message));
      await pass;
      await new Promise((r) => setTimeout(r, interval));
    }
  };
  void loop();
  return {
    /** Waits until every record written so far has been delivered (tests use it). */
    async drain() {
      await pass;
      // A pass reads at most 100 records a shard, and the consumers' own writes (aggregates) are records
      // too: poll until a pass finds nothing left, so "written so far" holds however long the backlog.
      for (let round = 0; round < 200; round++) {
        const current = poll();
        pass = current;
        if ((await current) === 0) return;
      }
    },
    async stop() {
      stopped = true;
      await pass.catch(() => {});
      streams.destroy();
    },
  };
}
