import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BundleReport, bundleLambda } from '../../infra/lib/lambda-bundle';
import { activeAreas } from '../../shared/src/manifest/index';
import { entries, jobs, queues } from '../../shared/src/runtime';

/**
 * Bundles are written inside the repository (git-ignored) so the AWS SDK, external as in the Lambda
 * runtime, resolves from node_modules when the cold-start probe imports them.
 */
const bundleRoot = path.resolve('.test-data/bench-bundles');

export interface LambdaBundle extends BundleReport {
  name: string;
  outdir: string;
}

/** Every Lambda entry bundled as CDK deploys it (infra/lib/lambda-bundle.ts), with its sizes. */
export async function lambdaBundles(): Promise<LambdaBundle[]> {
  rmSync(bundleRoot, { recursive: true, force: true });
  const list = [
    ...activeAreas.map((a) => ({ name: `area ${a}`, file: entries.areaHandler(a) })),
    { name: 'authorizer', file: entries.authorizer },
    { name: 'ws connect', file: entries.websocket.connect },
    { name: 'ws disconnect', file: entries.websocket.disconnect },
    { name: 'ws default', file: entries.websocket.default },
    { name: 'stream', file: entries.stream },
    ...queues.map((q) => ({ name: `queue ${q.id}`, file: q.entry as string })),
    ...jobs.map((j) => ({ name: `job ${j.id}`, file: j.entry as string })),
  ];
  const out: LambdaBundle[] = [];
  for (const e of list) {
    if (!existsSync(e.file)) continue;
    const outdir = path.join(bundleRoot, e.name.replace(/\W+/g, '-'));
    out.push({ name: e.name, outdir, ...(await bundleLambda({ entry: e.file, outdir })) });
  }
  return out;
}

export interface ColdStart {
  /** Milliseconds the `import()` of the handler module took, measured in the child. */
  importMs: number;
  /** Milliseconds from the child's start (its performance time origin) to the module loaded. */
  loadedAtMs: number;
  /** Milliseconds from spawning the child to its exit, measured by this process. */
  processMs: number;
}

const probe = [
  'const started = performance.now();',
  'await import(process.argv[1]);',
  'const loaded = performance.now();',
  'console.log(JSON.stringify({ importMs: loaded - started, loadedAtMs: loaded }));',
].join('\n');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median of `runs` fresh `node` processes importing the bundled handler, as a Lambda cold start does. */
export function coldStart(bundle: LambdaBundle, runs = 5): ColdStart {
  const samples: ColdStart[] = [];
  for (let i = 0; i < runs; i++) {
    const spawned = performance.now();
    const stdout = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', probe, pathToFileURL(path.join(bundle.outdir, 'index.mjs')).href],
      { env: { ...process.env, AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1', LOG_LEVEL: 'silent' } },
    );
    const child = JSON.parse(stdout.toString()) as Omit<ColdStart, 'processMs'>;
    samples.push({ ...child, processMs: performance.now() - spawned });
  }
  return {
    importMs: median(samples.map((s) => s.importMs)),
    loadedAtMs: median(samples.map((s) => s.loadedAtMs)),
    processMs: median(samples.map((s) => s.processMs)),
  };
}

/** The SPA's entry chunk and total JavaScript, from web/dist. */
export function spaSizes(): { file: string; bytes: number; gzip: number }[] {
  const dir = path.resolve('web/dist/assets');
  if (!existsSync(dir)) return [];
  const html = readFileSync('web/dist/index.html', 'utf8');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const content = readFileSync(path.join(dir, f));
      return {
        file: (html.includes(f) ? '(entry) ' : '') + f,
        bytes: statSync(path.join(dir, f)).size,
        gzip: gzipSync(content).length,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The SPA's entry: the JS and CSS index.html loads before anything else (gzip bytes, summed). */
export function spaEntry(spa: ReturnType<typeof spaSizes>): { js: number; css: number } {
  const entry = spa.filter((s) => s.file.startsWith('(entry) '));
  const sum = (ext: string) => entry.filter((s) => s.file.endsWith(ext)).reduce((n, s) => n + s.gzip, 0);
  return { js: sum('.js'), css: sum('.css') };
}

/** Builds the web app when web/dist is missing: the home page count and the SPA sizes need it. */
export function ensureWebBuilt(): void {
  if (existsSync('web/dist/index.html')) return;
  execFileSync('npm', ['run', '-s', 'build:web'], { stdio: 'inherit' });
}
