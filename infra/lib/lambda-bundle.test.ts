import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { activeAreas } from '@gradina/shared';
import { App, Stack } from 'aws-cdk-lib';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { entries } from '../../shared/src/runtime';
import { gradinaFunction, repoRoot } from './functions';
import { areaBundleLimitBytes, authorizerBundleLimitBytes, bundleLambda } from './lambda-bundle';

/**
 * The Lambdas as deployed: the code an area loads at cold start stays under the limit, the exports' libraries
 * stay out of it, and the bundled code behaves like the source (the build rewrites zod's import, replaces
 * postcss and takes htmlparser2's parser alone). Bundles that are imported are written inside the repository
 * so the AWS SDK, external as in the Lambda runtime, resolves from node_modules.
 */
const scratch = path.join(repoRoot, '.test-data', 'lambda-bundle-test');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Handler = (event: APIGatewayProxyEvent, context: object) => Promise<APIGatewayProxyResult>;

async function importBundled<T>(entry: string, name: string): Promise<T> {
  const outdir = path.join(scratch, name);
  await bundleLambda({ entry, outdir });
  return (await import(pathToFileURL(path.join(outdir, 'index.mjs')).href)) as T;
}

describe('area bundles', () => {
  it.each(activeAreas)('%s loads at most 400 kB at cold start', async (area) => {
    const report = await bundleLambda({
      entry: entries.areaHandler(area),
      outdir: path.join(scratch, `size-${area}`),
      write: false,
    });
    expect(report.initialBytes).toBeGreaterThan(0);
    expect(report.initialBytes).toBeLessThanOrEqual(areaBundleLimitBytes);
  });

  it('keeps the poll exports and the AWS SDK out of the communication cold start', async () => {
    const report = await bundleLambda({
      entry: entries.areaHandler('communication'),
      outdir: path.join(scratch, 'size-exports'),
      write: false,
    });
    const names = report.contributors.map((c) => c.name);
    for (const heavy of ['exceljs', 'docx', 'jszip', 'postcss', 'domutils'])
      expect(names).not.toContain(heavy);
    expect(names.filter((n) => n.startsWith('@aws-sdk/') || n.startsWith('@smithy/'))).toEqual([]);
    // The exports are still in the bundle, as chunks loaded by the export routes.
    expect(report.lazyBytes).toBeGreaterThan(300 * 1024);
  });
});

describe('authorizer bundle', () => {
  it('loads at most 200 kB at cold start and carries no zod schemas of the manifest', async () => {
    const report = await bundleLambda({
      entry: entries.authorizer,
      outdir: path.join(scratch, 'size-authorizer'),
      write: false,
    });
    expect(report.initialBytes).toBeLessThanOrEqual(authorizerBundleLimitBytes);
    const names = report.contributors.map((c) => c.name);
    expect(names).not.toContain('zod');
    expect(names.filter((n) => n.startsWith('shared/src/manifest/routes'))).toEqual([]);
  });

  it('inlines the same route table the source computes from the manifest', async () => {
    type Table = { routeTable: unknown[] };
    const bundled = await importBundled<Table>('functions/src/platform/auth/route-table.ts', 'route-table');
    const source = (await import('../../functions/src/platform/auth/route-table')) as Table;
    expect(bundled.routeTable.length).toBeGreaterThan(100);
    expect(bundled.routeTable).toEqual(source.routeTable);
  });
});

describe('bundled code behaves like the source', () => {
  const event = (pathName: string, query: Record<string, string>): APIGatewayProxyEvent =>
    ({
      resource: '/api/{proxy+}',
      path: pathName,
      httpMethod: 'GET',
      headers: {},
      multiValueHeaders: {},
      queryStringParameters: query,
      multiValueQueryStringParameters: null,
      pathParameters: null,
      stageVariables: null,
      body: null,
      isBase64Encoded: false,
      requestContext: {
        requestId: 'bundle-test',
        authorizer: {
          userId: 'u-1',
          sessionId: 's-1',
          role: '1',
          kindergartenId: '',
          periodId: '',
          grants: '',
        },
        identity: { sourceIp: '192.0.2.7' },
      },
    }) as unknown as APIGatewayProxyEvent;

  it('answers bad input with the Bulgarian message naming the field (zod in the bundle)', async () => {
    const bundled = await importBundled<{ handler: Handler }>(entries.areaHandler('lookups'), 'lookups');
    const source = (await import('../../functions/src/areas/lookups/handler')) as unknown as {
      handler: Handler;
    };
    const bad = event('/api/Areas', { regionId: 'x'.repeat(21) });
    const fromBundle = await bundled.handler(bad, {});
    const fromSource = await source.handler(bad, {});
    expect(fromBundle.statusCode).toBe(400);
    expect(JSON.parse(fromBundle.body).errorMessage).toMatch(/Област/);
    expect(JSON.parse(fromBundle.body)).toEqual(JSON.parse(fromSource.body));
  });

  it('sanitizes rich text like the source (sanitize-html without postcss and the DOM builder)', async () => {
    type Content = { sanitizeRichText(html: string): string; plainText(html: string): string };
    const bundled = await importBundled<Content>('functions/src/areas/communication/content.ts', 'content');
    const source = (await import('../../functions/src/areas/communication/content')) as Content;
    const html =
      '<p style="color:red" onclick="x()">Здравейте, <b>родители</b> &amp; деца!</p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">лошо</a><a href="https://gradina.bg" target="x">добре</a>' +
      '<table><tr><td colspan="2" style="width:1px">1</td></tr></table>';
    expect(bundled.sanitizeRichText(html)).toBe(source.sanitizeRichText(html));
    expect(bundled.sanitizeRichText(html)).not.toMatch(/style|script|onclick|javascript/);
    expect(bundled.plainText(html)).toBe(source.plainText(html));
  });
});

describe('CDK bundling', () => {
  it('deploys the split bundle as the function code', () => {
    const outdir = path.join(scratch, 'cdk.out');
    mkdirSync(outdir, { recursive: true });
    const app = new App({ outdir });
    gradinaFunction(new Stack(app, 'Bundled'), 'Lookups', {
      entry: entries.areaHandler('lookups'),
      description: 'lookups',
    });
    const assembly = app.synth();
    const assets = readdirSync(assembly.directory).filter((d) => d.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const files = readdirSync(path.join(assembly.directory, assets[0]!));
    expect(files).toContain('index.mjs');
    expect(files).toContain('index.mjs.map');
    expect(existsSync(path.join(assembly.directory, assets[0]!, 'chunks'))).toBe(true);
  });
});
