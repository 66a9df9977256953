import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * `npm test`: lint, types, every vitest project (unit, integration against DynamoDB Local and the S3
 * emulator, CDK assertions), the web build and the Playwright e2e in Chromium. Ends with one plain
 * `tests: N passed, N failed` line summing every runner.
 *
 * The checks run first, one after the other. Then two lanes run side by side, each with its own local cloud:
 * vitest (then its log scan) and the web build (then the browser tests). Either lane alone leaves a quarter
 * of the two cores idle (it waits on its cloud, its browser, its timers), and one after the other they took
 * over 30 minutes; their lines are prefixed with the lane's name.
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

const byName = (...names: string[]) => steps.filter((s) => names.includes(s.name));
const checks = byName('lint', 'types', 'import cycles');
const lanes = [
  { name: 'vitest', steps: byName('vitest', 'log scan') },
  { name: 'e2e', steps: byName('web build', 'e2e') },
].filter((l) => l.steps.length > 0);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
/** Each step's seconds, printed together at the end (the lanes overlap, so the total is the wall clock). */
const stageTimes: { name: string; seconds: number }[] = [];
const runStarted = Date.now();

function run(step: Step, prefix: string): Promise<void> {
  console.log(`\n${prefix}▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Plain text in the lanes: their lines are read in CI's log, not a terminal.
      env: prefix ? { ...process.env, NO_COLOR: '1' } : process.env,
    });
    if (prefix) {
      // Whole lines only, so two lanes' lines never mix within a line.
      for (const stream of [child.stdout, child.stderr]) {
        if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
      }
    }
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      stageTimes.push({ name: `${prefix}${step.name}`, seconds: Number(seconds) });
      if (step.counts) {
        const c = step.counts();
        passed += c.passed;
        failed += c.failed;
        skipped += c.skipped;
      }
      if (status !== 0) failures.push(step.name);
      console.log(
        `${prefix}◀ ${step.name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds} s`,
      );
      resolve();
    });
  });
}

for (const step of checks) await run(step, '');
await Promise.all(
  lanes.map(async (lane) => {
    const prefix = lanes.length > 1 ? `[${lane.name}] ` : '';
    for (const step of lane.steps) await run(step, prefix);
  }),
);
if (failures.length > 0 && failed === 0) failed = failures.length;
console.log('\nStage times');
for (const t of stageTimes) console.log(`  ${t.name.padEnd(24)} ${String(t.seconds).padStart(5)} s`);
console.log(
  `  ${'total (wall clock)'.padEnd(24)} ${String(Math.round((Date.now() - runStarted) / 1000)).padStart(5)} s`,
);
console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
