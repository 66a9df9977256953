import { db } from '../../functions/src/platform/db/client';
import { s3 } from '../../functions/src/platform/files/s3';
import { freshUsage, type LocalUsage, usageSnapshot } from '../../infra/local/usage';

/**
 * Every billable thing the local cloud does while a step of the cost benchmark runs: the local cloud's own
 * counters (infra/local/usage.ts: REST requests, Lambda invocations and handler time, WebSocket, SQS,
 * stream records, bytes to browsers) and, because the handlers run in this process, every DynamoDB and
 * S3 request of the process-wide SDK clients with the consumed capacity DynamoDB Local returns. A step's
 * figures are the difference of the counters after it (and after the queue and the stream are idle) and
 * before it, so the authorizer, the queue consumers and the stream's aggregate updates count too.
 */
export interface Usage extends Omit<LocalUsage, 'lambda'> {
  lambda: Record<string, { invocations: number; ms: number }>;
  dbRequests: number;
  /** Read and write request units as DynamoDB Local reports them (on demand bills the same units). */
  rru: number;
  wru: number;
  s3Puts: number;
  s3Gets: number;
  s3BytesPut: number;
}

const sdk = { dbRequests: 0, rru: 0, wru: 0, s3Puts: 0, s3Gets: 0, s3BytesPut: 0 };
let installed = false;

type Capacity = { ReadCapacityUnits?: number; WriteCapacityUnits?: number; CapacityUnits?: number };

/** Adds the counting middleware to the process's DynamoDB and S3 clients (once). */
export function installSdkMeters() {
  if (installed) return;
  installed = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const out = (await next(args)) as { output: { ConsumedCapacity?: Capacity | Capacity[] } };
      const operation = String(context.commandName ?? '');
      sdk.dbRequests += 1;
      const consumed = out.output.ConsumedCapacity;
      for (const c of consumed === undefined ? [] : [consumed].flat()) {
        const read = c.ReadCapacityUnits ?? 0;
        const write = c.WriteCapacityUnits ?? 0;
        if (read || write) {
          sdk.rru += read;
          sdk.wru += write;
        } else if (/Get|Query|Scan/.test(operation)) sdk.rru += c.CapacityUnits ?? 0;
        else sdk.wru += c.CapacityUnits ?? 0;
      }
      return out as never;
    },
    { step: 'initialize', name: 'costBenchMeter' },
  );
  s3().middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName ?? '');
      // PUT, COPY, POST and LIST are billed at one price, GET and the rest at another.
      if (/Put|Copy|Upload|List|Create/.test(operation)) sdk.s3Puts += 1;
      else sdk.s3Gets += 1;
      const body = (args.input as { Body?: unknown }).Body;
      if (operation === 'PutObjectCommand' && body)
        sdk.s3BytesPut +=
          typeof body === 'string' ? Buffer.byteLength(body) : ((body as Uint8Array).byteLength ?? 0);
      return next(args);
    },
    { step: 'initialize', name: 'costBenchMeter' },
  );
}

export function readUsage(): Usage {
  return { ...usageSnapshot(), ...sdk };
}

export function usageDifference(after: Usage, before: Usage): Usage {
  const lambda: Usage['lambda'] = {};
  for (const [name, l] of Object.entries(after.lambda)) {
    const b = before.lambda[name] ?? { invocations: 0, ms: 0 };
    if (l.invocations > b.invocations)
      lambda[name] = { invocations: l.invocations - b.invocations, ms: l.ms - b.ms };
  }
  const out = { ...after, lambda } as Usage;
  for (const key of Object.keys(after) as (keyof Usage)[])
    if (key !== 'lambda') (out[key] as number) = (after[key] as number) - (before[key] as number);
  return out;
}

/** Adds `u` × `times` into `into` (a month is steps' usage times how often they happen). */
export function addUsage(into: Usage, u: Usage, times: number) {
  for (const key of Object.keys(u) as (keyof Usage)[])
    if (key !== 'lambda') (into[key] as number) += (u[key] as number) * times;
  for (const [name, l] of Object.entries(u.lambda)) {
    const t = into.lambda[name] ?? { invocations: 0, ms: 0 };
    into.lambda[name] = t;
    t.invocations += l.invocations * times;
    t.ms += l.ms * times;
  }
}

export const emptyUsage = (): Usage => ({
  ...freshUsage(),
  dbRequests: 0,
  rru: 0,
  wru: 0,
  s3Puts: 0,
  s3Gets: 0,
  s3BytesPut: 0,
});
