import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { areaNames, usesOf } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { platformNeeds } from './grants';

/**
 * The cloud grants an area only what its `uses` entry says (grants.ts), while the local cloud lets every
 * Lambda do anything: an area whose code queues work or pushes to browsers without saying so would work on
 * one machine and fail on AWS. This reads each area's code for the platform modules that need a grant.
 */
const root = path.resolve(__dirname, '../..');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

const imports = (code: string[], module: RegExp) =>
  code.some((c) => [...c.matchAll(/from '([^']+)'/g)].some((m) => module.test(m[1]!)));
const queues = /platform\/(queue\/send|notices|invitations)$/;
const pushes = /platform\/(realtime\/push|notices)$/;

describe('grants follow the code', () => {
  it.each(areaNames)('area %s declares the queue and pushes its code uses', (area) => {
    const dir = path.join(root, 'functions/src/areas', area);
    let code: string[];
    try {
      code = sourcesOf(dir);
    } catch {
      return; // an area without code yet
    }
    const uses = usesOf(area);
    if (imports(code, queues)) expect(uses.sendsTo ?? [], area).toContain('work');
    if (imports(code, pushes)) expect(uses.pushes, area).toBe(true);
  });

  it('the stream consumer may queue and push what its consumers send', () => {
    const code = sourcesOf(path.join(root, 'functions/src/streams'));
    if (imports(code, queues)) expect(platformNeeds.stream.sendsTo).toContain('work');
    if (imports(code, pushes)) expect(platformNeeds.stream.pushes).toBe(true);
  });
});
