import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** DynamoDB requests and consumed capacity of one API request, read by logs and benchmarks. */
export interface DbMeter {
  requests: number;
  readCapacity: number;
  writeCapacity: number;
  itemsRead: number;
  byOperation: Record<string, number>;
}

export const newMeter = (): DbMeter => ({
  requests: 0,
  readCapacity: 0,
  writeCapacity: 0,
  itemsRead: 0,
  byOperation: {},
});

const meterStore = new AsyncLocalStorage<DbMeter>();

/** Runs `fn` with a fresh meter and returns the meter beside its result. */
export async function metered<T>(
  fn: () => Promise<T>,
  meter: DbMeter = newMeter(),
): Promise<{ result: T; meter: DbMeter }> {
  const result = await meterStore.run(meter, fn);
  return { result, meter };
}

export const currentMeter = (): DbMeter | undefined => meterStore.getStore();

/** The global meter sink benchmarks subscribe to (every request in this process, metered or not). */
const listeners = new Set<(operation: string) => void>();
export const onDbRequest = (fn: (operation: string) => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

type CapacityEntry = {
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  CapacityUnits?: number;
  TableName?: string;
};

function addCapacity(
  meter: DbMeter,
  operation: string,
  consumed: CapacityEntry | CapacityEntry[] | undefined,
) {
  for (const c of consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed]) {
    const read = c.ReadCapacityUnits ?? 0;
    const write = c.WriteCapacityUnits ?? 0;
    if (read === 0 && write === 0 && c.CapacityUnits) {
      if (/Get|Query|Scan/.test(operation)) meter.readCapacity += c.CapacityUnits;
      else meter.writeCapacity += c.CapacityUnits;
    } else {
      meter.readCapacity += read;
      meter.writeCapacity += write;
    }
  }
}

function createClient(): DynamoDBDocumentClient {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const base = new DynamoDBClient({
    ...(endpoint
      ? {
          endpoint,
          region: process.env.AWS_REGION ?? 'eu-central-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    maxAttempts: 4,
  });
  const doc = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName ?? 'Unknown').replace(/Command$/, '');
      const input = args.input as Record<string, unknown>;
      if (operation !== 'DescribeTable') input.ReturnConsumedCapacity ??= 'TOTAL';
      const output = (await next(args)) as { output: Record<string, unknown> };
      const meter = meterStore.getStore();
      if (meter) {
        meter.requests += 1;
        meter.byOperation[operation] = (meter.byOperation[operation] ?? 0) + 1;
        addCapacity(meter, operation, output.output.ConsumedCapacity as CapacityEntry);
        const count = output.output.Count ?? (output.output.Item ? 1 : 0);
        const batch = output.output.Responses as Record<string, unknown[]> | undefined;
        meter.itemsRead +=
          Number(count) + (batch ? Object.values(batch).reduce((n, l) => n + l.length, 0) : 0);
      }
      for (const l of listeners) l(operation);
      return output as never;
    },
    { step: 'initialize', name: 'gradinaMeter' },
  );
  return doc;
}

let client: DynamoDBDocumentClient | undefined;
/** The process-wide document client (Lambda reuses it across invocations). */
export function db(): DynamoDBDocumentClient {
  client ??= createClient();
  return client;
}

/** For tests and the local cloud after changing the endpoint. */
export function resetDbClient(): void {
  client = undefined;
}
