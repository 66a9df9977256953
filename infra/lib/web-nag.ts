import type { Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';

/** cdk-nag findings of the Web stack that are accepted, each with its reason (docs/security.md). */
export function suppressWebNagFindings(
  stack: Stack,
  spaBucket: s3.IBucket,
  distribution: cloudfront.Distribution,
): void {
  NagSuppressions.addResourceSuppressions(spaBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the built SPA, which is public anyway, and only CloudFront (origin access ' +
        'control) reads it: its access log would list CloudFront fetching static files.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(distribution, [
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'Parents and staff open the platform from abroad too (holidays, work in other EU countries); ' +
        'a geo restriction would lock them out. Abuse is limited by WAF rate rules instead.',
    },
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'CloudFront standard logs record every URL whole: activation and recovery links carry single-use ' +
        'tokens in the path and the WebSocket handshake its ticket in the query, which are never logged. API ' +
        'requests are logged by API Gateway (route template, status, user) and blocks by WAF metrics.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose security ' +
        'policy CloudFront fixes; browsers negotiate TLS 1.2 or 1.3 with it. With a domain, its ACM ' +
        'certificate goes with minimumProtocolVersion TLS_V1_2_2021 (docs/security.md).',
    },
  ]);
  // CDK's BucketDeployment handler: one Lambda per stack that runs only during a deployment.
  const deploymentHandlers = stack.node.children.filter((c) =>
    c.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  const deploymentReason =
    "CDK's BucketDeployment handler, run only by CloudFormation during a deployment: it copies the built SPA " +
    'from the CDK assets bucket into the SPA bucket and invalidates CloudFront. CDK owns its code, runtime ' +
    'and policy (the assets object, the SPA bucket, CreateInvalidation, which has no resource-level form).';
  if (deploymentHandlers.length === 0) return;
  NagSuppressions.addResourceSuppressions(
    deploymentHandlers,
    [
      { id: 'AwsSolutions-L1', reason: deploymentReason },
      {
        id: 'AwsSolutions-IAM4',
        reason: deploymentReason,
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason: deploymentReason,
        appliesTo: [
          'Action::s3:GetBucket*',
          'Action::s3:GetObject*',
          'Action::s3:List*',
          'Action::s3:Abort*',
          'Action::s3:DeleteObject*',
          'Resource::*',
          { regex: '/^Resource::arn:aws:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-[a-z0-9-]+\\/\\*$/' },
          { regex: '/^Resource::<SpaBucket[0-9A-F]{8}\\.Arn>\\/\\*$/' },
        ],
      },
    ],
    true,
  );
}
