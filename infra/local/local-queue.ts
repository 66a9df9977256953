import { randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { queues } from '../../shared/src/runtime';
import { usage } from './usage';

type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse | undefined | undefined>;

interface Pending {
  record: SQSRecord;
  receiveCount: number;
  /** Set when an armed fault made this message fail on purpose: its redelivery comes this soon. */
  retryDelayMs?: number;
}

/**
 * A fault a test armed (POST /<queueId>/faults; GET lists those not fired yet): the next message of
 * `messageType` whose payload has these `payload` values and whose key ends in `keySuffix` gets the
 * `gradina-fault` attribute on its first delivery only, and is redelivered after `retryDelayMs` instead of
 * the visibility timeout. See functions/src/platform/queue/faults.ts.
 */
interface ArmedFault {
  messageType: string;
  payload?: Record<string, unknown>;
  keySuffix?: string;
  point: string;
  retryDelayMs?: number;
}

const faultAttribute = 'gradina-fault';

function matches(fault: ArmedFault, body: string): boolean {
  try {
    const message = JSON.parse(body) as { type?: string; key?: string; payload?: Record<string, unknown> };
    return (
      message.type === fault.messageType &&
      (message.key ?? '').endsWith(fault.keySuffix ?? '') &&
      Object.entries(fault.payload ?? {}).every(([k, v]) => message.payload?.[k] === v)
    );
  } catch {
    return false;
  }
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
  const faults = new Map<string, ArmedFault[]>(queues.map((q) => [q.id, []]));
  /** Arms or clears the fault of a first delivery (a redelivery never carries one). */
  const markFault = (queueId: string, p: Pending) => {
    delete p.record.messageAttributes[faultAttribute];
    if (p.receiveCount !== 1) return;
    const armed = faults.get(queueId)!;
    const n = armed.findIndex((f) => matches(f, p.record.body));
    if (n < 0) return;
    const [fault] = armed.splice(n, 1);
    p.record.messageAttributes[faultAttribute] = { stringValue: fault!.point, dataType: 'String' };
    p.retryDelayMs = fault!.retryDelayMs ?? 100;
  };
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
        markFault(queueId, p);
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
          const delay = p.retryDelayMs ?? options.retryDelayMs ?? q.visibilityTimeoutSeconds * 1000;
          setTimeout(() => {
            list.push(p);
            void deliver(queueId);
          }, delay).unref();
          inFlight++;
          setTimeout(() => {
            inFlight--;
          }, delay).unref();
        }
      }
    } finally {
      inFlight--;
      if (list.length > 0) setImmediate(() => void deliver(queueId));
      else settle();
    }
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      idleWaiters.push(resolve);
      settle();
    });

  const server: Server = createServer(async (req, res) => {
    const [queueId = '', action] = (req.url ?? '').replace(/^\//, '').split('/');
    if (!waiting.has(queueId) || (action !== undefined && action !== 'faults' && action !== 'idle')) {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'GET' && action === 'idle') {
      // Test-only: answers once nothing is queued or running, so a suite can wait for deliveries.
      await idle();
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && action === 'faults') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(faults.get(queueId)));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (action === 'faults') {
      // Test-only: the local queue is on 127.0.0.1 and exists only in the local cloud.
      faults.get(queueId)!.push(JSON.parse(body) as ArmedFault);
      res.writeHead(204).end();
      return;
    }
    const messageId = randomUUID();
    usage.sqsMessages += 1;
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
    idle,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
