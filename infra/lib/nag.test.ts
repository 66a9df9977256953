import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, STUB_CODE_CONTEXT } from './functions';
import { buildGradinaApp } from './gradina-app';

process.env.CDK_VALIDATION = 'false';

const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};
const outdir = mkdtempSync(path.join(tmpdir(), 'gradina-nag-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

interface Finding {
  stack: string;
  level: string;
  path: string;
  text: string;
}

/**
 * The whole app with the AwsSolutions pack, a built SPA included (its deployment brings CDK's own handler).
 * Findings stay annotations on the stacks instead of failing the synthesis, so the test can list them.
 */
function nagFindings(): { findings: Finding[]; suppressed: number } {
  const dist = path.join(outdir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Градина</title>');
  writeFileSync(path.join(dist, 'assets', 'x.js'), 'console.log(1)');
  const app = new App({
    outdir: path.join(outdir, 'cdk.out'),
    context: {
      ...cdkJson.context,
      '@aws-cdk/core:annotationsInValidationReport': false,
      stage: 'test',
      [STUB_CODE_CONTEXT]: true,
    },
  });
  buildGradinaApp(app, { env: { region: 'eu-central-1' }, webDist: dist });
  Aspects.of(app).add(new AwsSolutionsChecks());
  const assembly = app.synth();
  const findings: Finding[] = [];
  let suppressed = 0;
  for (const stack of assembly.stacks) {
    for (const message of stack.messages) {
      const text = String(message.entry.data);
      if (!text.startsWith('AwsSolutions-')) continue;
      if (message.level === 'info') continue;
      findings.push({
        stack: stack.stackName,
        level: message.level,
        path: message.id,
        text: text.slice(0, 160),
      });
    }
    const template = JSON.stringify(stack.template);
    suppressed += (template.match(/"rules_to_suppress"/g) ?? []).length;
  }
  return { findings, suppressed };
}

describe('cdk-nag AwsSolutions', () => {
  const { findings, suppressed } = nagFindings();

  it('finds no unsuppressed error or warning in any stack', () => {
    expect(findings).toEqual([]);
  });

  it('ran: the accepted findings are recorded with their reasons in the templates', () => {
    expect(suppressed).toBeGreaterThan(10);
  });
});
