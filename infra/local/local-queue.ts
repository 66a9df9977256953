import { randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { queues } from '../../shared/src/runtime';

type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse | undefined | undefined>;

interface Pending {
  record: SQSRecord;
  receiveCount: number;
}

/**
 * SQS, locally: messages posted to `http://127.0.0.1:<port>/<queueId>` are delivered to the queue's
 * consumer in SQS event shapes, retried after the visibility timeout, and written to a dead-letter file
 * after maxReceiveCount attempts. In memory: a restart loses queued work, as a developer expects.
 */
export async function startLocalQueue(options: {
  load: (entry: string) => Promise<QueueHandler>;
  deadLetterDir: string;
  retryDelayMs?: number;
}) {
  const waiting = new Map<string, Pending[]>(queues.map((q) => [q.id, []]));
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];
  const settle = () => {
    if (inFlight === 0 && [...waiting.values()].every((l) => l.length === 0)) {
      for (const w of idleWaiters) w();
      idleWaiters = [];
    }
  };

  async function deliver(queueId: string) {
    const q = queues.find((x) => x.id === queueId)!;
    const list = waiting.get(queueId)!;
    const batch = list.splice(0, 10);
    if (batch.length === 0) return settle();
    inFlight++;
    try {
      for (const p of batch) {
        p.receiveCount++;
        p.record.attributes.ApproximateReceiveCount = String(p.receiveCount);
      }
      const handler = await options.load(q.entry);
      const reply = await handler({ Records: batch.map((p) => p.record) }).catch(() => ({
        batchItemFailures: batch.map((p) => ({ itemIdentifier: p.record.messageId })),
      }));
      const failed = new Set((reply?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      for (const p of batch.filter((b) => failed.has(b.record.messageId))) {
        if (p.receiveCount >= q.maxReceiveCount) {
          await mkdir(options.deadLetterDir, { recursive: true });
          await appendFile(
            path.join(options.deadLetterDir, `${queueId}.jsonl`),
            `${JSON.stringify(p.record)}\n`,
          );
        } else {
          setTimeout(
            () => {
              list.push(p);
              void deliver(queueId);
            },
            options.retryDelayMs ?? q.visibilityTimeoutSeconds * 1000,
          ).unref();
          inFlight++;
          setTimeout(
            () => {
              inFlight--;
            },
            options.retryDelayMs ?? q.visibilityTimeoutSeconds * 1000,
          ).unref();
        }
      }
    } finally {
      inFlight--;
      if (list.length > 0) setImmediate(() => void deliver(queueId));
      else settle();
    }
  }

  const server: Server = createServer(async (req, res) => {
    const queueId = (req.url ?? '').replace(/^\//, '');
    if (req.method !== 'POST' || !waiting.has(queueId)) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const messageId = randomUUID();
    waiting.get(queueId)!.push({
      receiveCount: 0,
      record: {
        messageId,
        receiptHandle: messageId,
        body,
        attributes: {
          ApproximateReceiveCount: '0',
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:local:000000000000:gradina-${queueId}`,
        awsRegion: 'local',
      },
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: messageId }));
    setImmediate(() => void deliver(queueId));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Resolves when nothing is queued or running (tests and benchmarks wait on it). */
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settle();
      }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
