import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { epayBaseUrl, grant, tableRead } from './grants';
import type { Platform } from './platform';

process.env.CDK_VALIDATION = 'false';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** One function granted `epay` (or not) in a bare stack of the given stage: its variables and statements. */
function granted(context: Record<string, string>, epay: boolean) {
  const stack = new Stack(new App({ context }), 'S');
  const table = new dynamodb.Table(stack, 'T', {
    partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
  });
  const providerSecretsKey = new kms.Key(stack, 'ProviderSecretsKey');
  const fn = new lambda.Function(stack, 'F', {
    runtime: lambda.Runtime.NODEJS_24_X,
    handler: 'index.handler',
    code: lambda.Code.fromInline('exports.handler = async () => ({})'),
  });
  // Only the table and the providers' key are read for these needs; the rest of the platform stays out.
  grant(fn, { table: tableRead, epay }, {
    data: { table },
    security: { providerSecretsKey },
  } as unknown as Platform);
  const template = Template.fromStack(stack);
  const [props] = Object.values(template.findResources('AWS::Lambda::Function'));
  const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (p) => p.Properties.PolicyDocument.Statement as Statement[],
  );
  return {
    variables: props!.Properties.Environment.Variables as Record<string, unknown>,
    kms: statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('kms:'))),
  };
}

describe('the ePay host of a stage', () => {
  it('is the real host on prod, the demo host elsewhere, and the context epayBaseUrl when given', () => {
    const hostFor = (context: Record<string, string>) => epayBaseUrl(new Stack(new App({ context }), 'S'));
    expect(hostFor({ stage: 'prod' })).toBe('https://www.epay.bg/');
    expect(hostFor({ stage: 'dev' })).toBe('https://demo.epay.bg/');
    expect(hostFor({ stage: 'prod', epayBaseUrl: 'https://epay.example/' })).toBe('https://epay.example/');
  });

  it('reaches a Lambda granted epay as EPAY_BASE_URL, and no other', () => {
    expect(granted({ stage: 'prod' }, true).variables.EPAY_BASE_URL).toBe('https://www.epay.bg/');
    expect(granted({ stage: 'test' }, true).variables.EPAY_BASE_URL).toBe('https://demo.epay.bg/');
    expect(granted({ stage: 'prod' }, false).variables).not.toHaveProperty('EPAY_BASE_URL');
  });
});

describe("the providers' secrets key", () => {
  it('lets a Lambda granted epay encrypt and decrypt with that one key, named by SECRETS_KMS_KEY_ID', () => {
    const { variables, kms: statements } = granted({ stage: 'test' }, true);
    expect(JSON.stringify(variables.SECRETS_KMS_KEY_ID)).toContain('ProviderSecretsKey');
    expect(statements).toHaveLength(1);
    expect([statements[0]!.Action].flat().sort()).toEqual(['kms:Decrypt', 'kms:Encrypt']);
    expect([statements[0]!.Resource].flat()).toHaveLength(1);
    expect(JSON.stringify(statements[0]!.Resource)).toContain('ProviderSecretsKey');
  });

  it('gives any other Lambda neither the variable nor the key', () => {
    const { variables, kms: statements } = granted({ stage: 'test' }, false);
    expect(variables).not.toHaveProperty('SECRETS_KMS_KEY_ID');
    expect(statements).toEqual([]);
  });
});
