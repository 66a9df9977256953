import { entries } from '../../shared/src/runtime';
import { eurPerUsd, type PriceId, prices } from './aws-prices';
import type { Usage } from './cost-meters';

/**
 * From a month's usage to the bill: one line per priced quantity (quantity, unit price, cost in euro).
 * Stated assumptions: Lambda memory as infra/lib configures it (the authorizers and the WebSocket handlers
 * 512 MB, every other function 1,024 MB) × the handler time measured in the local cloud, which runs on a
 * shared 2-core machine and so overstates what Lambda bills; SQS 3 requests a message (send, receive,
 * delete); S3 files kept 12 months; DynamoDB's stored data per kindergarten a constant.
 */
export const billAssumptions = {
  memoryMbSmall: 512,
  memoryMbLarge: 1024,
  sqsRequestsPerMessage: 3,
  filesKeptMonths: 12,
  /** Items of a few school years (children, months of attendance, messages, fees), about 40 KB a child. */
  dynamoGbPerKindergarten: 0.006,
};

const smallFunctions = new Set<string>([entries.authorizer, ...Object.values(entries.websocket)]);
export const memoryGbOf = (lambda: string) =>
  (smallFunctions.has(lambda) ? billAssumptions.memoryMbSmall : billAssumptions.memoryMbLarge) / 1024;

export interface BillLine {
  what: string;
  quantity: number;
  price: PriceId | null;
  eur: number;
  note?: string;
}

const priced = (what: string, quantity: number, price: PriceId, note?: string): BillLine => {
  const p = prices[price];
  return { what, quantity, price, eur: (quantity / p.per) * p.usd * eurPerUsd, note };
};

export function bill(u: Usage, kindergartens = 1): BillLine[] {
  const invocations = Object.values(u.lambda).reduce((n, l) => n + l.invocations, 0);
  const gbSeconds = Object.entries(u.lambda).reduce(
    (n, [name, l]) => n + (l.ms / 1000) * memoryGbOf(name),
    0,
  );
  const gb = (bytes: number) => bytes / 1024 ** 3;
  return [
    priced('API Gateway REST requests', u.restRequests, 'restRequests'),
    priced('WebSocket messages', u.wsMessagesIn + u.wsMessagesOut, 'wsMessages'),
    priced('WebSocket connection-minutes', u.wsConnectionMs / 60_000, 'wsConnectionMinutes'),
    priced('Lambda invocations', invocations, 'lambdaRequests'),
    priced('Lambda GB-seconds', gbSeconds, 'lambdaGbSeconds'),
    priced('DynamoDB read request units', u.rru, 'dynamoReadUnits'),
    priced('DynamoDB write request units', u.wru, 'dynamoWriteUnits'),
    priced(
      'DynamoDB storage, GB-month',
      billAssumptions.dynamoGbPerKindergarten * kindergartens,
      'dynamoStorage',
    ),
    priced('DynamoDB stream records read', u.streamRecords, 'streamReads'),
    priced('SQS requests', u.sqsMessages * billAssumptions.sqsRequestsPerMessage, 'sqsRequests'),
    priced('S3 PUT requests', u.s3Puts, 's3Puts'),
    priced('S3 GET requests', u.s3Gets, 's3Gets'),
    priced('S3 storage, GB-month', gb(u.s3BytesPut) * billAssumptions.filesKeptMonths, 's3Storage'),
    priced(
      'CloudFront GB out (API replies, SPA, files)',
      gb(u.restBytesOut + u.staticBytesOut),
      'cloudFrontBytes',
    ),
    priced('CloudFront requests', u.restRequests + u.staticRequests, 'cloudFrontRequests'),
    {
      what: 'kitchen: meal calculation and store issue',
      quantity: 0,
      price: null,
      eur: 0,
      note: 'not yet built: 0 until the kitchen and store areas land',
    },
  ];
}

const num = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 });
export const euro = (n: number) =>
  `€${n.toLocaleString('en-US', { minimumFractionDigits: n < 1 ? 4 : 2, maximumFractionDigits: n < 1 ? 4 : 2 })}`;

export function printBill(title: string, lines: BillLine[]) {
  console.log(`\n${title}`);
  console.log(
    `${'line'.padEnd(46)} ${'quantity'.padStart(16)} ${'unit price (USD)'.padStart(30)} ${'€ / month'.padStart(12)}`,
  );
  for (const l of lines) {
    const p = l.price ? prices[l.price] : null;
    const unit = p ? `$${p.usd} / ${p.per.toLocaleString('en-US')}` : '-';
    console.log(
      `${l.what.padEnd(46)} ${num(l.quantity).padStart(16)} ${unit.padStart(30)} ${euro(l.eur).padStart(12)}${l.note ? `  ${l.note}` : ''}`,
    );
  }
  const total = lines.reduce((n, l) => n + l.eur, 0);
  console.log(`${'total'.padEnd(46)} ${''.padStart(16)} ${''.padStart(30)} ${euro(total).padStart(12)}`);
  const top = [...lines].sort((x, y) => y.eur - x.eur).slice(0, 3);
  console.log(`three largest: ${top.map((l) => `${l.what} ${euro(l.eur)}`).join('; ')}`);
  return total;
}
