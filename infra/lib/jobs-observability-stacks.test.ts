import { jobs, queues } from '@gradina/shared/runtime';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthesizedOnce } from './stacks-test-kit';

/** Scheduled jobs, queue and stream consumers, and the stage's dashboard. */
const synthesized = synthesizedOnce();

describe('JobsStack', () => {
  it('schedules every job in Europe/Sofia time', () => {
    synthesized().jobs.resourceCountIs('AWS::Scheduler::Schedule', jobs.length);
    for (const job of jobs) {
      if (!('dailyAt' in job.schedule)) continue;
      const [h, m] = job.schedule.dailyAt.split(':').map(Number);
      synthesized().jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: `cron(${m} ${h} * * ? *)`,
        ScheduleExpressionTimezone: 'Europe/Sofia',
        FlexibleTimeWindow: { Mode: 'OFF' },
      });
    }
  });

  it('consumes each queue with partial batch failures', () => {
    synthesized().jobs.resourcePropertiesCountIs(
      'AWS::Lambda::EventSourceMapping',
      { EventSourceArn: Match.anyValue(), FunctionResponseTypes: ['ReportBatchItemFailures'], BatchSize: 10 },
      queues.length,
    );
  });

  it('consumes the table stream from TRIM_HORIZON in batches of 100, bisecting and retrying 3 times', () => {
    synthesized().jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
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
    synthesized().observability.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: 'Gradina-test',
    });
    const [, dash] = resourcesOf(synthesized().observability, 'AWS::CloudWatch::Dashboard')[0]!;
    const body = JSON.stringify(dash.Properties.DashboardBody);
    expect(body).toContain('Lambda errors');
    expect(body).toMatch(/SEARCH\('\{AWS\/Lambda,FunctionName\} MetricName=.*Errors.*Gradina-test/);
  });
});
