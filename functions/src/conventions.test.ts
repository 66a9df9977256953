import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaOfPath, areas, routes } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { keys, tenantPrefix } from './platform/db/keys';

/** Conventions enforced by tests, not by review. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [full] : [];
  });
}

describe('route manifest conventions', () => {
  it('gives every route a permission, a reply and an id of its own area', () => {
    const ids = new Set<string>();
    for (const r of routes) {
      expect(r.permission, r.id).toBeTruthy();
      expect(r.reply, r.id).toBeTruthy();
      expect(r.id.startsWith(`${r.area}.`), r.id).toBe(true);
      expect(ids.has(r.id), `duplicate ${r.id}`).toBe(false);
      ids.add(r.id);
    }
  });

  it('puts every route in the area that owns its controller prefix', () => {
    for (const r of routes) expect(areaOfPath(r.path), r.path).toBe(r.area);
  });

  it('never has two routes for the same method and path', () => {
    const seen = new Set<string>();
    for (const r of routes) {
      const k = `${r.method} ${r.path.toLowerCase().replace(/\{[^}]+\}/g, '{}')}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
  });

  it('assigns every controller prefix to exactly one area', () => {
    const all = Object.values(areas).flatMap((a) => a.prefixes as readonly string[]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('data access conventions', () => {
  it('never scans the table on a request path', () => {
    const offenders = sourceFiles(path.resolve(import.meta.dirname)).filter((f) =>
      /\bScanCommand\b|new Scan\(/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('starts every tenant-owned partition key with the tenant prefix', () => {
    const kg = 'kg-under-test';
    const tenantOwned: Record<string, string>[] = [
      keys.kindergarten(kg),
      keys.schoolYear(kg, 'p'),
      keys.group(kg, 'g'),
      keys.child(kg, 'c'),
      keys.childrenOfGroup(kg, 'g', 'name', 'c'),
      keys.childIdentifier(kg, 0, '2145121233'),
      keys.guardianOfChild(kg, 'c', 'u'),
      keys.staffMember(kg, 'u'),
      keys.membershipByKindergarten(kg, 'u'),
    ];
    for (const item of tenantOwned) {
      const pk = item.PK ?? item.GSI1PK ?? item.GSI2PK;
      expect(pk?.startsWith(tenantPrefix(kg)), JSON.stringify(item)).toBe(true);
    }
    // Every builder: a partition key that carries a kindergarten id must start with that tenant prefix.
    let checked = 0;
    for (const [name, build] of Object.entries(keys)) {
      const params = (build.toString().split('=>')[0] ?? '')
        .replace(/[()\s]/g, '')
        .split(',')
        .filter(Boolean);
      const args = params.map((p) => (/^(kindergartenId|kgId)\b/.test(p) ? kg : 'x'));
      if (!args.includes(kg)) continue;
      const item = (build as (...a: string[]) => Record<string, string>)(...args);
      for (const [attr, value] of Object.entries(item)) {
        if (attr.endsWith('PK') && value.includes(kg)) {
          expect(value.startsWith(tenantPrefix(kg)), `${name}.${attr} = ${value}`).toBe(true);
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
