import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createLogger } from '../platform/http/logger';
import { faultAttribute, runWithFault } from '../platform/queue/faults';
import type { WorkMessage } from '../platform/queue/send';
import { consumers } from './consumers';

const log = createLogger({ entry: 'queue' });

/** SQS consumer: each record to its consumer; failures are reported per record so only they come back. */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = JSON.parse(record.body) as WorkMessage;
      const consumer = consumers[message.type];
      if (!consumer) {
        log.error('no consumer for message type', { messageType: message.type });
        continue;
      }
      // Only the local queue ever sets the attribute, when a test armed it (see platform/queue/faults.ts).
      await runWithFault(record.messageAttributes?.[faultAttribute]?.stringValue, () => consumer(message));
    } catch (e) {
      log.error('message failed', { messageId: record.messageId, error: e });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
