import {
  type AreaName,
  type AreaSecret,
  type AreaUses,
  type RouteDef,
  routesOfArea,
  tableDefinition,
  usesOf,
} from '@gradina/shared';
import { queues } from '@gradina/shared/runtime';
import { ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Platform } from './platform';

export const tableRead = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
export const tableReadWrite = [
  ...tableRead,
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  // Transactions are authorised item by item; a condition-only item needs this one.
  'dynamodb:ConditionCheckItem',
] as const;

/** What one function may do; everything not named here is refused. */
export interface Needs extends AreaUses {
  /** DynamoDB actions on the table and its indexes. */
  readonly table: readonly string[];
  /** Verifies session tokens: reads the public halves of the signing keys. */
  readonly verifiesTokens?: boolean;
  /** Sends e-mail through SES, from the verified sender identity only. */
  readonly sendsMail?: boolean;
}

/** Read actions for an area whose routes all read (GET with, if any, a read right); read and write otherwise. */
export function tableActionsOf(routes: readonly RouteDef[]): readonly string[] {
  const readsOnly = routes.every(
    (r) => r.method === 'GET' && (r.permission.kind !== 'resource' || r.permission.action === 'read'),
  );
  return readsOnly ? tableRead : tableReadWrite;
}

/** An API area's needs: its `uses` in the area table, the table access its routes imply. */
export function areaNeeds(area: AreaName, routes: readonly RouteDef[] = routesOfArea(area)): Needs {
  const uses = usesOf(area);
  return { ...uses, table: tableActionsOf(routes), verifiesTokens: uses.signsTokens };
}

/** The environment variable that names each secret to the code that reads it. */
export const secretEnvNames: Record<AreaSecret, string> = {
  recaptcha: 'RECAPTCHA_SECRET_ARN',
  mailLink: 'MAIL_LINK_SECRET_ARN',
  neispuoCert: 'NEISPUO_CERT_SECRET_ID',
};

/** The functions outside the API areas, each with the least it works with. */
export const platformNeeds = {
  restAuthorizer: { table: tableRead, verifiesTokens: true },
  // Redeems the single-use ticket of `$connect`: a conditional delete that returns the ticket.
  connectAuthorizer: { table: [...tableRead, 'dynamodb:DeleteItem'], verifiesTokens: true },
  // The connection items of the WebSocket API.
  connect: { table: tableReadWrite },
  disconnect: { table: tableReadWrite },
  // Answers pings; a connection found gone loses its item.
  fallback: { table: tableReadWrite, pushes: true },
  // Counters, aggregates, closing the connections of ended sessions; notices (a toast and a queued inbox copy).
  stream: { table: tableReadWrite, pushes: true, sendsTo: ['work'] },
  // Fan-out of messages (re-queued per batch), mail with sealed links, pushes.
  // The kindergartens' database archives: their files read, the archive written to the exports bucket.
  // НЕИСПУО: what the queue carries to it is sent with the platform's client certificate.
  queueConsumer: (queueId: string): Needs => ({
    table: tableReadWrite,
    filesRead: ['attachments/', 'medical-notes/', 'portfolios/', 'books/'],
    exports: 'readWrite',
    sendsTo: [queueId],
    pushes: true,
    sendsMail: true,
    secrets: ['mailLink', 'neispuoCert'],
  }),
  // The other jobs: the table, and work queued for the work queue's consumer.
  job: { table: tableReadWrite, sendsTo: ['work'] },
  // The НЕИСПУО sync also receives the medical notices and sends the days off itself (the client certificate).
  neispuoJob: { table: tableReadWrite, sendsTo: ['work'], secrets: ['neispuoCert'] },
} satisfies Record<string, Needs | ((id: string) => Needs)>;

const objectsUnder = (bucket: s3.IBucket, prefixes: readonly string[]) =>
  prefixes.map((p) => bucket.arnForObjects(`${p}*`));

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** cdk-nag IAM5 suppression for a wildcard that is inherent: object keys under a prefix, connection ids. */
function allowWildcards(scope: Construct, reason: string, suffixes: string[]) {
  NagSuppressions.addResourceSuppressions(
    scope,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason,
        appliesTo: suffixes.map((suffix) => ({ regex: `/^Resource::.*${escapeRegex(suffix)}$/` })),
      },
    ],
    true,
  );
}

function bucketAccess(
  fn: lambda.Function,
  bucket: s3.IBucket,
  envName: string,
  read: readonly string[],
  write: readonly string[],
) {
  if (read.length + write.length === 0) return;
  fn.addEnvironment(envName, bucket.bucketName);
  const statements = [
    // Without ListBucket a missing key answers 403 instead of 404, and the code could not tell them apart.
    new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  ];
  if (read.length) {
    statements.push(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: objectsUnder(bucket, read) }),
    );
  }
  if (write.length) {
    statements.push(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: objectsUnder(bucket, write),
      }),
    );
  }
  for (const s of statements) fn.addToRolePolicy(s);
  allowWildcards(
    fn.role!,
    'Object keys are chosen at run time (user, message and file ids); the grant is limited to the key ' +
      `prefixes the area owns (${[...new Set([...read, ...write])].join(', ')}), see shared/src/manifest/areas.ts.`,
    [...new Set([...read, ...write])].map((p) => `/${p}*`),
  );
}

/** The sender identity SES may send from: context `mailIdentityArn`, or the domain of `mailFrom`. */
export function mailIdentityArn(scope: Construct): string {
  const explicit = scope.node.tryGetContext('mailIdentityArn') as string | undefined;
  if (explicit) return explicit;
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom(scope))?.[1];
  if (!domain) throw new Error(`mailFrom "${mailFrom(scope)}" has no domain to derive the SES identity from`);
  return Stack.of(scope).formatArn({
    service: 'ses',
    resource: 'identity',
    resourceName: domain,
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}

export function mailFrom(scope: Construct): string {
  return (
    (scope.node.tryGetContext('mailFrom') as string | undefined) ??
    process.env.MAIL_FROM ??
    'Градина <no-reply@gradina.bg>'
  );
}

/**
 * ePay.bg's base URL for this stage (the platform's ePay client, functions/src/platform/payments/epay):
 * context `epayBaseUrl` when given, else the real host on stage `prod` and the demo host on every other
 * stage, so no stage but production can move real money.
 */
export function epayBaseUrl(scope: Construct): string {
  const explicit = scope.node.tryGetContext('epayBaseUrl') as string | undefined;
  if (explicit) return explicit;
  return scope.node.tryGetContext('stage') === 'prod' ? 'https://www.epay.bg/' : 'https://demo.epay.bg/';
}

/** Environment and IAM statements of one function: exactly its needs. */
export function grant(fn: lambda.Function, needs: Needs, platform: Platform): void {
  const { data, realtime, security } = platform;
  const table = data.table;
  fn.addEnvironment('TABLE_NAME', table.tableName);
  fn.addEnvironment('PUBLIC_URL', (fn.node.tryGetContext('publicUrl') as string) ?? 'https://gradina.bg');
  fn.addEnvironment('MAIL_FROM', mailFrom(fn));
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: [...needs.table],
      resources: [
        table.tableArn,
        ...tableDefinition.globalIndexes.map((i) => `${table.tableArn}/index/${i.name}`),
      ],
    }),
  );

  bucketAccess(fn, data.filesBucket, 'FILES_BUCKET', needs.filesRead ?? [], needs.filesWrite ?? []);
  if (needs.exports) {
    const all = [''];
    bucketAccess(fn, data.exportsBucket, 'EXPORTS_BUCKET', all, needs.exports === 'readWrite' ? all : []);
  }

  for (const id of needs.sendsTo ?? []) {
    const q = data.queues.find((p) => p.id === id);
    if (!q)
      throw new Error(
        `${fn.node.path} sends to queue '${id}', which is not one of ${queues.map((x) => x.id)}`,
      );
    fn.addEnvironment(q.envName, q.queue.queueUrl);
    q.queue.grantSendMessages(fn);
  }

  if (needs.pushes) {
    fn.addEnvironment('WEBSOCKET_MANAGEMENT_ENDPOINT', realtime.managementEndpoint);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [
          Stack.of(fn).formatArn({
            service: 'execute-api',
            resource: realtime.webSocketApi.apiId,
            resourceName: `${realtime.stageName}/*/@connections/*`,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          }),
        ],
      }),
    );
    allowWildcards(
      fn.role!,
      'Connection ids exist only at run time; the grant covers the @connections of the one WebSocket stage.',
      ['/@connections/*'],
    );
  }

  if (needs.signsTokens || needs.verifiesTokens) {
    const keys = [security.signingKey, ...security.previousSigningKeys];
    fn.addEnvironment('JWT_KMS_KEY_ID', security.signingKey.keyArn);
    fn.addEnvironment(
      'JWT_KMS_PREVIOUS_KEY_IDS',
      security.previousSigningKeys.map((k) => k.keyArn).join(','),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['kms:GetPublicKey'], resources: keys.map((k) => k.keyArn) }),
    );
    if (needs.signsTokens) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['kms:Sign'], resources: [security.signingKey.keyArn] }),
      );
    }
  }

  for (const secret of needs.secrets ?? []) {
    const value = {
      recaptcha: security.recaptchaSecret,
      mailLink: security.mailLinkSecret,
      neispuoCert: security.neispuoCertSecret,
    }[secret];
    fn.addEnvironment(secretEnvNames[secret], value.secretArn);
    value.grantRead(fn);
    // НЕИСПУО's address is the deployment's (context `neispuoBaseUrl`); without it the sync waits, loses nothing.
    const neispuoBaseUrl = fn.node.tryGetContext('neispuoBaseUrl') as string | undefined;
    if (secret === 'neispuoCert' && neispuoBaseUrl) fn.addEnvironment('NEISPUO_BASE_URL', neispuoBaseUrl);
  }

  if (needs.epay) {
    fn.addEnvironment('EPAY_BASE_URL', epayBaseUrl(fn));
    // Providers' merchant secrets: sealed when an administrator sets one, opened to sign and verify.
    fn.addEnvironment('SECRETS_KMS_KEY_ID', security.providerSecretsKey.keyArn);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['kms:Encrypt', 'kms:Decrypt'],
        resources: [security.providerSecretsKey.keyArn],
      }),
    );
  }

  if (needs.sendsMail) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [mailIdentityArn(fn)],
      }),
    );
  }
}
