import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitRules } from './source-rules.kits';
import { propsOutOfOrder } from './source-rules.props';

/** Rules about what users read that are easiest to hold by reading the source (issue #12). */

const root = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !/\.test\.tsx?$/.test(f.name))
    .map((f) => relative(root, join(f.parentPath, f.name)));
}

/** The code without its comments (block and line comments), line numbers kept. */
function code(file: string): string[] {
  return codeOf(readFileSync(join(root, file), 'utf8'));
}

function codeOf(text: string): string[] {
  return text
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
      'functions/src/areas/identity/audit/audit.ts',
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

  describe('the web kits (issue #27): one way to write a field, a query and a stale edit', () => {
    /** The files outside the kit's own folders whose code breaks the rule. */
    const breaking = (rule: (typeof kitRules)[number], files: { file: string; text: string }[]) =>
      files
        .filter(({ file }) => !rule.allowed.some((prefix) => file.startsWith(prefix)))
        .filter(({ text }) => codeOf(text).some((line) => rule.pattern.test(line)))
        .map(({ file }) => file);
    const web = sources('web/src').map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

    for (const rule of kitRules) {
      it(`${rule.name}: ${rule.why}`, () => {
        expect(breaking(rule, web)).toEqual([]);
      });

      it(`${rule.name}: fails on a planted breach and passes the kit's way`, () => {
        const planted = [
          { file: 'web/src/features/planted/Page.tsx', text: rule.planted },
          { file: 'web/src/features/planted/Fixed.tsx', text: rule.kitWay },
          { file: `${rule.allowed[0]}Kit.tsx`, text: rule.planted },
        ];
        expect(breaking(rule, planted)).toEqual(['web/src/features/planted/Page.tsx']);
      });
    }
  });
});

describe("the list kits' props in the house order (issue #27; docs/contributing.md, the list page)", () => {
  it('every ListPage and EntityTable writes its props in the order the kits declare them', () => {
    const pages = sources('web/src').filter((file) => file.endsWith('.tsx'));
    const found = pages.flatMap((file) =>
      propsOutOfOrder(file, readFileSync(join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('fails on a planted page out of order and passes it in the house order', () => {
    const planted = `
      <ListPage testId="things" title="Неща" {...actions.page}>
        <EntityTable<Thing> columns={columns} query={list} {...actions.table} empty="Няма." minWidth={320} />
      </ListPage>`;
    const fixed = `
      <ListPage title="Неща" {...actions.page} testId="things">
        <EntityTable<Thing> {...paged.table} columns={columns} {...actions.table} empty="Няма." minWidth={320} />
      </ListPage>`;
    expect(propsOutOfOrder('Planted.tsx', planted)).toEqual([
      '2: <ListPage> title after testId',
      '2: <ListPage> action after testId',
      '3: <EntityTable> query after columns',
    ]);
    expect(propsOutOfOrder('Fixed.tsx', fixed)).toEqual([]);
  });
});
