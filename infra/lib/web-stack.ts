import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiMatcher } from '@gradina/shared';
import { websocketPath, websocketStage } from '@gradina/shared/runtime';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type { WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { originVerifyHeader } from './api-protection';
import { hubsFunctionCode, viewerRequestFunctionCode } from './edge-functions';
import { repoRoot } from './functions';
import { suppressWebNagFindings } from './web-nag';

export interface WebStackProps extends StackProps {
  stage: string;
  restApi: apigw.RestApi;
  webSocketApi: WebSocketApi;
  /** Sent to the REST API as `x-origin-verify`: the API refuses requests without it. */
  originVerifySecret: secretsmanager.ISecret;
  /** The CLOUDFRONT-scope WAF web ACL (EdgeStack, us-east-1). */
  webAclArn: string;
  /** The address users open (context `publicUrl`): its host is the WebSocket origin the CSP allows. */
  publicUrl: string;
  /** The built SPA; defaults to web/dist. When it does not exist the bucket stays empty (with a warning). */
  webDist?: string;
}

/**
 * Headers a browser sees on every SPA and API answer. `connect-src` names the product's own WebSocket origin
 * (`wss://` + the public host; 'self' covers it too when the site is opened on its CloudFront name), not any
 * `wss:`. `style-src` keeps 'unsafe-inline': Mantine sets CSS variables in `style` attributes, which nonces
 * do not cover, and a static SPA from S3 has no per-response nonce anyway (docs/security.md).
 */
export function contentSecurityPolicy(region: string, publicUrl: string): string {
  const s3Hosts = `https://*.s3.${region}.amazonaws.com https://*.s3.amazonaws.com`;
  const recaptcha = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
  return [
    "default-src 'self'",
    `script-src 'self' ${recaptcha}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${s3Hosts}`,
    "font-src 'self' data:",
    `connect-src 'self' wss://${new URL(publicUrl).host} ${s3Hosts} https://www.google.com/recaptcha/`,
    'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The one public entry: CloudFront in front of the SPA bucket (Origin Access Control), the REST API (`/api/*`)
 * and the WebSocket API (`/hubs/*`). A CloudFront Function lower-cases `/api/<Controller>` paths and serves the
 * SPA's index.html for client-side routes.
 */
export class WebStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.bucket = new s3.Bucket(this, 'SpaBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // The bucket only holds build output that the next deployment rewrites.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const viewerRequest = new cloudfront.Function(this, 'ViewerRequestFunction', {
      comment: 'Gradina: lower-case /api/<Controller> paths, SPA fallback to /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(viewerRequestFunctionCode(apiMatcher.patterns())),
    });
    const hubsRequest = new cloudfront.Function(this, 'HubsRequestFunction', {
      comment: `Gradina: ${websocketPath} to the WebSocket stage root`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(hubsFunctionCode(websocketPath, websocketStage)),
    });
    const onViewerRequest = (fn: cloudfront.IFunction): cloudfront.FunctionAssociation[] => [
      { function: fn, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    ];

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Gradina security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(this.region, props.publicUrl),
          override: true,
        },
      },
    });

    const hubsOriginRequest = new cloudfront.OriginRequestPolicy(this, 'HubsOriginRequest', {
      comment: 'Gradina WebSocket handshake: query string (ticket) and Sec-WebSocket-* headers',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
        'Sec-WebSocket-Key',
        'Sec-WebSocket-Version',
        'Sec-WebSocket-Protocol',
        'Sec-WebSocket-Accept',
        'Sec-WebSocket-Extensions',
      ),
    });

    const webSocketDomain = `${props.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Gradina ${props.stage}`,
      defaultRootObject: 'index.html',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        functionAssociations: onViewerRequest(viewerRequest),
        responseHeadersPolicy: securityHeaders,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.RestApiOrigin(props.restApi, {
            // A dynamic reference: CloudFormation resolves the secret at deployment; the template never holds it.
            customHeaders: { [originVerifyHeader]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: onViewerRequest(viewerRequest),
          responseHeadersPolicy: securityHeaders,
        },
        '/hubs/*': {
          origin: new origins.HttpOrigin(webSocketDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: hubsOriginRequest,
          functionAssociations: onViewerRequest(hubsRequest),
        },
      },
    });

    const dist = props.webDist ?? path.join(repoRoot, 'web', 'dist');
    if (existsSync(path.join(dist, 'index.html'))) {
      // Hashed assets are immutable; everything else (index.html, icons) is revalidated on every load.
      const assets = path.join(dist, 'assets');
      let assetsDeployment: s3deploy.BucketDeployment | undefined;
      if (existsSync(assets)) {
        assetsDeployment = new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(assets)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        });
      }
      const spaDeployment = new s3deploy.BucketDeployment(this, 'DeploySpa', {
        sources: [s3deploy.Source.asset(dist, { exclude: ['assets', 'assets/**'] })],
        destinationBucket: this.bucket,
        // Old hashed assets stay so open tabs keep loading their chunks.
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      // index.html goes live only after the chunks it names are in place.
      if (assetsDeployment) spaDeployment.node.addDependency(assetsDeployment);
    } else {
      Annotations.of(this).addWarningV2(
        '@gradina/infra:web-dist-missing',
        `${path.relative(repoRoot, dist) || dist}/index.html not found: the SPA is not deployed. ` +
          'Run `npm run build:web` before `cdk deploy`.',
      );
    }

    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });
    suppressWebNagFindings(this, this.bucket, this.distribution);
  }
}
