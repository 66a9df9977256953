import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../shared/src/manifest/index';
import { openApiDocument } from '../shared/src/manifest/openapi';

/**
 * `npm run openapi`: writes docs/openapi.json from the route manifest. `npm run openapi -- --check` exits 1
 * when the file differs from the manifest (the unit suite checks the same).
 */
const file = path.resolve(import.meta.dirname, '../docs/openapi.json');
const text = `${JSON.stringify(openApiDocument(routes), null, 2)}\n`;
if (process.argv.includes('--check')) {
  const current = readFileSync(file, 'utf8');
  if (current !== text) {
    console.error('docs/openapi.json differs from the manifest: run `npm run openapi`');
    process.exit(1);
  }
  console.log('docs/openapi.json matches the manifest');
} else {
  writeFileSync(file, text);
  console.log(`docs/openapi.json: ${routes.length} routes`);
}
