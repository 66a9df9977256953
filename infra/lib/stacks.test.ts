import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { activeAreas, areas, type RouteDef, routes, usesOf } from '@gradina/shared';
import { jobs, queues, websocketStage } from '@gradina/shared/runtime';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { gradinaFunction, MissingEntryError, missingEntries, repoRoot, STUB_CODE_CONTEXT } from './functions';
import { buildGradinaApp } from './gradina-app';
import { RealtimeStack } from './realtime-stack';
import { SecurityStack } from './security-stack';

process.env.CDK_VALIDATION = 'false';

const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};
const outdirs: string[] = [];

function synth(options: { webDist?: string } = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'gradina-cdk-'));
  outdirs.push(outdir);
  const app = new App({ outdir, context: { ...cdkJson.context, stage: 'test', [STUB_CODE_CONTEXT]: true } });
  const emptyDist = path.join(outdir, 'no-dist');
  const stacks = buildGradinaApp(app, {
    env: { region: 'eu-central-1' },
    webDist: options.webDist ?? emptyDist,
  });
  const t = (stack: Stack) => Template.fromStack(stack);
  return {
    stacks,
    data: t(stacks.data),
    realtime: t(stacks.realtime),
    api: t(stacks.api),
    jobs: t(stacks.jobs),
    web: t(stacks.web),
    observability: t(stacks.observability),
  };
}

type Resource = { Type: string; Properties: Record<string, unknown> };
const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

let s: ReturnType<typeof synth>;
// Eight stacks take longer than the default hook timeout on a busy machine.
beforeAll(() => {
  s = synth();
}, 120_000);
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

describe('stacks', () => {
  it('are named Gradina-<stage>-<Part>', () => {
    expect(
      Object.values(s.stacks)
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
      for (const [, fn] of resourcesOf(s[key], 'AWS::Lambda::Function')) {
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
    s.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    s.data.hasResource('AWS::DynamoDB::Table', {
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
    const buckets = resourcesOf(s.data, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [id] of buckets) {
      s.data.hasResource('AWS::S3::Bucket', {
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
      s.data.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
    s.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 7, Status: 'Enabled' })]),
      },
    });
    // Uploads never attached to a message go away after a day.
    s.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'temp/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('has each work queue with a dead-letter queue', () => {
    for (const q of queues) {
      s.data.hasResourceProperties('AWS::SQS::Queue', {
        VisibilityTimeout: q.visibilityTimeoutSeconds,
        RedrivePolicy: { maxReceiveCount: q.maxReceiveCount, deadLetterTargetArn: Match.anyValue() },
      });
    }
    s.data.resourceCountIs('AWS::SQS::Queue', queues.length * 2);
  });
});

describe('ApiStack', () => {
  it('has exactly one Lambda per active area plus the authorizer', () => {
    const fns = resourcesOf(s.api, 'AWS::Lambda::Function');
    expect(fns).toHaveLength(activeAreas.length + 1);
    for (const area of activeAreas) {
      const matching = fns.filter(([, fn]) =>
        String(fn.Properties.Description).includes(`(functions/src/areas/${area}/handler.ts)`),
      );
      expect(matching, area).toHaveLength(1);
      const props = matching[0]![1].Properties as {
        MemorySize: number;
        Timeout: number;
        Environment: { Variables: object };
      };
      expect(props.MemorySize).toBe(1024);
      expect(props.Timeout).toBe(29);
      // Names only what the area is granted (grants.test.ts checks the grants themselves).
      const uses = usesOf(area);
      expect(Object.keys(props.Environment.Variables).sort(), area).toEqual(
        [
          'TABLE_NAME',
          'PUBLIC_URL',
          'MAIL_FROM',
          'NODE_OPTIONS',
          ...(uses.filesRead || uses.filesWrite ? ['FILES_BUCKET'] : []),
          ...(uses.exports ? ['EXPORTS_BUCKET'] : []),
          ...(uses.pushes ? ['WEBSOCKET_MANAGEMENT_ENDPOINT'] : []),
          ...(uses.sendsTo ?? []).map((q) => `QUEUE_URL_${q.toUpperCase()}`),
          ...(uses.signsTokens ? ['JWT_KMS_KEY_ID', 'JWT_KMS_PREVIOUS_KEY_IDS'] : []),
          ...(uses.secrets ?? []).map((x) =>
            x === 'recaptcha' ? 'RECAPTCHA_SECRET_ARN' : 'MAIL_LINK_SECRET_ARN',
          ),
        ].sort(),
      );
    }
  });

  it('has a REQUEST authorizer on the Authorization header with caching off', () => {
    s.api.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    s.api.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 0,
    });
  });

  const resources = () => {
    const all = resourcesOf(s.api, 'AWS::ApiGateway::Resource');
    const byId = new Map(all);
    const pathOf = (id: string): string => {
      const r = byId.get(id)!;
      const parent = r.Properties.ParentId as { Ref?: string };
      const part = r.Properties.PathPart as string;
      return parent.Ref ? `${pathOf(parent.Ref)}/${part}` : `/${part}`;
    };
    return new Map(all.map(([id]) => [pathOf(id), id]));
  };
  const methodsOn = (resourceId: string) =>
    resourcesOf(s.api, 'AWS::ApiGateway::Method')
      .map(([, m]) => m.Properties)
      .filter((m) => (m.ResourceId as { Ref?: string }).Ref === resourceId);

  it('has ANY /api/<prefix> and /api/<prefix>/{proxy+} behind the authorizer for every active prefix', () => {
    const byPath = resources();
    for (const area of activeAreas) {
      for (const prefix of areas[area].prefixes) {
        for (const p of [`/api/${prefix}`, `/api/${prefix}/{proxy+}`]) {
          const id = byPath.get(p);
          expect(id, p).toBeDefined();
          const any = methodsOn(id!).find((m) => m.HttpMethod === 'ANY');
          expect(any, p).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: expect.anything() });
          expect(JSON.stringify(any?.Integration)).toContain(
            `Area${area.charAt(0).toUpperCase()}${area.slice(1)}Function`,
          );
        }
      }
    }
  });

  it('has every public route (e.g. POST /api/identity/login) as its own resource without authorizer', () => {
    const byPath = resources();
    const publicRoutes = routes.filter((r) => r.permission.kind === 'public');
    expect(publicRoutes.map((r) => r.id)).toContain('identity.login');
    for (const route of publicRoutes) {
      const id = byPath.get(route.path.toLowerCase());
      expect(id, route.path).toBeDefined();
      const methods = methodsOn(id!);
      const open = methods.find((m) => m.HttpMethod === route.method);
      expect(open, route.path).toMatchObject({ AuthorizationType: 'NONE' });
      expect(open?.AuthorizerId).toBeUndefined();
      // Other methods and deeper paths still go through the authorizer.
      expect(methods.find((m) => m.HttpMethod === 'ANY')).toMatchObject({ AuthorizationType: 'CUSTOM' });
    }
    const login = methodsOn(byPath.get('/api/identity/login')!).find((m) => m.HttpMethod === 'POST');
    expect(login).toMatchObject({ AuthorizationType: 'NONE' });
  });

  it('grants API Gateway one API-wide invoke permission per function', () => {
    s.api.resourceCountIs('AWS::Lambda::Permission', activeAreas.length + 1);
  });

  it("answers unknown routes 404 instead of API Gateway's 403", () => {
    s.api.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
  });
});

describe('RealtimeStack', () => {
  it('has a WebSocket API with a ticket authorizer on $connect and the three routes', () => {
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.ticket'],
    });
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$connect',
      AuthorizationType: 'CUSTOM',
      AuthorizerId: Match.anyValue(),
    });
    for (const key of ['$disconnect', '$default']) {
      s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: key,
        AuthorizationType: 'NONE',
      });
    }
    s.realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: websocketStage,
      AutoDeploy: true,
    });
  });

  it('gives the function that pushes ($default) the management endpoint of the stage', () => {
    const endpoint = JSON.stringify(
      resourcesOf(s.realtime, 'AWS::Lambda::Function').find(([id]) => id.startsWith('DefaultFunction'))![1]
        .Properties.Environment,
    );
    expect(endpoint).toContain('WEBSOCKET_MANAGEMENT_ENDPOINT');
    expect(endpoint).toContain(`/${websocketStage}`);
  });
});

describe('WebStack', () => {
  it('has a distribution with OAC to the SPA bucket and /api/*, /hubs/* behaviours', () => {
    s.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const [, dist] = resourcesOf(s.web, 'AWS::CloudFront::Distribution')[0]!;
    const config = dist.Properties.DistributionConfig as {
      DefaultCacheBehavior: { FunctionAssociations: unknown[]; ResponseHeadersPolicyId: unknown };
      CacheBehaviors: {
        PathPattern: string;
        AllowedMethods: string[];
        CachePolicyId: string;
        OriginRequestPolicyId: unknown;
      }[];
      Origins: { S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
    };
    expect(config.Origins.some((o) => o.OriginAccessControlId)).toBe(true);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api.AllowedMethods).toHaveLength(7);
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    const hubs = config.CacheBehaviors.find((b) => b.PathPattern === '/hubs/*')!;
    expect(hubs.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    s.web.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: Match.arrayWith(['Sec-WebSocket-Key', 'Sec-WebSocket-Version', 'Sec-WebSocket-Protocol']),
        },
      }),
    });
  });

  it('sends security headers', () => {
    s.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'.*connect-src 'self' wss:"),
          }),
        }),
      }),
    });
  });

  const functionCode = (comment: string) => {
    const [, fn] = resourcesOf(s.web, 'AWS::CloudFront::Function').find(([, f]) =>
      String((f.Properties.FunctionConfig as { Comment: string }).Comment).includes(comment),
    )!;
    expect((fn.Properties.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
    const code = fn.Properties.FunctionCode as string;
    const handler = vm.runInNewContext(`${code}\nhandler`, {}) as (e: object) => {
      uri?: string;
      statusCode?: number;
    };
    return (uri: string) => handler({ request: { uri, querystring: {}, headers: {} } });
  };

  it('runs a viewer-request function that lower-cases API controllers and falls back to index.html', () => {
    const run = functionCode('lower-case');
    expect(run('/api/Regions').uri).toBe('/api/regions');
    expect(run('/api/PaymentTypes').uri).toBe('/api/paymenttypes');
    expect(run('/api/Identity/Login').uri).toBe('/api/identity/login');
    expect(run('/login').uri).toBe('/index.html');
    expect(run('/').uri).toBe('/index.html');
    expect(run('/children/5/edit').uri).toBe('/index.html');
    expect(run('/assets/x.js').uri).toBe('/assets/x.js');
    expect(run('/favicon.ico').uri).toBe('/favicon.ico');
    expect(run('/hubs/notifications').uri).toBe('/hubs/notifications');
  });

  it('rewrites /hubs/notifications to the WebSocket stage root', () => {
    const run = functionCode('WebSocket');
    expect(run('/hubs/notifications').uri).toBe(`/${websocketStage}`);
    expect(run('/hubs/other').statusCode).toBe(404);
  });

  it('skips the SPA deployment with a warning while web/dist is missing', () => {
    s.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const warnings = Annotations.fromStack(s.stacks.web).findWarning(
      '*',
      Match.stringLikeRegexp('SPA is not deployed'),
    );
    expect(warnings).toHaveLength(1);
  });

  it('deploys web/dist when it exists', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gradina-dist-'));
    outdirs.push(dist);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Градина</title>');
    writeFileSync(path.join(dist, 'assets', 'x.js'), 'console.log(1)');
    const withDist = synth({ webDist: dist });
    withDist.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    withDist.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });
});

describe('JobsStack', () => {
  it('schedules every job in Europe/Sofia time', () => {
    s.jobs.resourceCountIs('AWS::Scheduler::Schedule', jobs.length);
    for (const job of jobs) {
      if (!('dailyAt' in job.schedule)) continue;
      const [h, m] = job.schedule.dailyAt.split(':').map(Number);
      s.jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: `cron(${m} ${h} * * ? *)`,
        ScheduleExpressionTimezone: 'Europe/Sofia',
        FlexibleTimeWindow: { Mode: 'OFF' },
      });
    }
  });

  it('consumes each queue with partial batch failures', () => {
    s.jobs.resourcePropertiesCountIs(
      'AWS::Lambda::EventSourceMapping',
      { EventSourceArn: Match.anyValue(), FunctionResponseTypes: ['ReportBatchItemFailures'], BatchSize: 10 },
      queues.length,
    );
  });

  it('consumes the table stream from TRIM_HORIZON in batches of 100, bisecting and retrying 3 times', () => {
    s.jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });
});

describe('ObservabilityStack', () => {
  it('has a dashboard of Lambda errors for the stage', () => {
    s.observability.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'Gradina-test' });
    const [, dash] = resourcesOf(s.observability, 'AWS::CloudWatch::Dashboard')[0]!;
    const body = JSON.stringify(dash.Properties.DashboardBody);
    expect(body).toContain('Lambda errors');
    expect(body).toMatch(/SEARCH\('\{AWS\/Lambda,FunctionName\} MetricName=.*Errors.*Gradina-test/);
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

describe('ApiStack public routes', () => {
  const route = (
    id: string,
    method: RouteDef['method'],
    path: string,
    kind: 'public' | 'signedIn',
  ): RouteDef =>
    ({
      id,
      method,
      path,
      area: 'identity',
      permission: { kind },
      request: {},
      reply: { kind: 'file', contentTypes: [] },
      summary: id,
    }) as RouteDef;

  function apiTemplate(routeList: RouteDef[]) {
    const app = new App({ context: { ...cdkJson.context, [STUB_CODE_CONTEXT]: true } });
    const data = new DataStack(app, 'D', { stage: 't' });
    const security = new SecurityStack(app, 'S', { stage: 't' });
    const realtime = new RealtimeStack(app, 'R', { stage: 't', data, security });
    const api = new ApiStack(app, 'A', {
      stage: 't',
      data,
      realtime,
      security,
      originVerifySecret: security.originVerifySecret,
      routes: routeList,
    });
    const template = Template.fromStack(api);
    const all = resourcesOf(template, 'AWS::ApiGateway::Resource');
    const byId = new Map(all);
    const pathOf = (id: string): string => {
      const r = byId.get(id)!;
      const parent = r.Properties.ParentId as { Ref?: string };
      return parent.Ref ? `${pathOf(parent.Ref)}/${r.Properties.PathPart}` : `/${r.Properties.PathPart}`;
    };
    const methods = resourcesOf(template, 'AWS::ApiGateway::Method').map(([, m]) => m.Properties);
    const auth = (path: string, method: string) => {
      const id = all.find(([rid]) => pathOf(rid) === path)?.[0];
      return methods.find((m) => (m.ResourceId as { Ref?: string }).Ref === id && m.HttpMethod === method)
        ?.AuthorizationType;
    };
    return { paths: all.map(([id]) => pathOf(id)).sort(), auth };
  }

  it('opens only the public method and keeps deeper paths and other methods behind the authorizer', () => {
    const { paths, auth } = apiTemplate([
      route('identity.login', 'POST', '/api/Identity/Login', 'public'),
      route('identity.activate', 'POST', '/api/identity/activate/{token}', 'public'),
      route('identity.reset', 'POST', '/api/identity/password/reset/{token?}', 'public'),
      route('identity.me', 'GET', '/api/identity/user-data', 'signedIn'),
    ]);
    expect(auth('/api/identity/login', 'POST')).toBe('NONE');
    expect(auth('/api/identity/login', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/login/{proxy+}', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/activate/{token}', 'POST')).toBe('NONE');
    expect(auth('/api/identity/activate', 'ANY')).toBe('CUSTOM');
    expect(paths).not.toContain('/api/identity/activate/{proxy+}');
    expect(auth('/api/identity/activate/{token}/{proxy+}', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/password/reset', 'POST')).toBe('NONE');
    expect(auth('/api/identity/password/reset/{token}', 'POST')).toBe('NONE');
    expect(auth('/api/identity/password', 'ANY')).toBe('CUSTOM');
    expect(auth('/api/identity/{proxy+}', 'ANY')).toBe('CUSTOM');
    expect(paths).not.toContain('/api/identity/user-data');
  });

  it('refuses a public path variable beside a prefix {proxy+}', () => {
    expect(() => apiTemplate([route('identity.odd', 'GET', '/api/identity/{id}', 'public')])).toThrow(
      /one variable per level/,
    );
  });
});
