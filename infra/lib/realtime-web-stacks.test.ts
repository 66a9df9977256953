import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { websocketStage } from '@gradina/shared/runtime';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { removedAfterwards, resourcesOf, synth, synthesizedOnce } from './stacks-test-kit';

/** The WebSocket API and the web distribution (behaviours, security headers, the viewer-request function, the SPA deployment). */
const synthesized = synthesizedOnce();

describe('RealtimeStack', () => {
  it('has a WebSocket API with a ticket authorizer on $connect and the three routes', () => {
    synthesized().realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    synthesized().realtime.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.ticket'],
    });
    synthesized().realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$connect',
      AuthorizationType: 'CUSTOM',
      AuthorizerId: Match.anyValue(),
    });
    for (const key of ['$disconnect', '$default']) {
      synthesized().realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: key,
        AuthorizationType: 'NONE',
      });
    }
    synthesized().realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: websocketStage,
      AutoDeploy: true,
    });
  });

  it('gives the function that pushes ($default) the management endpoint of the stage', () => {
    const endpoint = JSON.stringify(
      resourcesOf(synthesized().realtime, 'AWS::Lambda::Function').find(([id]) =>
        id.startsWith('DefaultFunction'),
      )![1].Properties.Environment,
    );
    expect(endpoint).toContain('WEBSOCKET_MANAGEMENT_ENDPOINT');
    expect(endpoint).toContain(`/${websocketStage}`);
  });
});

describe('WebStack', () => {
  it('has a distribution with OAC to the SPA bucket and /api/*, /hubs/* behaviours', () => {
    synthesized().web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const [, dist] = resourcesOf(synthesized().web, 'AWS::CloudFront::Distribution')[0]!;
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
    synthesized().web.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
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
    synthesized().web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
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
    const [, fn] = resourcesOf(synthesized().web, 'AWS::CloudFront::Function').find(([, f]) =>
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
    synthesized().web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const warnings = Annotations.fromStack(synthesized().stacks.web).findWarning(
      '*',
      Match.stringLikeRegexp('SPA is not deployed'),
    );
    expect(warnings).toHaveLength(1);
  });

  it('deploys web/dist when it exists', () => {
    const dist = removedAfterwards(mkdtempSync(path.join(tmpdir(), 'gradina-dist-')));
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
