import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

export interface ObservabilityStackProps extends StackProps {
  /** `Gradina-<stage>`: every function, queue and API of the stage carries it in its generated name. */
  namePrefix: string;
}

/**
 * One dashboard over the whole stage. It finds the resources with CloudWatch SEARCH expressions on the
 * stage's name prefix, so it holds no cross-stack references and never blocks another stack's update.
 */
export class ObservabilityStack extends Stack {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    const period = Duration.minutes(5);
    const search = (label: string, namespace: string, dimension: string, metric: string, stat: string) =>
      new cloudwatch.MathExpression({
        label,
        expression: `SEARCH('{${namespace},${dimension}} MetricName="${metric}" "${props.namePrefix}"', '${stat}', ${period.toSeconds()})`,
        usingMetrics: {},
        period,
      });
    const lambdaGraph = (title: string, metric: string, stat: string) =>
      new cloudwatch.GraphWidget({
        title,
        width: 12,
        left: [search(metric, 'AWS/Lambda', 'FunctionName', metric, stat)],
      });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: props.namePrefix,
      defaultInterval: Duration.hours(6),
      widgets: [
        [lambdaGraph('Lambda errors', 'Errors', 'Sum'), lambdaGraph('Lambda throttles', 'Throttles', 'Sum')],
        [
          lambdaGraph('Lambda duration p95 (ms)', 'Duration', 'p95'),
          lambdaGraph('Lambda concurrent executions', 'ConcurrentExecutions', 'Maximum'),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'REST API 4XX / 5XX',
            width: 12,
            left: [
              search('4XX', 'AWS/ApiGateway', 'ApiName', '4XXError', 'Sum'),
              search('5XX', 'AWS/ApiGateway', 'ApiName', '5XXError', 'Sum'),
            ],
          }),
          new cloudwatch.GraphWidget({
            title: 'Queue depth (dead-letter queues should stay at 0)',
            width: 12,
            left: [
              search('visible', 'AWS/SQS', 'QueueName', 'ApproximateNumberOfMessagesVisible', 'Maximum'),
            ],
          }),
        ],
      ],
    });
  }
}
