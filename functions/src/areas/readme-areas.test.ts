import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's "What works today" stays true as areas land (issue #27): every API area has its row, and every
 * page a row links is there.
 */
const root = join(__dirname, '../../..');
const areas = readdirSync(join(root, 'functions/src/areas'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

function worksTodaySection(readme: string): string {
  const start = readme.indexOf('### What works today');
  if (start < 0) return '';
  const next = readme.indexOf('\n#', start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

const areaRows = (section: string) => new Set([...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]));

describe('README, what works today', () => {
  const section = worksTodaySection(readFileSync(join(root, 'README.md'), 'utf8'));

  it('has a row for every API area and no row for an area that is not there', () => {
    expect([...areaRows(section)].sort()).toEqual([...areas].sort());
  });

  it('links only pages that exist', () => {
    const links = [...section.matchAll(/\]\((docs\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((l) => !existsSync(join(root, l)))).toEqual([]);
  });

  it('notices a missing area (planted)', () => {
    const planted = '### What works today\n\n| `identity` | x | |\n';
    expect(areaRows(worksTodaySection(planted))).toEqual(new Set(['identity']));
    expect([...areaRows(worksTodaySection(planted))].sort()).not.toEqual([...areas].sort());
  });
});
