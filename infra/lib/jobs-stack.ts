import { entries, type JobSchedule, jobs, queues } from '@gradina/shared/runtime';
import { Duration, Stack, type StackProps, TimeZone } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { gradinaFunction } from './functions';
import { grant, platformNeeds } from './grants';
import { pascal } from './naming';
import type { Platform } from './platform';

export interface JobsStackProps extends StackProps, Platform {
  stage: string;
}

/** `{dailyAt: '00:05'}` (Europe/Sofia wall clock) or `{everyMinutes: n}` as an EventBridge Scheduler expression. */
export function scheduleExpression(schedule: JobSchedule): scheduler.ScheduleExpression {
  if ('dailyAt' in schedule) {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(schedule.dailyAt);
    if (!match) throw new Error(`dailyAt '${schedule.dailyAt}' is not HH:MM`);
    const [hour, minute] = [Number(match[1]), Number(match[2])];
    return scheduler.ScheduleExpression.expression(`cron(${minute} ${hour} * * ? *)`, TimeZone.EUROPE_SOFIA);
  }
  return scheduler.ScheduleExpression.rate(Duration.minutes(schedule.everyMinutes));
}

/**
 * Asynchronous work: one consumer per work queue (partial batch failures, DLQ on the queue), the consumer of
 * the table's stream (counters, aggregates, fan-out) and the scheduled jobs.
 */
export class JobsStack extends Stack {
  readonly functions: lambda.Function[] = [];

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    for (const q of queues) {
      const platformQueue = props.data.queues.find((p) => p.id === q.id);
      if (!platformQueue) throw new Error(`Queue ${q.id} is missing from the data stack`);
      const fn = gradinaFunction(this, `${pascal(q.id)}QueueConsumer`, {
        entry: q.entry,
        description: `Gradina consumer of queue ${q.id}`,
        memorySize: 1024,
        // SQS requires the queue's visibility timeout to be at least the function's timeout.
        timeout: Duration.seconds(q.visibilityTimeoutSeconds),
      });
      grant(fn, platformNeeds.queueConsumer(q.id), props);
      fn.addEventSource(
        new SqsEventSource(platformQueue.queue, {
          batchSize: 10,
          maxBatchingWindow: Duration.seconds(1),
          reportBatchItemFailures: true,
        }),
      );
      this.functions.push(fn);
    }

    const streamFailures = new sqs.Queue(this, 'StreamFailures', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    const streamFn = gradinaFunction(this, 'StreamConsumer', {
      entry: entries.stream,
      description: 'Gradina consumer of the table stream',
      memorySize: 1024,
      timeout: Duration.seconds(60),
    });
    grant(streamFn, platformNeeds.stream, props);
    streamFn.addEventSource(
      new DynamoEventSource(props.data.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        retryAttempts: 3,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(streamFailures),
      }),
    );
    this.functions.push(streamFn);
    NagSuppressions.addResourceSuppressions(streamFailures, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "It is the dead-letter destination of the table stream's event source mapping (records that failed " +
          'every retry); nothing consumes it automatically, so it needs no dead-letter queue of its own.',
      },
    ]);
    NagSuppressions.addResourceSuppressions(
      streamFn.role!,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'dynamodb:ListStreams, which the event source mapping needs to find the stream, has no resource-level ' +
            'permissions; reading records is granted on the one stream ARN.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );

    for (const job of jobs) {
      const name = pascal(job.id);
      const fn = gradinaFunction(this, `${name}Job`, {
        entry: job.entry,
        description: `Gradina job ${job.id}: ${job.summary}`,
        memorySize: 1024,
        timeout: Duration.minutes(5),
      });
      grant(fn, job.id === 'neispuo-sync' ? platformNeeds.neispuoJob : platformNeeds.job, props);
      new scheduler.Schedule(this, `${name}Schedule`, {
        description: job.summary,
        schedule: scheduleExpression(job.schedule),
        target: new targets.LambdaInvoke(fn, {
          input: scheduler.ScheduleTargetInput.fromObject({ job: job.id }),
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
        }),
      });
      this.functions.push(fn);
    }
    // EventBridge Scheduler's target role (one per stack, created by the LambdaInvoke targets).
    for (const role of this.node.children.filter((c) => c.node.id.startsWith('SchedulerRoleForTarget'))) {
      NagSuppressions.addResourceSuppressions(
        role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'The scheduler may invoke the job functions and their versions (`<function ARN>:*`), nothing else.',
            appliesTo: [{ regex: '/^Resource::<[A-Za-z0-9]+Job[0-9A-F]{8}\\.Arn>:\\*$/' }],
          },
        ],
        true,
      );
    }
  }
}
