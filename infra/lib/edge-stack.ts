import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface EdgeStackProps extends StackProps {
  stage: string;
}

/** Requests one address may send in any 5 minutes before WAF blocks it for a while (SPA assets included). */
export const rateLimitPer5Minutes = 3000;

/**
 * The WAF web ACL in front of CloudFront. A CLOUDFRONT-scope web ACL can only live in us-east-1, so this stack
 * is pinned there and hands its ARN to the Web stack through CDK's cross-region references (an SSM parameter
 * in us-east-1 that the Web stack reads at deployment): one `cdk deploy --all`, no ARN copied by hand.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const name = `gradina-${props.stage}-edge`;
    const visibility = (metric: string) => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${name}-${metric}`,
      // Sampled requests keep whole headers (Authorization) in the WAF console: not collected.
      sampledRequestsEnabled: false,
    });
    const managed = (priority: number, ruleSet: string, overrides: string[] = []) => ({
      name: ruleSet,
      priority,
      overrideAction: { none: {} },
      visibilityConfig: visibility(ruleSet),
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: ruleSet,
          ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
        },
      },
    });
    const acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'CLOUDFRONT',
      description: 'Gradina: managed common and known-bad-inputs rules, a per-address rate limit',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      rules: [
        {
          name: 'rate-per-address',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('rate'),
          statement: {
            rateBasedStatement: {
              limit: rateLimitPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
        },
        // Attachments and avatars are uploads of up to 10 MB: the 8 KB body limit only counts.
        managed(1, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managed(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
