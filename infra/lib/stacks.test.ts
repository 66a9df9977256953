import { activeAreas } from '@gradina/shared';
import { jobs, queues } from '@gradina/shared/runtime';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { gradinaFunction, MissingEntryError, missingEntries } from './functions';
import { resourcesOf, synthesizedOnce } from './stacks-test-kit';

/** The app's stacks as a whole (names, every Lambda's runtime), the DataStack, and bundling's refusals. */
const synthesized = synthesizedOnce();

describe('stacks', () => {
  it('are named Gradina-<stage>-<Part>', () => {
    expect(
      Object.values(synthesized().stacks)
        .filter((v) => v instanceof Stack)
        .map((st) => (st as Stack).stackName),
    ).toEqual([
      'Gradina-test-Data',
      'Gradina-test-Security',
      'Gradina-test-Realtime',
      'Gradina-test-Api',
      'Gradina-test-Jobs',
      'Gradina-test-Edge',
      'Gradina-test-Web',
      'Gradina-test-Observability',
    ]);
  });

  it('run every Lambda on Node.js 24 / arm64 with source maps enabled', () => {
    let count = 0;
    for (const key of ['realtime', 'api', 'jobs'] as const) {
      for (const [, fn] of resourcesOf(synthesized()[key], 'AWS::Lambda::Function')) {
        const props = fn.Properties as {
          Runtime?: string;
          Architectures?: string[];
          Environment?: { Variables: Record<string, unknown> };
        };
        // CDK's own helpers (log retention, bucket deployment) have no Environment of ours.
        if (!props.Environment?.Variables?.TABLE_NAME) continue;
        expect(props.Runtime).toBe('nodejs24.x');
        expect(props.Architectures).toEqual(['arm64']);
        expect(props.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
        count++;
      }
    }
    // authorizer x2, areas, 3 websocket, stream, queues, jobs
    expect(count).toBe(2 + activeAreas.length + 3 + 1 + queues.length + jobs.length);
  });
});

describe('DataStack', () => {
  it('has one table with streams, TTL, PITR, deletion protection and three GSIs, retained', () => {
    synthesized().data.resourceCountIs('AWS::DynamoDB::Table', 1);
    synthesized().data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: ['GSI1', 'GSI2', 'GSI3'].map((name) =>
          Match.objectLike({
            IndexName: name,
            KeySchema: [
              { AttributeName: `${name}PK`, KeyType: 'HASH' },
              { AttributeName: `${name}SK`, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
      }),
    });
  });

  it('has encrypted, versioned, private, retained files and exports buckets; exports expire after 7 days', () => {
    const buckets = resourcesOf(synthesized().data, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [id] of buckets) {
      synthesized().data.hasResource('AWS::S3::Bucket', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [
              { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
            ],
          },
          VersioningConfiguration: { Status: 'Enabled' },
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
        }),
      });
      // enforceSSL
      synthesized().data.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
    synthesized().data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 7, Status: 'Enabled' })]),
      },
    });
    // Uploads never attached to a message go away after a day.
    synthesized().data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'temp/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('has each work queue with a dead-letter queue', () => {
    for (const q of queues) {
      synthesized().data.hasResourceProperties('AWS::SQS::Queue', {
        VisibilityTimeout: q.visibilityTimeoutSeconds,
        RedrivePolicy: { maxReceiveCount: q.maxReceiveCount, deadLetterTargetArn: Match.anyValue() },
      });
    }
    synthesized().data.resourceCountIs('AWS::SQS::Queue', queues.length * 2);
  });
});

describe('bundling', () => {
  it('names missing entries clearly instead of bundling', () => {
    expect(missingEntries(['functions/src/nowhere/handler.ts', 'package.json'])).toEqual([
      'functions/src/nowhere/handler.ts',
    ]);
    const stack = new Stack(new App());
    expect(() =>
      gradinaFunction(stack, 'Nowhere', { entry: 'functions/src/nowhere/handler.ts', description: 'x' }),
    ).toThrow(MissingEntryError);
    expect(() =>
      gradinaFunction(stack, 'Nowhere2', { entry: 'functions/src/nowhere/handler.ts', description: 'x' }),
    ).toThrow(/functions\/src\/nowhere\/handler\.ts[\s\S]*gradina:stubCode=true/);
  });
});
