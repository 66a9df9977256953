import { entries, websocketStage } from '@gradina/shared/runtime';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { gradinaFunction } from './functions';
import { connectPlatform, connectTable, type PlatformData, type PlatformRealtime } from './platform';

export interface RealtimeStackProps extends StackProps {
  stage: string;
  data: PlatformData;
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
    });
    this.managementEndpoint = this.webSocketStage.callbackUrl;

    this.functions = [authorizerFn, connectFn, disconnectFn, defaultFn];
    connectTable(authorizerFn, props.data);
    for (const fn of [connectFn, disconnectFn, defaultFn]) connectPlatform(fn, props.data, this);
  }
}
