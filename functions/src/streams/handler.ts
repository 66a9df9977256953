import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { neispuoAttendanceChanges } from '../areas/neispuo/attendance-sync/stream';
import { neispuoParentMeetingChanges } from '../areas/neispuo/parent-meetings/stream';
import { neispuoResultsChanges } from '../areas/neispuo/results/stream';
import { createLogger } from '../platform/http/logger';
import { activityAggregates } from './activity-aggregates';
import { attendanceAggregates } from './attendance-aggregates';
import type { StreamConsumer, TableChange } from './change';
import { childLeft } from './child-left';
import { documentAggregates } from './document-aggregates';
import { sessionEnded } from './session-ended';

export type { StreamConsumer, TableChange } from './change';

const log = createLogger({ component: 'stream' });

/** The registered consumers, called in this order for every record. Areas append theirs. */
export const streamConsumers: StreamConsumer[] = [
  sessionEnded,
  attendanceAggregates,
  activityAggregates,
  childLeft,
  documentAggregates,
  neispuoAttendanceChanges,
  neispuoResultsChanges,
  neispuoParentMeetingChanges,
];

type Image = Record<string, AttributeValue>;

/**
 * The item of a stream image. Attributes are read one by one: a value the SDK cannot read (seen locally as an
 * empty AttributeValue) is left out and its name logged, instead of failing the record for every consumer;
 * a retry would meet the same value again and, after the retries, drop the records behind it.
 */
function image(value: unknown): Record<string, unknown> | undefined {
  if (!value) return undefined;
  const item: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(value as Image)) {
    try {
      Object.assign(item, unmarshall({ [name]: attribute }));
    } catch {
      log.warn('stream attribute unreadable', { attribute: name, shape: Object.keys(attribute ?? {}) });
    }
  }
  return item;
}

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
