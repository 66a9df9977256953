import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';

/** A work queue of `shared/src/runtime.ts` with its dead-letter queue and the variable naming its URL. */
export interface PlatformQueue {
  id: string;
  /** `QUEUE_URL_<ID>`, e.g. `QUEUE_URL_WORK`. */
  envName: string;
  queue: sqs.IQueue;
  deadLetterQueue: sqs.IQueue;
}

/** The stateful resources every function talks to (DataStack). */
export interface PlatformData {
  table: dynamodb.ITable;
  filesBucket: s3.IBucket;
  exportsBucket: s3.IBucket;
  queues: PlatformQueue[];
}

/** The WebSocket API functions push through (RealtimeStack). */
export interface PlatformRealtime {
  webSocketApi: WebSocketApi;
  /** `https://<apiId>.execute-api.<region>.amazonaws.com/<stage>` for @aws-sdk/client-apigatewaymanagementapi. */
  managementEndpoint: string;
}

export function queueEnvName(id: string): string {
  return `QUEUE_URL_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** Environment and grants every platform function gets: table, buckets, queues, WebSocket pushes. */
export function connectPlatform(
  fn: lambda.Function,
  data: PlatformData,
  realtime: PlatformRealtime | undefined,
): void {
  fn.addEnvironment('TABLE_NAME', data.table.tableName);
  fn.addEnvironment('FILES_BUCKET', data.filesBucket.bucketName);
  fn.addEnvironment('EXPORTS_BUCKET', data.exportsBucket.bucketName);
  // Links in e-mails, the sender, and the bot-protection secret come from CDK context at deploy time.
  const context = (key: string) => fn.node.tryGetContext(key) as string | undefined;
  fn.addEnvironment('PUBLIC_URL', context('publicUrl') ?? 'https://gradina.bg');
  fn.addEnvironment('MAIL_FROM', context('mailFrom') ?? 'Градина <no-reply@gradina.bg>');
  const recaptcha = context('recaptchaSecret') ?? process.env.RECAPTCHA_SECRET;
  if (recaptcha) fn.addEnvironment('RECAPTCHA_SECRET', recaptcha);
  fn.addToRolePolicy(
    new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: ['*'] }),
  );
  data.table.grantReadWriteData(fn);
  data.filesBucket.grantReadWrite(fn);
  data.exportsBucket.grantReadWrite(fn);
  for (const q of data.queues) {
    fn.addEnvironment(q.envName, q.queue.queueUrl);
    q.queue.grantSendMessages(fn);
  }
  if (realtime) {
    fn.addEnvironment('WEBSOCKET_MANAGEMENT_ENDPOINT', realtime.managementEndpoint);
    realtime.webSocketApi.grantManageConnections(fn);
  }
}

/** Only what the authorizers need: the table (sessions, single-use tickets, signing keys). */
export function connectTable(fn: lambda.Function, data: PlatformData): void {
  fn.addEnvironment('TABLE_NAME', data.table.tableName);
  data.table.grantReadWriteData(fn);
}
