import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaOfPath, compilePattern, routes } from '../shared/src/manifest/index';
import { pagePaths } from '../web/src/app/page-paths';

/**
 * `npm run coverage:spec`: how many of the spec's API calls the manifest implements (per area and in
 * total) and how many of its screen routes the SPA serves. Reads the spec tables beside the repository.
 */
const specDir = path.resolve(process.env.SPEC_DIR ?? '../shared/spec');
if (!existsSync(specDir)) {
  console.error(`The spec tables are not at ${specDir}: set SPEC_DIR`);
  process.exit(1);
}
const tsv = (file: string) =>
  readFileSync(path.join(specDir, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'));

const key = (method: string, p: string) =>
  `${method.toUpperCase()} /${compilePattern(p.replace(/^\/?/, '/'))
    .map((s) => (s.startsWith('{') ? '{}' : s))
    .join('/')}`;
const implemented = new Set(routes.map((r) => key(r.method, r.path)));

const calls = tsv('api-calls.tsv').map(([specArea, method, p]) => ({
  specArea: specArea!,
  method: method!,
  path: p!,
}));
const byArea = new Map<string, { total: number; done: number }>();
for (const c of calls) {
  const lambda = areaOfPath(c.path.startsWith('/') ? c.path : `/${c.path}`) ?? '(none)';
  const label = `${c.specArea} → ${lambda}`;
  const row = byArea.get(label) ?? { total: 0, done: 0 };
  row.total++;
  if (implemented.has(key(c.method, c.path.startsWith('/') ? c.path : `/${c.path}`))) row.done++;
  byArea.set(label, row);
}

function spaRoutes(): Set<string> {
  return new Set<string>(pagePaths);
}

const screens = tsv('web-routes.tsv').filter(([, , notes]) => !/PATTERN ROW/.test(notes ?? ''));
const served = spaRoutes();
const screenKey = (p: string) => p.replace(/\/+$/, '') || '/';
const screensDone = screens.filter(([, p]) => served.has(screenKey(p!))).length;

console.log('API calls implemented, by spec area → Lambda area:');
for (const [label, row] of [...byArea].sort())
  console.log(`  ${label.padEnd(60)} ${String(row.done).padStart(3)} / ${row.total}`);
const done = [...byArea.values()].reduce((n, r) => n + r.done, 0);
console.log(
  `API calls: ${done} of ${calls.length} implemented (${((100 * done) / calls.length).toFixed(1)} %)`,
);
console.log(`Screen routes: ${screensDone} of ${screens.length} served by the SPA`);
console.log(`Manifest routes: ${routes.length} (${routes.length - done} beyond the spec's table)`);

// `--missing` names what is left, so whoever takes the next issue starts from the list.
if (process.argv.includes('--missing')) {
  console.log('\nAPI calls not built:');
  for (const c of calls) {
    const p = c.path.startsWith('/') ? c.path : `/${c.path}`;
    if (!implemented.has(key(c.method, p))) console.log(`  ${c.method} ${p}  (${c.specArea})`);
  }
  console.log('\nScreen routes not served:');
  for (const [, p] of screens) if (!served.has(screenKey(p!))) console.log(`  ${p}`);
}
