import { bucketNames, tableDefinition } from '@gradina/shared';
import { queues } from '@gradina/shared/runtime';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { pascal } from './naming';
import { type PlatformData, type PlatformQueue, queueEnvName } from './platform';

export interface DataStackProps extends StackProps {
  stage: string;
}

/**
 * Everything stateful, deployed first and retained: the one DynamoDB table, the files and exports buckets,
 * and the work queues (queues sit here so the API and Jobs stacks both consume them without a cycle).
 */
export class DataStack extends Stack implements PlatformData {
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;
  readonly exportsBucket: s3.Bucket;
  readonly queues: PlatformQueue[];

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const attr = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: attr(tableDefinition.partitionKey),
      sortKey: attr(tableDefinition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      stream: dynamodb.StreamViewType[tableDefinition.streamView],
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: attr(index.partitionKey),
        sortKey: attr(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const bucket = (id: string, name: string, lifecycleRules: s3.LifecycleRule[]) =>
      new s3.Bucket(this, id, {
        bucketName: `${name}-${props.stage}-${this.account}-${this.region}`,
        encryption: s3.BucketEncryption.S3_MANAGED,
        versioned: true,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
        enforceSSL: true,
        removalPolicy: RemovalPolicy.RETAIN,
        lifecycleRules,
        // Large downloads answer with a redirect to a presigned URL; the SPA may follow it with fetch().
        cors: [
          {
            allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD],
            allowedOrigins: ['*'],
            allowedHeaders: ['*'],
            exposedHeaders: ['Content-Disposition', 'Content-Length', 'Content-Type', 'ETag'],
            maxAge: 3600,
          },
        ],
      });
    this.filesBucket = bucket('FilesBucket', bucketNames.files, [
      { id: 'old-versions', noncurrentVersionExpiration: Duration.days(90) },
      { id: 'abort-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      // Uploads not attached to anything within a day (functions/src/platform/files/temp-files.ts).
      { id: 'temporary-uploads', prefix: 'temp/', expiration: Duration.days(1) },
    ]);
    this.exportsBucket = bucket('ExportsBucket', bucketNames.exports, [
      {
        id: 'expire-exports',
        expiration: Duration.days(7),
        noncurrentVersionExpiration: Duration.days(1),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      [this.filesBucket, this.exportsBucket],
      [
        {
          id: 'AwsSolutions-S1',
          reason:
            'Server access logs would keep every presigned download URL whole, and its signature is a bearer ' +
            "credential for a child's file until it expires (docs/security.md: tokens are never logged). Who " +
            "reads which file is in the area Lambdas' request logs (user, route, file id); only those roles " +
            'and the URLs they sign reach the buckets.',
        },
      ],
    );

    this.queues = queues.map((q) => {
      const name = pascal(q.id);
      const deadLetterQueue = new sqs.Queue(this, `${name}DeadLetterQueue`, {
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      const queue = new sqs.Queue(this, `${name}Queue`, {
        visibilityTimeout: Duration.seconds(q.visibilityTimeoutSeconds),
        retentionPeriod: Duration.days(4),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: q.maxReceiveCount },
      });
      return { id: q.id, envName: queueEnvName(q.id), queue, deadLetterQueue };
    });
  }
}
