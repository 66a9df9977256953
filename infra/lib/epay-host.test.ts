import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { epayBaseUrl, grant, tableRead } from './grants';
import type { Platform } from './platform';

process.env.CDK_VALIDATION = 'false';

/** One function granted `epay` (or not) in a bare stack of the given stage: its environment variables. */
function environmentOf(context: Record<string, string>, epay: boolean): Record<string, unknown> {
  const stack = new Stack(new App({ context }), 'S');
  const table = new dynamodb.Table(stack, 'T', {
    partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
  });
  const fn = new lambda.Function(stack, 'F', {
    runtime: lambda.Runtime.NODEJS_24_X,
    handler: 'index.handler',
    code: lambda.Code.fromInline('exports.handler = async () => ({})'),
  });
  // Only the table is read for these needs; the rest of the platform stays out of the test.
  grant(fn, { table: tableRead, epay }, { data: { table } } as unknown as Platform);
  const [props] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
  return props!.Properties.Environment.Variables;
}

describe('the ePay host of a stage', () => {
  it('is the real host on prod, the demo host elsewhere, and the context epayBaseUrl when given', () => {
    const hostFor = (context: Record<string, string>) => epayBaseUrl(new Stack(new App({ context }), 'S'));
    expect(hostFor({ stage: 'prod' })).toBe('https://www.epay.bg/');
    expect(hostFor({ stage: 'dev' })).toBe('https://demo.epay.bg/');
    expect(hostFor({ stage: 'prod', epayBaseUrl: 'https://epay.example/' })).toBe('https://epay.example/');
  });

  it('reaches a Lambda granted epay as EPAY_BASE_URL, and no other', () => {
    expect(environmentOf({ stage: 'prod' }, true).EPAY_BASE_URL).toBe('https://www.epay.bg/');
    expect(environmentOf({ stage: 'test' }, true).EPAY_BASE_URL).toBe('https://demo.epay.bg/');
    expect(environmentOf({ stage: 'prod' }, false)).not.toHaveProperty('EPAY_BASE_URL');
  });
});
