import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An area never imports another area (docs/contributing.md): what two share lives in `functions/src/domain/`
 * (the business model), `functions/src/platform/` (technical kits) or `shared/` (the server) and in
 * `web/src/api/`, `web/src/ui/` or `web/src/app/` (the SPA). Each area is one Lambda and one lazy part of the
 * SPA; an import across would bundle the other area and couple the two.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const trees = [path.join(repo, 'functions/src/areas'), path.join(repo, 'web/src/features')];

const specifiers = (source: string) =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** The area (first folder under `root`) a path belongs to, or undefined outside the tree or at its top. */
function areaOf(root: string, file: string): string | undefined {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** `file imports specifier` lines for each relative import of `source` that lands in another area. */
export function crossAreaImports(root: string, file: string, source: string): string[] {
  const own = areaOf(root, file);
  if (!own) return [];
  return specifiers(source)
    .filter((s) => s.startsWith('.'))
    .filter((s) => {
      const target = areaOf(root, path.resolve(path.dirname(file), s));
      return target !== undefined && target !== own;
    })
    .map((s) => `${path.relative(repo, file)} imports ${s}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

describe('no area imports another', () => {
  it.each(trees.map((t) => [path.relative(repo, t), t]))('%s', (_name, root) => {
    const found = sourceFiles(root).flatMap((f) => crossAreaImports(root, f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds an import of another area, static or lazy, and allows the platform and the own area', () => {
    const root = trees[0]!;
    const file = path.join(root, 'identity/accounts/x.ts');
    const source = [
      "import { a } from '../../kindergartens/items';",
      "const b = await import('../../communication/inbox/items');",
      "import { c } from '../../../platform/db/keys';",
      "import { d } from '../login';",
      "export { e } from './items';",
    ].join('\n');
    expect(crossAreaImports(root, file, source)).toEqual([
      'functions/src/areas/identity/accounts/x.ts imports ../../kindergartens/items',
      'functions/src/areas/identity/accounts/x.ts imports ../../communication/inbox/items',
    ]);
  });
});
