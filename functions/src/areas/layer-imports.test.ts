import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (docs/contributing.md): `areas/` (features) may import `domain/` (the business model
 * several areas share) and `platform/` (technical kits); `domain/` may import `platform/` but no area;
 * `platform/` imports neither. A kit that needed a business rule would tie every area to it, and a domain
 * module that reached into an area would bundle that area into every Lambda that reads the model.
 * (An area importing another area is area-imports.test.ts's rule.)
 */
const functionsSrc = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(functionsSrc, '../..');

type Layer = 'areas' | 'domain' | 'platform';

/** What each layer may not import. */
const forbidden: Record<Layer, readonly string[]> = {
  areas: [],
  domain: ['areas'],
  platform: ['areas', 'domain'],
};

const specifiers = (source: string) =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** The top folder under functions/src a path lies in (`areas`, `domain`, `platform`, `ws`…), if any. */
function topFolderOf(file: string): string | undefined {
  const relative = path.relative(functionsSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** `file imports specifier` for each relative import of `source` that crosses into a layer `file` may not use. */
export function layerViolations(file: string, source: string): string[] {
  const layer = topFolderOf(file) as Layer | undefined;
  const banned = layer && forbidden[layer];
  if (!banned) return [];
  return specifiers(source)
    .filter((s) => s.startsWith('.'))
    .filter((s) => banned.includes(topFolderOf(path.resolve(path.dirname(file), s)) ?? ''))
    .map((s) => `${path.relative(repo, file)} imports ${s}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('the server layers import downwards only', () => {
  it.each(['domain', 'platform'])('functions/src/%s', (layer) => {
    const found = sourceFiles(path.join(functionsSrc, layer)).flatMap((f) =>
      layerViolations(f, readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('fails on a planted import upwards, static or lazy, and allows what lies below', () => {
    const at = (file: string) => path.join(functionsSrc, file);
    const domainFile = at('domain/groups/x.ts');
    const domainSource = [
      "import { a } from '../../areas/children/records/items';",
      "import { b } from '../../platform/db/keys';",
      "import { c } from '../calendar';",
      "import { d } from '@gradina/shared';",
    ].join('\n');
    expect(layerViolations(domainFile, domainSource)).toEqual([
      'functions/src/domain/groups/x.ts imports ../../areas/children/records/items',
    ]);

    const platformFile = at('platform/http/x.ts');
    const platformSource = [
      "import { a } from '../../domain/activities/keys';",
      "const b = await import('../../areas/identity/accounts/items');",
      "import { c } from '../db';",
    ].join('\n');
    expect(layerViolations(platformFile, platformSource)).toEqual([
      'functions/src/platform/http/x.ts imports ../../domain/activities/keys',
      'functions/src/platform/http/x.ts imports ../../areas/identity/accounts/items',
    ]);

    const areaSource =
      "import { a } from '../../../domain/groups/roster';\nimport { b } from '../../../platform/db';";
    expect(layerViolations(at('areas/children/records/x.ts'), areaSource)).toEqual([]);
  });
});
