import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Rules about what users read that are easiest to hold by reading the source (issue #12). */

const root = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name))
    .map((f) => relative(root, join(f.parentPath, f.name)));
}

/** The code without its comments (block and line comments), line numbers kept. */
function code(file: string): string[] {
  return readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''))
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, ''));
}

function offending(dirs: string[], rule: RegExp): string[] {
  return dirs.flatMap((dir) =>
    sources(dir).flatMap((file) =>
      code(file).flatMap((line, i) => (rule.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    ),
  );
}

describe('source rules', () => {
  it('asks before destructive actions in a Mantine modal (ui/ConfirmModal), never the browser confirm()', () => {
    expect(offending(['web/src'], /(?<![\w.$])confirm\s*\(|window\.confirm|globalThis\.confirm/)).toEqual([]);
  });

  it('formats dates and times only through the shared formatter (shared/src/format-dates.ts)', () => {
    // Sofia wall-clock arithmetic (not display) keeps its own Intl parts in these files; ePay's EXP_TIME and
    // PAY_TIME are protocol fields with seconds, which the shared formatter does not show.
    const arithmetic = [
      'functions/src/platform/payments/epay/protocol.ts',
      'web/src/ui/format/calendar.ts',
      'functions/src/areas/communication/dates.ts',
      'functions/src/areas/identity/audit-routes.ts',
    ];
    const rule =
      /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|\.format\(\s*['"`][^'"`]*\b(?:DD|MM|YYYY|HH|H:mm|dddd)/;
    const found = offending(['web/src', 'functions/src'], rule).filter(
      (hit) => !arithmetic.some((f) => hit.startsWith(`${f}:`)),
    );
    expect(found).toEqual([]);
  });

  it('says "Имейл" in what users read: no "E-mail"/"e-mail", no Latin "Email" in Bulgarian text', () => {
    const latinInBulgarian =
      /(['"`>][^'"`<>]*[\u0400-\u04ff][^'"`<>]*\bE-?mail\b)|(\bE-?mail\b[^'"`<>]*[\u0400-\u04ff])/;
    const hyphenated = /\b[Ee]-mail\b/;
    const rule = new RegExp(`${hyphenated.source}|${latinInBulgarian.source}`);
    expect(offending(['web/src', 'shared/src', 'functions/src/areas'], rule)).toEqual([]);
  });
});
