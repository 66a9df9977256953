import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';

/**
 * How every Lambda of the platform is bundled: CDK (infra/lib/functions.ts), the bundle-size test and
 * `npm run bench` call the same function, so the sizes they see are the sizes deployed.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** An area Lambda's code loaded at cold start may not pass this (issue #11: cold start grows with it). */
export const areaBundleLimitBytes = 400 * 1024;

/** The authorizer runs before every call: its cold start may not grow with the routes (issue #34). */
export const authorizerBundleLimitBytes = 200 * 1024;

/**
 * ESM bundles still meet CommonJS dependencies that call `require` or read `__dirname`; the banner gives
 * them both. Names are prefixed so they cannot clash with anything esbuild emits.
 */
const esmBanner = [
  "import { createRequire as __gradinaCreateRequire } from 'node:module';",
  "import { fileURLToPath as __gradinaFileURLToPath } from 'node:url';",
  "import { dirname as __gradinaDirname } from 'node:path';",
  'const require = __gradinaCreateRequire(import.meta.url);',
  'const __filename = __gradinaFileURLToPath(import.meta.url);',
  'const __dirname = __gradinaDirname(__filename);',
].join(' ');

/**
 * `import { z } from 'zod'` binds zod's namespace object as a value, and esbuild then keeps all of zod:
 * every locale, JSON-schema import, the compiler (about 450 kB minified). `import * as z from 'zod'`, the
 * form zod's documentation recommends, lets esbuild keep only what `z.<name>` reaches (about 85 kB for a
 * small schema). Both bind the same exports, so the Lambda build reads our sources with the second form
 * (docs/decisions.md "Lambda bundles" has the measurements, zod/mini included).
 */
const zodNamespaceImport: Plugin = {
  name: 'zod-namespace-import',
  setup(b) {
    b.onLoad({ filter: /[\\/](shared|functions)[\\/]src[\\/].*\.ts$/ }, async (args) => {
      if (!args.path.startsWith(repoRoot) || args.path.includes(`${path.sep}node_modules${path.sep}`)) return;
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replace(/^import \{ z \} from 'zod';$/m, "import * as z from 'zod';"),
        loader: 'ts',
      };
    });
  },
};

/**
 * sanitize-html requires postcss (with source-map-js, about 90 kB) only to parse `style` attributes, and it
 * parses one only when the options allow `style` on a tag; functions/src/areas/communication/content.ts
 * allows none. Should a future option allow it, this parser throws, sanitize-html catches that and drops
 * the attribute: the stand-in can only remove markup, never let any through.
 */
const postcssNotBundled: Plugin = {
  name: 'postcss-not-bundled',
  setup(b) {
    b.onResolve({ filter: /^postcss$/ }, (args) =>
      /[\\/]node_modules[\\/]sanitize-html[\\/]/.test(args.importer)
        ? { path: 'postcss', namespace: 'no-postcss' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'no-postcss' }, () => ({
      contents:
        "export function parse() { throw new Error('style attributes are not parsed in the Lambda bundle'); }",
      loader: 'js',
    }));
  },
};

/**
 * sanitize-html is CommonJS and reads one thing from htmlparser2, `Parser`; htmlparser2's CommonJS index
 * also loads the DOM builder, DomUtils and the serializer with entities' encoding tables (about 80 kB).
 * Its `Parser` module exports `Parser` itself, so sanitize-html gets that module and nothing else.
 */
const htmlparserParserOnly: Plugin = {
  name: 'htmlparser2-parser-only',
  setup(b) {
    b.onResolve({ filter: /^htmlparser2$/ }, async (args) => {
      const fromSanitizer = /[\\/]node_modules[\\/]sanitize-html[\\/]/.test(args.importer);
      if (!fromSanitizer || args.pluginData === htmlparserParserOnly) return;
      const index = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: htmlparserParserOnly,
      });
      if (index.errors.length > 0) return { errors: index.errors };
      return { path: path.join(path.dirname(index.path), 'Parser.js') };
    });
  },
};

const sharedSource = path.join(repoRoot, 'shared', 'src') + path.sep;
/** The one shared module whose import does something: it installs the Bulgarian zod messages. */
const sharedWithEffects = new Set([path.join(sharedSource, 'validation.ts')]);

/**
 * Functions import enums and helpers through the `@gradina/shared` barrel, which also re-exports the whole
 * route manifest. Declaring shared's modules free of side effects lets esbuild drop every module nothing
 * uses, so an area Lambda carries the route files its handler imports and not the other areas' schemas.
 */
const sharedIsSideEffectFree: Plugin = {
  name: 'shared-is-side-effect-free',
  setup(b) {
    const again = Symbol('resolving');
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === again || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return;
      if (!args.path.startsWith('@gradina/shared') && !args.importer.startsWith(sharedSource)) return;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: again,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (!found.path.startsWith(sharedSource) || sharedWithEffects.has(found.path)) return;
      return { path: found.path, namespace: found.namespace, sideEffects: false };
    });
  },
};

/** The authorizer's route table (functions/src/platform/auth/route-table.ts), replaced in the build. */
const routeTableSource = path.join(repoRoot, 'functions', 'src', 'platform', 'auth', 'route-table.ts');

/**
 * The authorizer needs each route's method, path pattern and permission, not its zod schemas. In source
 * route-table.ts computes its rows from the manifest; here the build computes the same rows once and the
 * module becomes a literal, so the authorizer's cold start stays under 200 kB however many routes land
 * (issue #34) and the table can never lag behind the manifest. The manifest is imported only when a
 * bundle reaches the table (the authorizer's), so other bundles do not pay for loading it.
 */
const routeTableInlined: Plugin = {
  name: 'route-table-inlined',
  setup(b) {
    b.onLoad({ filter: /[\\/]route-table\.ts$/ }, async (args) => {
      if (path.resolve(args.path) !== routeTableSource) return;
      const rows = await routeRowsOfManifest();
      return { contents: `export const routeTable = ${JSON.stringify(rows)};`, loader: 'js' };
    });
  },
};

/** The rows the build inlines: route-rows.ts applied to the manifest, as route-table.ts does in source. */
export async function routeRowsOfManifest(): Promise<unknown[]> {
  const [{ routes }, { routeRow }] = await Promise.all([
    import('../../shared/src/manifest/index'),
    import('../../functions/src/platform/auth/route-rows'),
  ]);
  return routes.map(routeRow);
}

export interface BundleOptions {
  /** Repository-relative entry exporting `handler`. */
  entry: string;
  outdir: string;
  /** false: keep the output in memory (size checks); the CDK asset and the cold-start bench write it. */
  write?: boolean;
}

/**
 * Minified ESM for Node 24 with code splitting: what a handler loads with `import()` (the poll exports'
 * exceljs and docx, the SDK's rarely used credential providers) becomes a chunk read only when called.
 * The AWS SDK is bundled, not taken from the runtime: see docs/decisions.md "Lambda bundles".
 */
export function lambdaBuildOptions({ entry, outdir, write = true }: BundleOptions): BuildOptions {
  return {
    entryPoints: { index: path.join(repoRoot, entry) },
    outdir,
    write,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    mainFields: ['module', 'main'],
    banner: { js: esmBanner },
    charset: 'utf8',
    sourcemap: 'external',
    sourcesContent: false,
    legalComments: 'none',
    tsconfig: path.join(repoRoot, 'tsconfig.json'),
    // The Node.js 24 runtime ships AWS SDK v3 (docs/decisions.md "Lambda bundles").
    external: ['@aws-sdk/*'],
    metafile: true,
    logLevel: 'warning',
    plugins: [
      routeTableInlined,
      zodNamespaceImport,
      postcssNotBundled,
      htmlparserParserOnly,
      sharedIsSideEffectFree,
    ],
  };
}

export interface BundleReport {
  entry: string;
  /** Bytes of the entry file and every chunk it imports statically: what a cold start reads. */
  initialBytes: number;
  /** Bytes of chunks reached only through `import()`. */
  lazyBytes: number;
  /** Biggest contributors to the initial code, by package (or repository folder), largest first. */
  contributors: { name: string; bytes: number }[];
}

/** Who a bundled input belongs to: its npm package, or its folder in this repository. */
function contributorOf(input: string): string {
  const pkg = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (pkg) return pkg[1]!;
  return input.split('/').slice(0, -1).join('/') || input;
}

/** Splits a metafile into the code loaded at import time and the code loaded later, with contributors. */
export function reportOf(entry: string, outdir: string, metafile: Metafile): BundleReport {
  const outputs = metafile.outputs;
  // Targets of `import()` are entry points to esbuild too; the handler's is `index.mjs` in the folder.
  const entryFile = Object.keys(outputs).find(
    (f) => path.resolve(repoRoot, f) === path.resolve(repoRoot, outdir, 'index.mjs'),
  )!;
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const i of outputs[file]!.imports)
      if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
  };
  visit(entryFile);
  const code = Object.keys(outputs).filter((f) => f.endsWith('.mjs'));
  const byContributor = new Map<string, number>();
  for (const file of initial)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file]!.inputs))
      byContributor.set(contributorOf(input), (byContributor.get(contributorOf(input)) ?? 0) + bytesInOutput);
  const sum = (files: string[]) => files.reduce((n, f) => n + outputs[f]!.bytes, 0);
  return {
    entry,
    initialBytes: sum([...initial]),
    lazyBytes: sum(code.filter((f) => !initial.has(f))),
    contributors: [...byContributor]
      .map(([name, bytes]) => ({ name, bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/** Bundles one Lambda entry as it is deployed and reports its sizes. */
export async function bundleLambda(options: BundleOptions): Promise<BundleReport> {
  const result = await build({ ...lambdaBuildOptions(options), absWorkingDir: repoRoot });
  return reportOf(options.entry, options.outdir, result.metafile!);
}

// CDK's local bundling must be synchronous and esbuild's synchronous API takes no plugins, so
// infra/lib/functions.ts runs this file in a child process: `lambda-bundle.ts <entry> <outdir>`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [entry, outdir] = process.argv.slice(2);
  if (!entry || !outdir) throw new Error('usage: lambda-bundle.ts <entry> <outdir>');
  await bundleLambda({ entry, outdir });
}
