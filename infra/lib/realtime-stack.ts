import { entries, websocketStage } from '@gradina/shared/runtime';
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { gradinaFunction } from './functions';
import { grant, platformNeeds } from './grants';
import type { PlatformData, PlatformRealtime, PlatformSecurity } from './platform';

export interface RealtimeStackProps extends StackProps {
  stage: string;
  data: PlatformData;
  security: PlatformSecurity;
}

/**
 * The WebSocket API behind `/hubs/notifications`: `$connect` checks the single-use ticket with the shared
 * authorizer code, `$disconnect` and `$default` handle the rest. The stage's management endpoint is what every
 * other function pushes through.
 */
export class RealtimeStack extends Stack implements PlatformRealtime {
  readonly webSocketApi: WebSocketApi;
  readonly webSocketStage: WebSocketStage;
  readonly managementEndpoint: string;
  readonly stageName = websocketStage;
  readonly functions: lambda.Function[];

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    const small = { memorySize: 512, timeout: Duration.seconds(10) };
    const authorizerFn = gradinaFunction(this, 'ConnectAuthorizer', {
      entry: entries.authorizer,
      description: 'Gradina WebSocket $connect authorizer (single-use ticket)',
      ...small,
    });
    const connectFn = gradinaFunction(this, 'ConnectFunction', {
      entry: entries.websocket.connect,
      description: 'Gradina WebSocket $connect',
      ...small,
    });
    const disconnectFn = gradinaFunction(this, 'DisconnectFunction', {
      entry: entries.websocket.disconnect,
      description: 'Gradina WebSocket $disconnect',
      ...small,
    });
    const defaultFn = gradinaFunction(this, 'DefaultFunction', {
      entry: entries.websocket.default,
      description: 'Gradina WebSocket $default',
      ...small,
    });

    // Integration ids must not be 'Default': that id collides in logical ids.
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `${id}-hubs`,
      description: 'Gradina notifications hub (/hubs/notifications)',
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration('ConnectIntegration', connectFn),
        authorizer: new WebSocketLambdaAuthorizer('TicketAuthorizer', authorizerFn, {
          identitySource: ['route.request.querystring.ticket'],
        }),
      },
      disconnectRouteOptions: {
        integration: new WebSocketLambdaIntegration('DisconnectIntegration', disconnectFn),
      },
      defaultRouteOptions: {
        integration: new WebSocketLambdaIntegration('FallbackIntegration', defaultFn),
      },
    });
    this.webSocketStage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: websocketStage,
      autoDeploy: true,
      throttle: { rateLimit: 500, burstLimit: 1000 },
      // One JSON line per connect, disconnect and message: never the query string (the ticket) or the payload.
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new logs.LogGroup(this, 'AccessLogs', {
            retention: logs.RetentionDays.THREE_MONTHS,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
        ),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            eventType: '$context.eventType',
            routeKey: '$context.routeKey',
            status: '$context.status',
            connectionId: '$context.connectionId',
            sourceIp: '$context.identity.sourceIp',
            userId: '$context.authorizer.principalId',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    this.managementEndpoint = this.webSocketStage.callbackUrl;

    this.functions = [authorizerFn, connectFn, disconnectFn, defaultFn];
    const platform = { data: props.data, realtime: this, security: props.security };
    grant(authorizerFn, platformNeeds.connectAuthorizer, platform);
    grant(connectFn, platformNeeds.connect, platform);
    grant(disconnectFn, platformNeeds.disconnect, platform);
    grant(defaultFn, platformNeeds.fallback, platform);

    for (const route of ['$disconnect', '$default']) {
      NagSuppressions.addResourceSuppressionsByPath(
        this,
        `${this.webSocketApi.node.path}/${route}-Route/Resource`,
        [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              'API Gateway WebSocket APIs authorize only $connect (here: the single-use ticket); every later ' +
              'frame of that connection belongs to the session that connected.',
          },
        ],
      );
    }
  }
}
