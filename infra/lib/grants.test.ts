import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activeAreas, areaNames, areas, type RouteDef, routesOfArea } from '@gradina/shared';
import { App, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { accessLogFields, originVerifyHeader } from './api-protection';
import { repoRoot, STUB_CODE_CONTEXT } from './functions';
import { buildGradinaApp } from './gradina-app';
import { tableActionsOf, tableRead, tableReadWrite } from './grants';

process.env.CDK_VALIDATION = 'false';

const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};
const outdir = mkdtempSync(path.join(tmpdir(), 'gradina-grants-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const app = new App({
  outdir,
  context: {
    ...cdkJson.context,
    stage: 'test',
    mailFrom: 'Градина <no-reply@mail.gradina.bg>',
    [STUB_CODE_CONTEXT]: true,
  },
});
const stacks = buildGradinaApp(app, {
  env: { region: 'eu-central-1' },
  webDist: path.join(outdir, 'no-dist'),
});
const t = (stack: Stack) => Template.fromStack(stack);
const templates = {
  security: t(stacks.security),
  realtime: t(stacks.realtime),
  api: t(stacks.api),
  jobs: t(stacks.jobs),
  edge: t(stacks.edge),
  web: t(stacks.web),
};

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
const list = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

/** The statements of the role whose logical id starts with `rolePrefix` (e.g. `AreaLookupsFunctionRole`). */
function statementsOf(template: Template, rolePrefix: string): Statement[] {
  const policies = Object.entries(template.findResources('AWS::IAM::Policy')).filter(([, p]) =>
    JSON.stringify(p.Properties.Roles).includes(rolePrefix),
  );
  expect(policies.length, rolePrefix).toBeGreaterThan(0);
  return policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}
const actionsOf = (statements: Statement[]) => new Set(statements.flatMap((s) => list(s.Action)));
const servicesOf = (statements: Statement[]) =>
  new Set([...actionsOf(statements)].map((a) => a.split(':')[0]));
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe('least privilege per Lambda', () => {
  it('grants no service-wide action and no Resource "*" beyond the two that have no resource form', () => {
    for (const [name, template] of Object.entries(templates)) {
      for (const [id, policy] of Object.entries(template.findResources('AWS::IAM::Policy'))) {
        for (const s of policy.Properties.PolicyDocument.Statement as Statement[]) {
          for (const action of list(s.Action)) expect(action, `${name} ${id}`).not.toMatch(/(^\*$|:\*$)/);
          if (list(s.Resource).includes('*'))
            expect(list(s.Action), `${name} ${id}`).toEqual(['dynamodb:ListStreams']);
        }
      }
    }
  });

  it('derives read-only table access from routes that only read', () => {
    const get = { method: 'GET', permission: { kind: 'signedIn' } } as RouteDef;
    const post = { method: 'POST', permission: { kind: 'signedIn' } } as RouteDef;
    expect(tableActionsOf([get])).toEqual(tableRead);
    expect(tableActionsOf([get, post])).toEqual(tableReadWrite);
    const lookups = statementsOf(templates.api, 'AreaLookupsFunctionRole');
    expect(routesOfArea('lookups').every((r) => r.method === 'GET')).toBe(true);
    expect([...actionsOf(lookups)].filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(
      [...tableRead].sort(),
    );
    expect(servicesOf(lookups)).toEqual(new Set(['dynamodb', 'logs']));
  });

  it('grants the table and its indexes by name, no index wildcard', () => {
    const table = statementsOf(templates.api, 'AreaKindergartensFunctionRole').find((s) =>
      list(s.Action).includes('dynamodb:PutItem'),
    )!;
    const resources = JSON.stringify(table.Resource);
    for (const index of ['GSI1', 'GSI2', 'GSI3']) expect(resources).toContain(`/index/${index}`);
    expect(resources).not.toContain('/index/*');
  });

  it('gives each area only the file prefixes, queues and pushes of its row in the area table', () => {
    for (const area of activeAreas) {
      const statements = statementsOf(templates.api, `Area${pascal(area)}FunctionRole`);
      const uses = (areas[area] as { uses?: Record<string, unknown> }).uses ?? {};
      const services = servicesOf(statements);
      expect(services.has('s3'), area).toBe(!!(uses.filesRead || uses.filesWrite || uses.exports));
      expect(services.has('sqs'), area).toBe(!!uses.sendsTo);
      expect(services.has('execute-api'), area).toBe(!!uses.pushes);
      expect(services.has('ses'), area).toBe(false);
      expect(actionsOf(statements).has('kms:Sign'), area).toBe(!!uses.signsTokens);
    }
    const files = JSON.stringify(statementsOf(templates.api, 'AreaFilesFunctionRole'));
    expect(files).toContain('/temp/*');
    expect(files).toContain('/avatars/*');
    expect(files).not.toContain('/attachments/*');
    const communication = JSON.stringify(statementsOf(templates.api, 'AreaCommunicationFunctionRole'));
    expect(communication).toContain('/attachments/*');
    expect(communication).not.toContain('/avatars/*');
  });

  it('lets only the mail consumer send mail, from the verified identity only', () => {
    for (const template of [templates.api, templates.realtime]) {
      expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('ses:');
    }
    const consumer = statementsOf(templates.jobs, 'WorkQueueConsumerRole');
    const ses = consumer.find((s) => list(s.Action).includes('ses:SendEmail'))!;
    expect(list(ses.Action).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(JSON.stringify(ses.Resource)).toContain(':identity/mail.gradina.bg');
    expect(JSON.stringify(statementsOf(templates.jobs, 'StreamConsumerRole'))).not.toContain('ses:');
  });

  it('signs tokens in the identity Lambda only; the authorizers read the public key', () => {
    const identity = actionsOf(statementsOf(templates.api, 'AreaIdentityFunctionRole'));
    expect(identity.has('kms:Sign')).toBe(true);
    expect(identity.has('kms:GetPublicKey')).toBe(true);
    expect(identity.has('secretsmanager:GetSecretValue')).toBe(true);
    for (const [template, role] of [
      [templates.api, 'AuthorizerFunctionRole'],
      [templates.realtime, 'ConnectAuthorizerRole'],
    ] as const) {
      const actions = actionsOf(statementsOf(template, role));
      expect(actions.has('kms:GetPublicKey'), role).toBe(true);
      expect(actions.has('kms:Sign'), role).toBe(false);
      expect(actions.has('dynamodb:PutItem'), role).toBe(false);
      expect(
        [...actions].some((a) => /^(s3|sqs|ses|secretsmanager):/.test(a)),
        role,
      ).toBe(false);
    }
    const signers = Object.entries({ ...templates }).filter(([, tpl]) =>
      JSON.stringify(tpl.findResources('AWS::IAM::Policy')).includes('kms:Sign'),
    );
    expect(signers.map(([name]) => name)).toEqual(['api']);
  });
});

describe('keys and secrets', () => {
  it('keep the signing key in KMS: ECC P-256, sign/verify, with an alias, retained', () => {
    templates.security.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ KeySpec: 'ECC_NIST_P256', KeyUsage: 'SIGN_VERIFY' }),
    });
    templates.security.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/gradina-test-jwt-v1' });
  });

  it('name the key and the secrets to the functions by the agreed variables', () => {
    const env = (template: Template, prefix: string) =>
      Object.keys(
        Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
          id.startsWith(prefix),
        )![1].Properties.Environment.Variables,
      );
    expect(env(templates.api, 'AreaIdentityFunction')).toEqual(
      expect.arrayContaining([
        'JWT_KMS_KEY_ID',
        'JWT_KMS_PREVIOUS_KEY_IDS',
        'RECAPTCHA_SECRET_ARN',
        'MAIL_LINK_SECRET_ARN',
      ]),
    );
    expect(env(templates.api, 'AuthorizerFunction')).toEqual(expect.arrayContaining(['JWT_KMS_KEY_ID']));
    expect(env(templates.jobs, 'WorkQueueConsumer')).toEqual(
      expect.arrayContaining(['MAIL_LINK_SECRET_ARN']),
    );
    expect(env(templates.jobs, 'WorkQueueConsumer')).not.toContain('RECAPTCHA_SECRET_ARN');
  });

  it('verify tokens of the previous keys after a rotation, and sign with the new one only', () => {
    const rotated = new App({
      context: { ...cdkJson.context, stage: 'rot', jwtKeyVersions: '2,1', [STUB_CODE_CONTEXT]: true },
    });
    const s = buildGradinaApp(rotated, {
      env: { region: 'eu-central-1' },
      webDist: path.join(outdir, 'no-dist'),
    });
    const signingKeys = Template.fromStack(s.security).findResources('AWS::KMS::Key', {
      Properties: { KeySpec: 'ECC_NIST_P256' },
    });
    expect(Object.keys(signingKeys)).toHaveLength(2);
    const identity = statementsOf(Template.fromStack(s.api), 'AreaIdentityFunctionRole');
    const sign = identity.find((st) => list(st.Action).includes('kms:Sign'))!;
    const publicKey = identity.find((st) => list(st.Action).includes('kms:GetPublicKey'))!;
    expect(list(sign.Resource)).toHaveLength(1);
    expect(JSON.stringify(sign.Resource)).toContain('JwtSigningKeyV2');
    expect(list(publicKey.Resource)).toHaveLength(2);
  });
});

describe('edge', () => {
  it('puts a CLOUDFRONT WAF with the common, known-bad-inputs and rate rules in us-east-1 on the distribution', () => {
    expect(stacks.edge.region).toBe('us-east-1');
    templates.edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP' }) } }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ Name: 'AWSManagedRulesKnownBadInputsRuleSet' }),
          },
        }),
      ]),
    });
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  it('refuses REST requests without the origin header CloudFront adds', () => {
    templates.api.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Block: {} },
      Rules: [
        Match.objectLike({
          Action: { Allow: {} },
          Statement: {
            ByteMatchStatement: Match.objectLike({
              FieldToMatch: { SingleHeader: { Name: originVerifyHeader } },
              PositionalConstraint: 'EXACTLY',
              SearchString: Match.anyValue(),
            }),
          },
        }),
      ],
    });
    // A CloudFormation dynamic reference: the secret is resolved at deployment, never written in the template.
    const acl = JSON.stringify(templates.api.findResources('AWS::WAFv2::WebACL'));
    expect(acl).toMatch(/"SearchString":\{"Fn::Join":\["",\["\{\{resolve:secretsmanager:/);
    templates.api.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    const origins = JSON.stringify(templates.web.findResources('AWS::CloudFront::Distribution'));
    expect(origins).toContain(
      `"HeaderName":"${originVerifyHeader}","HeaderValue":{"Fn::Join":["",["{{resolve:secretsmanager:`,
    );
  });

  it('logs API requests as JSON without paths, headers, query strings or bodies', () => {
    const stage = Object.values(templates.api.findResources('AWS::ApiGateway::Stage'))[0]!.Properties;
    const format = JSON.parse(stage.AccessLogSetting.Format) as Record<string, string>;
    expect(format).toEqual(accessLogFields);
    const variables = Object.values(format).join(' ');
    expect(variables).not.toMatch(/\$context\.path|requestOverride|input\.|Authorization|querystring/i);
    expect(stage.MethodSettings).toEqual([
      expect.objectContaining({ LoggingLevel: 'ERROR', DataTraceEnabled: false }),
    ]);
  });

  it("names the product's own WebSocket origin in the CSP, not any wss:", () => {
    const policy = JSON.stringify(templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = /"ContentSecurityPolicy":"([^"]+)"/.exec(policy)![1]!;
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'))!;
    expect(connect.split(' ')).toContain('wss://gradina.bg');
    expect(connect.split(' ')).not.toContain('wss:');
  });
});

describe('unknown routes in the cloud', () => {
  it('answer 404 route_not_found in the JSON error shape', () => {
    for (const type of ['MISSING_AUTHENTICATION_TOKEN', 'RESOURCE_NOT_FOUND']) {
      templates.api.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        StatusCode: '404',
        ResponseTemplates: {
          'application/json': JSON.stringify({
            code: 'route_not_found',
            errorMessage: 'Търсеният адрес не съществува.',
            isSuccessful: false,
          }),
        },
      });
    }
  });

  it('lets only the functions that call НЕИСПУО read its client certificate, and names it to them', () => {
    const reads = (template: Template, role: string) =>
      statementsOf(template, role).some(
        (s) =>
          list(s.Action).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(s.Resource).includes('NeispuoCertSecret'),
      );
    expect(reads(templates.api, 'AreaNeispuoFunctionRole')).toBe(true);
    expect(reads(templates.jobs, 'WorkQueueConsumerRole')).toBe(true);
    expect(reads(templates.jobs, 'NeispuoSyncJob')).toBe(true);
    expect(reads(templates.jobs, 'StreamConsumerRole')).toBe(false);
    expect(reads(templates.jobs, 'PlacementsDueJob')).toBe(false);
    expect(reads(templates.api, 'AreaKindergartensFunctionRole')).toBe(false);
    const neispuo = Object.values(templates.api.findResources('AWS::Lambda::Function')).find((f) =>
      JSON.stringify(f).includes('areas/neispuo/handler.ts'),
    );
    expect(JSON.stringify(neispuo?.Properties.Environment)).toContain('NEISPUO_CERT_SECRET_ID');
    templates.security.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('НЕИСПУО'),
    });
  });

  it('deploy no Lambda and no resource for an area without routes', () => {
    const unbuilt = areaNames.filter((a) => !activeAreas.includes(a));
    const functions = JSON.stringify(templates.api.findResources('AWS::Lambda::Function'));
    const parts = new Set(
      Object.values(templates.api.findResources('AWS::ApiGateway::Resource')).map(
        (r) => r.Properties.PathPart,
      ),
    );
    for (const area of unbuilt) {
      expect(functions).not.toContain(`functions/src/areas/${area}/handler.ts`);
      for (const prefix of areas[area].prefixes) {
        if (prefix.includes('/')) continue; // nested under a prefix of another area (administration/...)
        expect(parts.has(prefix), `${area}: /api/${prefix}`).toBe(false);
      }
    }
  });
});
