import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot, STUB_CODE_CONTEXT } from './functions';
import { buildGradinaApp } from './gradina-app';

/**
 * What the stack test files share: the whole app synthesized once per file for stage "test" (stub code,
 * no bundling, no cdk-nag), the context of cdk.json, and the resources of one type in a template.
 */
process.env.CDK_VALIDATION = 'false';

export const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};
const outdirs: string[] = [];

/** A temporary directory a test made, removed with the synthesized output after the file's tests. */
export function removedAfterwards(dir: string) {
  outdirs.push(dir);
  return dir;
}

export function synth(options: { webDist?: string } = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'gradina-cdk-'));
  removedAfterwards(outdir);
  const app = new App({ outdir, context: { ...cdkJson.context, stage: 'test', [STUB_CODE_CONTEXT]: true } });
  const emptyDist = path.join(outdir, 'no-dist');
  const stacks = buildGradinaApp(app, {
    env: { region: 'eu-central-1' },
    webDist: options.webDist ?? emptyDist,
  });
  const t = (stack: Stack) => Template.fromStack(stack);
  return {
    stacks,
    data: t(stacks.data),
    realtime: t(stacks.realtime),
    api: t(stacks.api),
    jobs: t(stacks.jobs),
    web: t(stacks.web),
    observability: t(stacks.observability),
  };
}

export type Synthesized = ReturnType<typeof synth>;
export type Resource = { Type: string; Properties: Record<string, unknown> };
export const resourcesOf = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

/** Synthesizes the app once before the file's tests and removes every output directory after them. */
export function synthesizedOnce(): () => Synthesized {
  let s: Synthesized | undefined;
  // Eight stacks take longer than the default hook timeout on a busy machine.
  beforeAll(() => {
    s = synth();
  }, 120_000);
  afterAll(() => {
    for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => s!;
}
