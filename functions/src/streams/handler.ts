import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../platform/http/logger';
import { attendanceAggregates } from './attendance-aggregates';
import type { StreamConsumer, TableChange } from './change';
import { sessionEnded } from './session-ended';

export type { StreamConsumer, TableChange } from './change';

const log = createLogger({ component: 'stream' });

/** The registered consumers, called in this order for every record. Areas append theirs. */
export const streamConsumers: StreamConsumer[] = [sessionEnded, attendanceAggregates];

type Image = Record<string, AttributeValue>;
const image = (value: unknown) => (value ? unmarshall(value as Image) : undefined);

/** The unmarshalled view of a stream record, or undefined for a record without a change. */
export function toTableChange(record: DynamoDBRecord): TableChange | undefined {
  const data = record.dynamodb;
  if (!record.eventName || !data) return undefined;
  const identity = record.userIdentity as { type?: string; principalId?: string } | undefined;
  return {
    eventName: record.eventName,
    sequenceNumber: data.SequenceNumber ?? record.eventID ?? '',
    keys: image(data.Keys) ?? {},
    newImage: image(data.NewImage),
    oldImage: image(data.OldImage),
    expired: identity?.type === 'Service' && identity.principalId === 'dynamodb.amazonaws.com',
  };
}

/**
 * Builds the stream Lambda: records are handed to every consumer in order. At the first failure the rest of
 * the batch is not processed; that record and every later one are reported in `batchItemFailures`, so Lambda
 * retries from the failed record (the event source mapping needs ReportBatchItemFailures).
 */
export function createStreamHandler(consumers: readonly StreamConsumer[]) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const records = event.Records ?? [];
    for (const [index, record] of records.entries()) {
      let consumer = '';
      try {
        const change = toTableChange(record);
        if (!change) continue;
        for (const c of consumers) {
          consumer = c.name;
          await c.consume(change);
        }
      } catch (e) {
        log.error('stream record failed', {
          consumer,
          change: record.eventName,
          sequence: record.dynamodb?.SequenceNumber,
          error: e,
        });
        const failures = records
          .slice(index)
          .map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? r.eventID ?? '' }));
        return { batchItemFailures: failures };
      }
    }
    return { batchItemFailures: [] };
  };
}

export const handler = createStreamHandler(streamConsumers);
