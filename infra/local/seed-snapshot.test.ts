import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedSources, snapshotKey } from './seed-snapshot';

const root = path.resolve(import.meta.dirname, '../..');
const relative = (files: string[]) => files.map((f) => path.relative(root, f));

describe('the seed snapshot key', () => {
  it('covers the demo files and the feature code the seed writes through', async () => {
    const files = relative(await seedSources());
    expect(files).toContain('infra/local/demo/seed.ts');
    expect(files).toContain('infra/local/demo/activity-providers-demo.ts');
    // The demos write through the features' own item functions: a change there changes the seeded items.
    expect(files).toContain('functions/src/areas/activities/providers/items.ts');
    expect(files).toContain('shared/src/table.ts');
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  });

  it('changes with the day (the demo messages and events lie days from today)', async () => {
    const [monday, tuesday] = await Promise.all([snapshotKey('2026-11-30'), snapshotKey('2026-12-01')]);
    expect(monday).toMatch(/^2026-11-30-[0-9a-f]{16}$/);
    expect(tuesday.slice(11)).not.toBe(monday.slice(11));
  });
});
