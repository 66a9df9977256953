import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { activeAreas } from '../../shared/src/manifest/index';
import { entries } from '../../shared/src/runtime';

/** Minified bundle of each Lambda entry, built as CDK builds it (esbuild, ESM, node24, AWS SDK bundled in). */
export async function lambdaBundleSizes(): Promise<{ entry: string; bytes: number; gzip: number }[]> {
  const list = [
    ...activeAreas.map((a) => ({ name: `area ${a}`, file: entries.areaHandler(a) })),
    { name: 'authorizer', file: entries.authorizer },
    { name: 'ws connect', file: entries.websocket.connect },
    { name: 'stream', file: entries.stream },
  ];
  const out = [];
  for (const e of list) {
    if (!existsSync(e.file)) continue;
    const r = await build({
      entryPoints: [e.file],
      bundle: true,
      minify: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      write: false,
      logLevel: 'silent',
    });
    const code = r.outputFiles[0]!.contents;
    out.push({ entry: e.name, bytes: code.length, gzip: gzipSync(code).length });
  }
  return out;
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
