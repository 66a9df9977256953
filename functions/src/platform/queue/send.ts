import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { QueueId } from '@gradina/shared/runtime';

/** A unit of asynchronous work; `type` picks the consumer, `key` makes a retry harmless. */
export interface WorkMessage<T = unknown> {
  type: string;
  /** Idempotency key: consumers record it so a redelivered message does nothing twice. */
  key: string;
  payload: T;
}

let sqs: SQSClient | undefined;

/**
 * Puts work on a queue: SQS in the cloud (QUEUE_URL_<ID>), the local cloud's in-process queue locally
 * (LOCAL_QUEUE_ENDPOINT). Either way the consumer receives SQS event shapes.
 */
export async function enqueue(queue: QueueId, message: WorkMessage): Promise<void> {
  const body = JSON.stringify(message);
  const local = process.env.LOCAL_QUEUE_ENDPOINT;
  if (local) {
    const res = await fetch(`${local}/${queue}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`local queue refused the message: ${res.status}`);
    return;
  }
  const url = process.env[`QUEUE_URL_${queue.toUpperCase()}`];
  if (!url) throw new Error(`QUEUE_URL_${queue.toUpperCase()} is not set`);
  sqs ??= new SQSClient({});
  await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: body }));
}
