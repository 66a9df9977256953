import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './index';
import { openApiDocument } from './openapi';

const doc = openApiDocument(routes) as {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; parameters: { name: string; description?: string }[] }>
  >;
};

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per manifest route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it('keeps the Bulgarian field titles', () => {
    const text = JSON.stringify(doc);
    expect(text).toMatch(/"title":"[А-Яа-я]/);
  });

  it('is what docs/openapi.json holds (run `npm run openapi` after changing the manifest)', () => {
    const file = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
