import {
  type AreaName,
  areaNames,
  areas,
  compilePattern,
  routes as manifestRoutes,
  type RouteDef,
} from '@gradina/shared';
import { entries } from '@gradina/shared/runtime';
import { Duration, Size, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { protectApi } from './api-protection';
import { gradinaFunction } from './functions';
import { areaNeeds, grant, platformNeeds } from './grants';
import { pascal } from './naming';
import type { Platform } from './platform';

export interface ApiStackProps extends StackProps, Platform {
  stage: string;
  /** The value CloudFront sends in `x-origin-verify`; requests without it are refused (api-protection.ts). */
  originVerifySecret: secretsmanager.ISecret;
  /** The routes to serve; the manifest's by default (tests pass their own). */
  routes?: readonly RouteDef[];
}

const jsonError = (code: string, message: string) =>
  JSON.stringify({ code, errorMessage: message, isSuccessful: false });

/**
 * The REST API, built from the route manifest: one Lambda per active area behind `/api/<prefix>` and
 * `/api/<prefix>/{proxy+}` with the REQUEST authorizer, plus an exact resource without authorizer for every
 * public route (API Gateway prefers the more specific resource). Paths arrive lower-cased by the CloudFront
 * Function; the area Lambda matches its routes case-insensitively anyway.
 */
export class ApiStack extends Stack {
  readonly restApi: apigw.RestApi;
  readonly authorizerFunction: lambda.Function;
  readonly areaFunctions: Map<AreaName, lambda.Function>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? manifestRoutes;
    const activeAreas = areaNames.filter((a) => routes.some((r) => r.area === a));

    this.restApi = new apigw.RestApi(this, 'RestApi', {
      restApiName: `${id}-rest`,
      description: 'Gradina REST API (/api/*), generated from the route manifest',
      endpointConfiguration: { types: [apigw.EndpointType.REGIONAL] },
      deployOptions: {
        stageName: props.stage,
        throttlingRateLimit: 1000,
        throttlingBurstLimit: 2000,
        metricsEnabled: true,
        ...protectApi.stageLogging(this),
      },
      // API Gateway writes access and error logs through the account's CloudWatch role.
      cloudWatchRole: true,
      // Every body reaches the Lambda base64-encoded and file replies (isBase64Encoded) leave as binary.
      binaryMediaTypes: ['*/*'],
      minCompressionSize: Size.kibibytes(1),
    });
    // A path without a resource (an area not deployed, a controller that does not exist) is an unknown route,
    // not API Gateway's 403 "Missing Authentication Token".
    for (const type of [
      apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN,
      apigw.ResponseType.RESOURCE_NOT_FOUND,
    ]) {
      this.restApi.addGatewayResponse(`UnknownRoute${pascal(type.responseType.toLowerCase())}`, {
        type,
        statusCode: '404',
        templates: { 'application/json': jsonError('route_not_found', 'Търсеният адрес не съществува.') },
      });
    }
    this.restApi.addGatewayResponse('Unauthorized', {
      type: apigw.ResponseType.UNAUTHORIZED,
      statusCode: '401',
      templates: { 'application/json': jsonError('unauthorized', 'Необходимо е да влезете в системата.') },
    });
    this.restApi.addGatewayResponse('AccessDenied', {
      type: apigw.ResponseType.ACCESS_DENIED,
      statusCode: '403',
      templates: { 'application/json': jsonError('forbidden', 'Нямате права за това действие.') },
    });

    this.authorizerFunction = gradinaFunction(this, 'AuthorizerFunction', {
      entry: entries.authorizer,
      description: 'Gradina REST REQUEST authorizer (Bearer token + session)',
      memorySize: 512,
      timeout: Duration.seconds(10),
    });
    grant(this.authorizerFunction, platformNeeds.restAuthorizer, props);
    const authorizer = new apigw.RequestAuthorizer(this, 'SessionAuthorizer', {
      handler: this.authorizerFunction,
      identitySources: [apigw.IdentitySource.header('Authorization')],
      // No caching: logout and deactivation take effect on the very next request.
      resultsCacheTtl: Duration.seconds(0),
    });
    const guarded: apigw.MethodOptions = { authorizer, authorizationType: apigw.AuthorizationType.CUSTOM };
    const open: apigw.MethodOptions = { authorizationType: apigw.AuthorizationType.NONE };

    const apiRoot = this.restApi.root.addResource('api');
    const integrations = new Map<AreaName, apigw.LambdaIntegration>();
    this.areaFunctions = new Map();
    for (const area of activeAreas) {
      const fn = gradinaFunction(this, `Area${pascal(area)}Function`, {
        entry: entries.areaHandler(area),
        description: `Gradina API area ${area}: ${areas[area].title}`,
        memorySize: 1024,
        timeout: Duration.seconds(29),
      });
      grant(
        fn,
        areaNeeds(
          area,
          routes.filter((r) => r.area === area),
        ),
        props,
      );
      this.areaFunctions.set(area, fn);
      // One API-wide invoke permission per function instead of one per method keeps the policy small.
      const integration = new apigw.LambdaIntegration(fn, { scopePermissionToMethod: false });
      integrations.set(area, integration);
      for (const prefix of areas[area].prefixes) {
        const resource = resourceAt(apiRoot, prefix.split('/'));
        // The bare prefix answers only where a route is the prefix itself (`POST /api/menus`): a method per
        // prefix more would take the stack past CloudFormation's 500 resources.
        if (prefixIsARoute(prefix, routes)) addMethodOnce(resource, 'ANY', integration, guarded);
        addMethodOnce(
          resource.getResource('{proxy+}') ?? resource.addResource('{proxy+}'),
          'ANY',
          integration,
          guarded,
        );
      }
    }

    // Public routes: the exact path and method without authorizer. Resources created for them also answer
    // every other method and every deeper path through the authorizer, as the prefix's {proxy+} would.
    const publicResources = new Map<apigw.IResource, AreaName>();
    for (const route of routes.filter((r) => r.permission.kind === 'public')) {
      const integration = integrations.get(route.area)!;
      for (const segments of publicResourcePaths(route)) {
        const resource = publicResource(apiRoot, segments, route, (r) => publicResources.set(r, route.area));
        addMethodOnce(resource, route.method, integration, open);
      }
    }
    for (const [resource, area] of publicResources) {
      const integration = integrations.get(area)!;
      addMethodOnce(resource, 'ANY', integration, guarded);
      const hasVariableChild = resource.node.children.some(
        (c) => c instanceof apigw.Resource && pathPartOf(c).startsWith('{'),
      );
      if (!hasVariableChild) addMethodOnce(resource.addResource('{proxy+}'), 'ANY', integration, guarded);
    }

    protectApi.refuseBypassingCloudFront(this, this.restApi, props.originVerifySecret);
    NagSuppressions.addResourceSuppressionsByPath(this, `${this.restApi.node.path}/CloudWatchRole/Resource`, [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "API Gateway's account-wide logging role: AmazonAPIGatewayPushToCloudWatchLogs is the policy AWS " +
          'maintains for exactly this service role; it only creates and writes API Gateway log groups.',
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs',
        ],
      },
    ]);
    NagSuppressions.addResourceSuppressions(this.restApi, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Every route validates its query and body in its Lambda against the zod schema of the route manifest, ' +
          'answering 400 with a Bulgarian message naming the field; a second, English-only validation in API ' +
          'Gateway would answer before that.',
      },
    ]);
    const publicMethods = this.restApi.methods.filter(
      (m) => (m.node.defaultChild as apigw.CfnMethod).authorizationType === apigw.AuthorizationType.NONE,
    );
    NagSuppressions.addResourceSuppressions(publicMethods, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Public by the manifest (permission kind "public": sign-in, activation, recovery, self-registration); ' +
          'the Lambda enforces bot protection and lockout.',
      },
      {
        id: 'AwsSolutions-COG4',
        reason: 'The platform has its own accounts (no Cognito); these methods are public by design.',
      },
    ]);
    const guardedMethods = this.restApi.methods.filter((m) => !publicMethods.includes(m));
    NagSuppressions.addResourceSuppressions(guardedMethods, [
      {
        id: 'AwsSolutions-COG4',
        reason:
          'Guarded by the REQUEST authorizer: sessions live in the platform table so that logout, deactivation ' +
          'and role changes take effect on the next request, which a Cognito user pool authorizer cannot do.',
      },
    ]);
  }
}

const pathPartOf = (resource: apigw.IResource) => resource.path.slice(resource.path.lastIndexOf('/') + 1);

function resourceAt(parent: apigw.IResource, segments: string[]): apigw.IResource {
  let resource = parent;
  for (const segment of segments) resource = resource.getResource(segment) ?? resource.addResource(segment);
  return resource;
}

function addMethodOnce(
  resource: apigw.IResource,
  method: string,
  integration: apigw.Integration,
  options: apigw.MethodOptions,
): void {
  const exists = resource.node.children.some((c) => c instanceof apigw.Method && c.httpMethod === method);
  if (!exists) resource.addMethod(method, integration, options);
}

/** Lower-case segment lists after `/api/` for a public route; an optional trailing `{x?}` gives two. */
function publicResourcePaths(route: RouteDef): string[][] {
  const pattern = compilePattern(route.path);
  if (pattern[0] !== 'api') throw new Error(`Route ${route.id}: path ${route.path} is not under /api/`);
  const segments = pattern.slice(1).map((s) => s.replace('?}', '}'));
  const required = pattern.slice(1).filter((s) => !s.endsWith('?}')).length;
  const paths: string[][] = [];
  for (let n = required; n <= segments.length; n++) paths.push(segments.slice(0, n));
  return paths;
}

/**
 * Creates the resource chain of a public route below its area's prefix resource. A path variable reuses an
 * existing variable sibling (API Gateway allows one per level); it cannot sit beside a prefix's `{proxy+}`.
 */
function publicResource(
  apiRoot: apigw.IResource,
  segments: string[],
  route: RouteDef,
  created: (r: apigw.IResource) => void,
): apigw.IResource {
  const prefix = [...areas[route.area].prefixes]
    .map((p) => p.split('/'))
    .filter((p) => p.every((s, i) => segments[i] === s))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) {
    throw new Error(
      `Public route ${route.id} (${route.path}) lies under none of area ${route.area}'s prefixes`,
    );
  }
  let resource = resourceAt(apiRoot, prefix);
  for (const segment of segments.slice(prefix.length)) {
    let next = resource.getResource(segment);
    if (!next && segment.startsWith('{')) {
      const variable = resource.node.children.find(
        (c): c is apigw.Resource => c instanceof apigw.Resource && pathPartOf(c).startsWith('{'),
      );
      if (variable && pathPartOf(variable) === '{proxy+}') {
        throw new Error(
          `Public route ${route.id} (${route.path}) puts a path variable where ${variable.path} already is; ` +
            'API Gateway allows one variable per level. Give the public route a static segment first.',
        );
      }
      next = variable;
    }
    resource = next ?? resource.addResource(segment);
    created(resource);
  }
  if (segments.length === prefix.length) created(resource);
  return resource;
}

/** Whether a route's path is the prefix itself (`/api/Menus` for `menus`), case-insensitively. */
export function prefixIsARoute(prefix: string, all: readonly RouteDef[]): boolean {
  return all.some(
    (r) =>
      r.path
        .replace(/^\/api\//i, '')
        .replace(/\/$/, '')
        .toLowerCase() === prefix,
  );
}
