import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: lint, types, every vitest project (unit, integration against DynamoDB Local and the S3
 * emulator, CDK assertions), the web build and the Playwright e2e in Chromium. Ends with one plain
 * `tests: N passed, N failed` line summing every runner.
 */
interface Step {
  name: string;
  command: string;
  args: string[];
  counts?: () => { passed: number; failed: number; skipped: number };
}

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function vitestCounts(file: string) {
  return () => {
    if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  };
}

function playwrightCounts(file: string) {
  return () => {
    if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  };
}

function logScanCounts(file: string) {
  return () => {
    const r = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { leaks: unknown[]; requestLines: number })
      : undefined;
    const ok = !!r && r.leaks.length === 0 && r.requestLines > 0;
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  };
}

const only = process.argv[2];
const steps: Step[] = [
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'types', command: 'npx', args: ['tsc', '-p', '.'] },
  { name: 'import cycles', command: 'npm', args: ['run', '-s', 'check:cycles'] },
  {
    name: 'vitest',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
    counts: vitestCounts(`${results}/vitest.json`),
  },
  {
    // The integration run's teardown scanned its functions log for personal data; one test, pass or fail.
    name: 'log scan',
    command: 'npx',
    args: ['tsx', 'test/support/log-scan-check.ts', `${results}/log-scan.json`],
    counts: logScanCounts(`${results}/log-scan.json`),
  },
  { name: 'web build', command: 'npm', args: ['run', '-s', 'build:web'] },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts'],
    counts: playwrightCounts(`${results}/e2e.json`),
  },
].filter((s) => !only || s.name === only);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (step.counts) {
    const c = step.counts();
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  if (run.status !== 0) failures.push(step.name);
  console.log(`◀ ${step.name}: ${run.status === 0 ? 'ok' : `FAILED (exit ${run.status})`} in ${seconds} s`);
}
if (failures.length > 0 && failed === 0) failed = failures.length;
console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
