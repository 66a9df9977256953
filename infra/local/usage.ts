/**
 * What the local cloud did, counted as AWS bills it: API Gateway REST requests and WebSocket messages and
 * connection time, Lambda invocations with their handler time per function, SQS messages, stream records,
 * bytes sent to browsers (CloudFront). Process-wide counters the cost benchmark reads before and after each
 * step (test/bench/cost.ts); nothing else reads them, and in the cloud they do not exist.
 */
export interface LocalUsage {
  restRequests: number;
  /** Bytes of the API's replies (they leave through CloudFront, as the SPA's files do). */
  restBytesOut: number;
  staticBytesOut: number;
  staticRequests: number;
  wsMessagesIn: number;
  wsMessagesOut: number;
  wsConnectionMs: number;
  sqsMessages: number;
  streamRecords: number;
  /** Per Lambda (the entry or area it runs): invocations and the summed handler time. */
  lambda: Record<string, { invocations: number; ms: number }>;
}

/** Counters at zero (the benchmark's month starts from them too). */
export const freshUsage = (): LocalUsage => ({
  restRequests: 0,
  restBytesOut: 0,
  staticBytesOut: 0,
  staticRequests: 0,
  wsMessagesIn: 0,
  wsMessagesOut: 0,
  wsConnectionMs: 0,
  sqsMessages: 0,
  streamRecords: 0,
  lambda: {},
});

export const usage: LocalUsage = freshUsage();

/** A copy of the counters as they are now (the benchmark subtracts two of them). */
export const usageSnapshot = (): LocalUsage => structuredClone(usage);

/** Wraps a handler so each call counts as one invocation of `name` with its time. */
export function countedLambda<A extends unknown[], R>(
  name: string,
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const started = performance.now();
    try {
      return await handler(...args);
    } finally {
      const l = usage.lambda[name] ?? { invocations: 0, ms: 0 };
      usage.lambda[name] = l;
      l.invocations += 1;
      l.ms += performance.now() - started;
    }
  };
}
