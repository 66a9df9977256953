import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What /platform/about shows of the build (issue #32): the version, the day it was built and the licences of
 * every third-party package the browser receives, read at build time from the installed packages (the web's
 * dependencies and theirs, never the dev tools), so the list can never drift from what ships.
 */

export interface Licence {
  name: string;
  version: string;
  license: string;
  repository: string;
}

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  repository?: string | { url?: string };
  dependencies?: Record<string, string>;
}

const read = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** The package's manifest as Node would find it from `from`: the nearest node_modules upwards. */
function manifestOf(name: string, from: string): { file: string; manifest: Manifest } | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return { file, manifest: read(file) };
    if (path.dirname(dir) === dir) return undefined;
  }
}

const licenceText = (m: Manifest) =>
  (typeof m.license === 'string' ? m.license : m.license?.type) ??
  m.licenses?.map((l) => l.type).join(' OR ') ??
  'не е посочен';

const repositoryOf = (m: Manifest) => {
  const url = typeof m.repository === 'string' ? m.repository : (m.repository?.url ?? '');
  return url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '')
    .replace(/^github:/, 'https://github.com/');
};

/** Every production dependency of the package in `dir`, transitively, by name. */
export function thirdPartyLicences(dir: string): Licence[] {
  const found = new Map<string, Licence>();
  const visit = (names: Record<string, string> | undefined, from: string) => {
    for (const name of Object.keys(names ?? {})) {
      const hit = manifestOf(name, from);
      if (!hit) continue;
      // Our own workspaces are no third party, but what they bring is.
      if (name.startsWith('@gradina/')) {
        if (!found.has(name)) {
          found.set(name, { name, version: '', license: '', repository: '' });
          visit(hit.manifest.dependencies, path.dirname(hit.file));
        }
        continue;
      }
      const key = `${name}@${hit.manifest.version}`;
      if (found.has(key)) continue;
      found.set(key, {
        name,
        version: hit.manifest.version ?? '',
        license: licenceText(hit.manifest),
        repository: repositoryOf(hit.manifest),
      });
      visit(hit.manifest.dependencies, path.dirname(hit.file));
    }
  };
  visit(read(path.join(dir, 'package.json')).dependencies, dir);
  return [...found.values()]
    .filter((l) => !l.name.startsWith('@gradina/'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const moduleId = 'virtual:build-info';

/** `import('virtual:build-info')`: `{ version, commit, builtAt, licences }`, made once per build. */
export function buildInfo(dir: string): Plugin {
  let source: string | undefined;
  return {
    name: 'gradina-build-info',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      source ??= `export default ${JSON.stringify({
        version: read(path.join(dir, 'package.json')).version ?? '',
        commit: commitOf(dir),
        builtAt: new Date().toISOString(),
        licences: thirdPartyLicences(dir),
      })};`;
      return source;
    },
  };
}
