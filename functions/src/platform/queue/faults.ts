import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A test-only hook, honoured only in the local cloud: a test arms the local queue (see
 * infra/local/local-queue.ts) so that the first delivery of a chosen message carries the `gradina-fault`
 * attribute; the queue handler runs that message's consumer under the fault, and the consumer throws once
 * when it reaches the named point. That is how a test makes a consumer fail half-way through its work and
 * watches the queue redeliver it. Real SQS messages never carry the attribute, and outside the local
 * cloud (no LOCAL_QUEUE_ENDPOINT) it is ignored, so production paths never fail on purpose.
 */
export const faultAttribute = 'gradina-fault';

/** Where a consumer may fail on purpose: half-way through the recipients of one message. */
export type FaultPoint = 'mid-batch';

const armed = new AsyncLocalStorage<{ point: string; fired: boolean }>();

const honoured = () => !!process.env.LOCAL_QUEUE_ENDPOINT;

/** Runs a consumer; under a fault when the local queue armed this delivery with one. */
export function runWithFault<T>(point: string | undefined, consume: () => Promise<T>): Promise<T> {
  if (!point || !honoured()) return consume();
  return armed.run({ point, fired: false }, consume);
}

/** Throws once, at `point`, when the message being consumed was armed with that fault. */
export function faultPoint(point: FaultPoint): void {
  const fault = armed.getStore();
  if (!fault || fault.fired || fault.point !== point) return;
  fault.fired = true;
  throw new Error(`injected fault at ${point} (local cloud test hook)`);
}
