import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** The header CloudFront adds to every `/api/*` request; its value is a Secrets Manager secret. */
export const originVerifyHeader = 'x-origin-verify';

/**
 * One JSON line per request. Only what tells who called which route with what outcome: the route *template*
 * (`/api/identity/activate/{token}`), never the path itself, which may carry a token; no query string, no
 * headers (Authorization), no body.
 */
export const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  method: '$context.httpMethod',
  resource: '$context.resourcePath',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  sourceIp: '$context.identity.sourceIp',
  userId: '$context.authorizer.principalId',
  authorizerError: '$context.authorizer.error',
  errorType: '$context.error.responseType',
  wafStatus: '$context.waf.status',
} as const;

export const protectApi = {
  /** Access logs (JSON, 90 days) and error-level execution logs without request or response data. */
  stageLogging(scope: Construct): Partial<apigw.StageOptions> {
    const accessLogs = new logs.LogGroup(scope, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    return {
      accessLogDestination: new apigw.LogGroupLogDestination(accessLogs),
      accessLogFormat: apigw.AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      loggingLevel: apigw.MethodLoggingLevel.ERROR,
      dataTraceEnabled: false,
    };
  },

  /**
   * The REST API answers only requests that came through CloudFront: a regional WAF web ACL on the stage
   * blocks every request whose `x-origin-verify` header is not the secret CloudFront adds. Without a custom
   * domain the default execute-api endpoint cannot be disabled (CloudFront needs it as its origin), and a
   * resource policy cannot test a header; the authorizer could, but public routes have none.
   */
  refuseBypassingCloudFront(scope: Construct, api: apigw.RestApi, secret: secretsmanager.ISecret): void {
    const name = `${Stack.of(scope).stackName}-origin`;
    const acl = new wafv2.CfnWebACL(scope, 'OriginWebAcl', {
      name,
      scope: 'REGIONAL',
      description: 'Gradina REST API: only requests that carry the CloudFront origin header',
      defaultAction: { block: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false },
      rules: [
        {
          name: 'from-cloudfront',
          priority: 0,
          action: { allow: {} },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: `${name}-from-cloudfront`,
            sampledRequestsEnabled: false,
          },
          statement: {
            byteMatchStatement: {
              fieldToMatch: { singleHeader: { Name: originVerifyHeader } },
              positionalConstraint: 'EXACTLY',
              // A CloudFormation dynamic reference: the value is resolved at deployment, never in the template.
              searchString: secret.secretValue.unsafeUnwrap(),
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
        },
      ],
    });
    new wafv2.CfnWebACLAssociation(scope, 'OriginWebAclAssociation', {
      resourceArn: api.deploymentStage.stageArn,
      webAclArn: acl.attrArn,
    });
  },
};
