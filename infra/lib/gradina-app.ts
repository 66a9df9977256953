import { activeAreas } from '@gradina/shared';
import { entries, jobs, queues } from '@gradina/shared/runtime';
import { type App, type Environment, Tags } from 'aws-cdk-lib';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';
import { MissingEntryError, missingEntries, usesStubCode } from './functions';
import { JobsStack } from './jobs-stack';
import { assertStage } from './naming';
import { ObservabilityStack } from './observability-stack';
import { RealtimeStack } from './realtime-stack';
import { SecurityStack } from './security-stack';
import { WebStack } from './web-stack';

export interface GradinaAppOptions {
  stage?: string;
  env?: Environment;
  /** The built SPA folder; defaults to web/dist. */
  webDist?: string;
}

/** Every Lambda entry the app bundles, repository-relative. */
export function allEntries(): string[] {
  return [
    entries.authorizer,
    ...activeAreas.map((a) => entries.areaHandler(a)),
    entries.websocket.connect,
    entries.websocket.disconnect,
    entries.websocket.default,
    entries.stream,
    ...queues.map((q) => q.entry),
    ...jobs.map((j) => j.entry),
  ];
}

/**
 * The stacks of one stage, smallest first by lifecycle: Data (retained state and queues) and Security (keys,
 * secrets) <- Realtime <- Api, Jobs <- Web; Edge (the CloudFront WAF, us-east-1) <- Web; Observability stands
 * alone. Names are `Gradina-<stage>-<Part>`.
 */
export function buildGradinaApp(app: App, options: GradinaAppOptions = {}) {
  const stage = assertStage(options.stage ?? app.node.tryGetContext('stage') ?? 'dev');
  const prefix = `Gradina-${stage}`;
  if (!usesStubCode(app)) {
    const missing = missingEntries(allEntries());
    if (missing.length > 0) throw new MissingEntryError(missing);
  }
  const common = { env: options.env, stage };
  const name = (part: string) => ({ stackName: `${prefix}-${part}` });

  const data = new DataStack(app, `${prefix}-Data`, {
    ...common,
    ...name('Data'),
    description: 'Gradina: DynamoDB table, files and exports buckets, work queues (retained)',
    terminationProtection: stage === 'prod',
  });
  const security = new SecurityStack(app, `${prefix}-Security`, {
    ...common,
    ...name('Security'),
    description: 'Gradina: session-token signing keys (KMS) and secrets (retained)',
    terminationProtection: stage === 'prod',
  });
  const realtime = new RealtimeStack(app, `${prefix}-Realtime`, {
    ...common,
    ...name('Realtime'),
    description: 'Gradina: WebSocket API for /hubs/notifications',
    data,
    security,
  });
  const platform = { data, realtime, security };
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    ...name('Api'),
    description: 'Gradina: REST API, authorizer and one Lambda per area',
    ...platform,
    originVerifySecret: security.originVerifySecret,
  });
  const jobsStack = new JobsStack(app, `${prefix}-Jobs`, {
    ...common,
    ...name('Jobs'),
    description: 'Gradina: queue and stream consumers, scheduled jobs',
    ...platform,
  });
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    ...common,
    ...name('Edge'),
    env: { account: options.env?.account, region: 'us-east-1' },
    description: 'Gradina: WAF web ACL of CloudFront (us-east-1)',
    crossRegionReferences: true,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    ...name('Web'),
    description: 'Gradina: CloudFront distribution and the SPA bucket',
    crossRegionReferences: true,
    restApi: api.restApi,
    webSocketApi: realtime.webSocketApi,
    originVerifySecret: security.originVerifySecret,
    webAclArn: edge.webAclArn,
    publicUrl: app.node.tryGetContext('publicUrl') ?? 'https://gradina.bg',
    webDist: options.webDist,
  });
  const observability = new ObservabilityStack(app, `${prefix}-Observability`, {
    ...common,
    ...name('Observability'),
    description: 'Gradina: CloudWatch dashboard',
    namePrefix: prefix,
  });

  Tags.of(app).add('project', 'gradina');
  Tags.of(app).add('stage', stage);
  return { stage, data, security, realtime, api, jobs: jobsStack, edge, web, observability };
}
