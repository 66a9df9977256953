import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
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
  /** The WebSocket stage (`live`): pushes are granted on its @connections only. */
  stageName: string;
}

export function queueEnvName(id: string): string {
  return `QUEUE_URL_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** Keys and secrets (SecurityStack). */
export interface PlatformSecurity {
  /** Signs new session tokens. */
  signingKey: kms.IKey;
  /** Earlier signing keys whose tokens may still be alive: verified, never used to sign. */
  previousSigningKeys: kms.IKey[];
  recaptchaSecret: secretsmanager.ISecret;
  mailLinkSecret: secretsmanager.ISecret;
  /** The platform's client certificate and key as НЕИСПУО's diary provider (JSON `{cert, key}`). */
  neispuoCertSecret: secretsmanager.ISecret;
  /** Seals providers' ePay secrets in the table (symmetric; platform/secrets). */
  providerSecretsKey: kms.IKey;
}

/** Everything a function may be granted (infra/lib/grants.ts). */
export interface Platform {
  data: PlatformData;
  realtime: PlatformRealtime;
  security: PlatformSecurity;
}
