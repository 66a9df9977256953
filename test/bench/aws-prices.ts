/**
 * AWS on-demand prices for eu-central-1 (Frankfurt) that `npm run bench:cost` multiplies its quantities by.
 * Read on 28 November 2026 through the repository's page search (a store of public pages, not the live
 * price list): the pages found give the us-east-1 figure of most lines and the billing units; the
 * Frankfurt figure of a line is marked `confirmed: false` when no stored page showed it, and the figure
 * used is then the Frankfurt price list's as of 2025 (Frankfurt is 5–22 % above us-east-1 where it
 * differs). Re-read https://aws.amazon.com/<service>/pricing/ (Region: Europe (Frankfurt)) before quoting.
 * First-tier prices, no free tier, no savings plans.
 */
export interface Price {
  /** USD per `per` units of `unit`. */
  usd: number;
  per: number;
  unit: string;
  source: string;
  /** The Frankfurt figure itself was seen on the source (true) or is the stated figure used (false). */
  confirmed: boolean;
  note?: string;
}

export const pricesReadOn = '2026-11-28';
/** USD → EUR, a stated assumption (ECB reference rate of late 2025, about 1 EUR = 1.16 USD). */
export const eurPerUsd = 0.86;

const apiGateway = 'https://aws.amazon.com/api-gateway/pricing/';
export const prices = {
  restRequests: {
    usd: 3.7,
    per: 1_000_000,
    unit: 'REST API requests',
    source: apiGateway,
    confirmed: false,
    note: 'us-east-1 $3.50 per million (first 333 million) found; Frankfurt $3.70 used',
  },
  wsMessages: {
    usd: 1.14,
    per: 1_000_000,
    unit: 'WebSocket messages (32 KB increments)',
    source: apiGateway,
    confirmed: false,
    note: 'us-east-1 $1.00 per million found; Frankfurt $1.14 used',
  },
  wsConnectionMinutes: {
    usd: 0.285,
    per: 1_000_000,
    unit: 'WebSocket connection-minutes',
    source: apiGateway,
    confirmed: false,
    note: 'Europe (Ireland) $0.25 per million found; Frankfurt $0.285 used',
  },
  lambdaRequests: {
    usd: 0.2,
    per: 1_000_000,
    unit: 'Lambda invocations',
    source: 'https://aws.amazon.com/lambda/pricing/',
    confirmed: false,
    note: '$0.20 per million found for us-east-1; the same in Frankfurt',
  },
  lambdaGbSeconds: {
    usd: 0.0000166667,
    per: 1,
    unit: 'Lambda GB-seconds (x86)',
    source: 'https://aws.amazon.com/lambda/pricing/',
    confirmed: false,
    note: '$0.0000166667 (first 6 billion GB-s) found for us-east-1; the same in Frankfurt',
  },
  dynamoReadUnits: {
    usd: 0.1525,
    per: 1_000_000,
    unit: 'DynamoDB read request units (on demand)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    confirmed: false,
    note: 'us-east-1 $0.125 per million found (since the November 2024 cut); Frankfurt $0.1525 used',
  },
  dynamoWriteUnits: {
    usd: 0.7625,
    per: 1_000_000,
    unit: 'DynamoDB write request units (on demand)',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    confirmed: false,
    note: 'us-east-1 $0.625 per million found; Frankfurt $0.7625 used',
  },
  dynamoStorage: {
    usd: 0.306,
    per: 1,
    unit: 'DynamoDB GB-month stored',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    confirmed: false,
  },
  streamReads: {
    usd: 0,
    per: 1,
    unit: 'stream read requests by the Lambda trigger',
    source: 'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    confirmed: false,
    note: 'GetRecords calls made by a Lambda trigger are not charged',
  },
  sqsRequests: {
    usd: 0.4,
    per: 1_000_000,
    unit: 'SQS standard requests',
    source: 'https://aws.amazon.com/sqs/pricing/',
    confirmed: false,
  },
  s3Puts: {
    usd: 0.0054,
    per: 1_000,
    unit: 'S3 PUT, COPY, POST, LIST requests',
    source: 'https://aws.amazon.com/s3/pricing/',
    confirmed: false,
  },
  s3Gets: {
    usd: 0.00043,
    per: 1_000,
    unit: 'S3 GET and other requests',
    source: 'https://aws.amazon.com/s3/pricing/',
    confirmed: false,
  },
  s3Storage: {
    usd: 0.0245,
    per: 1,
    unit: 'S3 Standard GB-month',
    source: 'https://aws.amazon.com/s3/pricing/',
    confirmed: false,
  },
  cloudFrontBytes: {
    usd: 0.085,
    per: 1,
    unit: 'CloudFront GB out (Europe, first 10 TB)',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    confirmed: false,
    note: 'API Gateway data transfer out $0.09/GB found; the API answers through CloudFront',
  },
  cloudFrontRequests: {
    usd: 0.012,
    per: 10_000,
    unit: 'CloudFront HTTPS requests (Europe)',
    source: 'https://aws.amazon.com/cloudfront/pricing/',
    confirmed: false,
  },
} satisfies Record<string, Price>;

export type PriceId = keyof typeof prices;
